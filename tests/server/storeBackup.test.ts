/**
 * `requests -- backup FILE`: a consistent copy of the SQLite store, made with SQLite's online
 * backup while the server runs and takes requests. The copy opens as a database, passes
 * SQLite's integrity check, holds every request acknowledged before the backup began, each
 * with its outbox row, and the firm's tool reads it once put in place of the store. On
 * PostgreSQL the command says to use pg_dump.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { DATABASE_FILE } from '../../server/store/sqlite/database';
import { engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, makeTempDir, postJson, validRequest, waitForCount } from './support/fixtures';
import { requestsTool, requestsToolBeside } from '../support/requestsTool';

const cleanups = cleanUpAfterEach();

describe('backing up the store', () => {
  // A burst of posts beside the copy: half a minute on a busy machine.
  it('copies the SQLite store consistently while requests are being posted', async () => {
    const { config, ...server } = await serverForTest(cleanups, { RATE_LIMIT_MAX: '10000' });
    let acknowledged = 0;
    let posting = true;
    const poster = (async () => {
      for (let i = 0; posting; i += 1) {
        if ((await postJson(server.url, validRequest({ firstName: `Client${i}` }))).status === 200) acknowledged += 1;
      }
    })();
    await waitForCount(() => acknowledged, 30, '30 stored posts');

    const copy = path.join(makeTempDir('backup-'), 'copy.sqlite');
    const before = acknowledged;
    // Run beside the posts, not blocking them: the store is written while it is copied.
    const backup = await requestsToolBeside({ DATA_DIR: config.DATA_DIR }, 'backup', copy);
    const during = acknowledged - before;
    posting = false;
    await poster;
    expect(backup.stdout).toContain(`The store is copied to ${copy}`);
    expect(during).toBeGreaterThan(0);
    expect(fs.statSync(copy).mode & 0o777).toBe(0o600);

    const db = new Database(copy, { readonly: true });
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
      const requests = count('SELECT COUNT(*) AS n FROM consultation_requests');
      expect(requests).toBeGreaterThanOrEqual(before);
      expect(count('SELECT COUNT(*) AS n FROM outbox')).toBe(requests);
    } finally {
      db.close();
    }

    // Restored: the copy in place of the store of a new folder, read by the firm's tool.
    const restored = makeTempDir('restored-');
    fs.copyFileSync(copy, path.join(restored, DATABASE_FILE));
    const list = await requestsTool({ DATA_DIR: restored }, 'list');
    expect(list.status).toBe(0);
    expect(list.stdout).toContain('Client0');

    const again = await requestsTool({ DATA_DIR: config.DATA_DIR }, 'backup', copy);
    expect(again.status).toBe(1);
    expect(again.stdout).toContain('exists already');

    // A link to nothing is a file already there too: one line, no raw EEXIST.
    const link = path.join(makeTempDir('backup-'), 'link.sqlite');
    fs.symlinkSync(path.join(path.dirname(link), 'nowhere'), link);
    const onLink = await requestsTool({ DATA_DIR: config.DATA_DIR }, 'backup', link);
    expect([onLink.status, onLink.stdout, onLink.stderr]).toEqual([
      1,
      `${link} exists already: give the name of a new file\n`,
      '',
    ]);
  });

  it('on PostgreSQL, says to use pg_dump', async () => {
    const { config } = await serverForTest(cleanups, await engineSettings('postgres'));
    const toolEnv = { DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '' };
    const result = await requestsTool(toolEnv, 'backup', path.join(makeTempDir(), 'copy.sqlite'));
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('copy it with pg_dump');
  });
});
