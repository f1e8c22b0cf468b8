/**
 * Erasing a request erases every mail file that holds it, digests included, wherever the
 * instance that wrote them: a digest is written again without the erased requests, and removed
 * when none remain. On PostgreSQL the purge and the delete run from another folder (as from
 * another instance), and the running server erases its own files; on SQLite they run on the
 * server's folder. Then no file under the server's DATA_DIR holds a byte of the erased requests
 * (database and write-ahead log included on SQLite), and the kept request is still mailed there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { MAIL_FOLDER } from '../../server/mail/mailFiles';
import { startServer } from '../../server/server';
import { openStore } from '../../server/store/openStore';
import type { Engine } from '../../server/store/store';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { filesHolding, markedRequests } from './support/filesHolding';
import { cleanUpAfterEach, everyMailSent, makeTempDir, testConfig, waitFor } from './support/fixtures';
import { requestsTool } from '../support/requestsTool';

const cleanups = cleanUpAfterEach();

const DAY_MS = 86_400_000;

const { marked, markers } = markedRequests('Digest');

const digestFiles = (dataDir: string) =>
  fs.readdirSync(path.join(dataDir, MAIL_FOLDER)).filter((name) => name.startsWith('digest-') && name.endsWith('.eml'));

/**
 * A server mailing to files with an hourly cap of 1, and requests stored before it starts: the
 * oldest is mailed alone, the others together in one digest.
 */
async function serverWithDigest(engine: Engine, requests: [tag: string, daysAgo: number][], retentionDays = '365') {
  const config = testConfig({ ...(await engineSettings(engine)), MAIL_PER_HOUR: '1', RETENTION_DAYS: retentionDays });
  const store = await openStore(config);
  const ids: Record<string, string> = {};
  for (const [tag, daysAgo] of requests) {
    ids[tag] = await store.requests.save(marked(tag), new Date(Date.now() - daysAgo * DAY_MS));
  }
  await store.close();
  const server = await startServer(config, { logger: silentLogger });
  cleanups.push(() => server.close());
  await everyMailSent(server.store);
  return { config, server, ids };
}

describeOnEachEngine((engine) => {
  describe('erasing the mail files of a request', () => {
    it('purge and delete rewrite or remove the digests holding it, and leave no byte of it under DATA_DIR', async () => {
      const { config, server, ids } = await serverWithDigest(engine, [
        ['10', 40],
        ['11', 30],
        ['12', 30],
        ['77', 0],
      ]);
      expect(fs.existsSync(path.join(config.DATA_DIR, MAIL_FOLDER, `${ids['10']}.eml`))).toBe(true);
      const [digest] = digestFiles(config.DATA_DIR);
      expect(digest).toBeDefined();
      for (const tag of ['11', '12', '77']) {
        expect(filesHolding(config.DATA_DIR, markers(tag))).toContain(`${digest}: Digestname${tag}`);
      }

      // PostgreSQL: the firm's tool runs elsewhere, as another instance would; SQLite: on the server's folder.
      const toolDir = config.DATABASE_URL ? makeTempDir('elsewhere-') : config.DATA_DIR;
      const tool = (...args: string[]) =>
        requestsTool({ DATA_DIR: toolDir, DATABASE_URL: config.DATABASE_URL ?? '' }, ...args);
      expect((await tool('purge', '--older-than', '7d')).stdout).toContain('Purged 3 requests');
      const purged = ['10', '11', '12'].flatMap(markers);
      await waitFor(() => filesHolding(config.DATA_DIR, purged).length === 0, 10_000, 'the purged requests erased');
      // The digest is written again with the request kept.
      expect(digestFiles(config.DATA_DIR)).toEqual([digest]);
      expect(filesHolding(config.DATA_DIR, markers('77'))).toContain(`${digest}: Digestname77`);

      expect((await tool('delete', ids['77']!)).status).toBe(0);
      // Its message first, then its list of ids: the folder empties a moment after the .eml goes.
      const mailFolder = path.join(config.DATA_DIR, MAIL_FOLDER);
      await waitFor(() => fs.readdirSync(mailFolder).length === 0, 10_000, 'the emptied digest removed');
      await server.close();
      expect(filesHolding(config.DATA_DIR, [...purged, ...markers('77')])).toEqual([]);
      expect(fs.readdirSync(mailFolder)).toEqual([]);
    });

    it('the retention period rewrites a digest without the requests past it', async () => {
      const first = await serverWithDigest(engine, [
        ['20', 25],
        ['21', 20],
        ['22', 5],
      ]);
      await first.server.close();
      // Started again with a shorter period: it erases the two older requests at once.
      const second = await startServer({ ...first.config, RETENTION_DAYS: 10 }, { logger: silentLogger });
      cleanups.push(() => second.close());
      expect((await second.store.list()).map((request) => request.id)).toEqual([first.ids['22']]);
      await second.close();
      expect(filesHolding(first.config.DATA_DIR, [...markers('20'), ...markers('21')])).toEqual([]);
      const [digest] = digestFiles(first.config.DATA_DIR);
      expect(filesHolding(first.config.DATA_DIR, markers('22'))).toContain(`${digest}: Digestname22`);
    });
  });
});
