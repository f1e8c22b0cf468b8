/** (h) `npm run requests`: list, show, export csv/json and purge on a temporary DATA_DIR. */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../server/cli/output';
import { openStore } from '../../server/store/openStore';
import { DATABASE_FILE } from '../../server/store/sqlite/database';
import type { Engine } from '../../server/store/store';
import { ADMIN_URL, freshDatabaseUrl } from '../support/postgres';
import { countMailStatuses, describeOnEachEngine, engineSettings } from './support/engines';
import { makeTempDir, removeTempDirs, validRequest } from './support/fixtures';
import { requestsTool } from '../support/requestsTool';

let dataDir: string;
let settings: Record<string, string>;
let recentId: string;
let oldId: string;

const cli = (...args: string[]) => requestsTool({ DATA_DIR: dataDir, ...settings }, ...args);

/** A store on the engine with two requests in it: a recent one and one 400 days old. */
async function makeStore(engine: Engine): Promise<void> {
  dataDir = makeTempDir();
  settings = await engineSettings(engine);
  const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: settings.DATABASE_URL });
  try {
    recentId = await store.requests.save(
      validRequest({
        firstName: '=HYPERLINK("http://x")',
        problemDescription: 'Line one, "quoted"\nline two',
      }),
    );
    oldId = await store.requests.save(
      validRequest({ firstName: 'Old', lastName: 'Request' }),
      new Date(Date.now() - 400 * 86_400_000),
    );
  } finally {
    await store.close();
  }
}
afterAll(() => removeTempDirs());

describeOnEachEngine((engine) => {
  beforeAll(() => makeStore(engine));

  describe('requests CLI', () => {
    it('lists requests, newest first', async () => {
      const { status, stdout } = await cli('list');
      expect(status).toBe(0);
      expect(stdout.indexOf(recentId)).toBeLessThan(stdout.indexOf(oldId));
      expect(stdout).toContain('2 requests');
    });

    it('shows one request, and exits 1 for an unknown id', async () => {
      const shown = await cli('show', oldId);
      expect(shown.status).toBe(0);
      expect(shown.stdout).toContain('firstName: Old');
      expect(shown.stdout).toContain('email: marguerite.okonkwo@example.org');
      expect((await cli('show', 'no-such-id')).status).toBe(1);
    });

    it('exports JSON', async () => {
      const { status, stdout } = await cli('export', '--format', 'json');
      expect(status).toBe(0);
      const rows = JSON.parse(stdout) as { id: string; problemDescription: string }[];
      expect(rows.map((r) => r.id).sort()).toEqual([recentId, oldId].sort());
      expect(rows.find((r) => r.id === recentId)?.problemDescription).toBe('Line one, "quoted"\nline two');
    });

    it('exports CSV, quoted and safe from formula injection', async () => {
      const { status, stdout } = await cli('export', '--format', 'csv');
      expect(status).toBe(0);
      expect(stdout.split('\r\n')[0]).toBe(
        'id,createdAt,firstName,lastName,email,phone,legalServiceArea,problemDescription,goals,urgencyLevel,consultedBefore,contactMethod,bestTime,language,mailStatus',
      );
      expect(stdout).toContain(`"'=HYPERLINK(""http://x"")"`);
      expect(stdout).toContain('"Line one, ""quoted""\nline two"');
      expect(stdout).toContain(`'+1 (416) 555-0199`);
      expect(['-2+3', '@SUM(A1)', 'plain'].map(csvCell)).toEqual(["'-2+3", "'@SUM(A1)", 'plain']);
    });

    it('refuses a duration under one day without --force, and lists what --dry-run would purge', async () => {
      const refused = await cli('purge', '--older-than', '0h');
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('--older-than 0h is under one day: it reaches requests received today');
      const dry = await cli('purge', '--older-than', '0h', '--force', '--dry-run', '--include-unsent');
      expect(dry.status).toBe(0);
      expect(dry.stdout).toContain(recentId);
      expect(dry.stdout).toContain(oldId);
      expect(dry.stdout).toContain('Would purge 2 requests older than 0h');
      expect((await cli('list')).stdout).toContain('2 requests');
    });

    it('purges requests older than a duration, with their outbox rows, keeping unsent mail without --include-unsent', async () => {
      // The old request's mail was never sent (no server ran): kept, and said so.
      const kept = await cli('purge', '--older-than', '365d');
      expect(kept.status).toBe(0);
      expect(kept.stdout).toMatch(/^Purged 0 requests older than 365d/);
      expect(kept.stdout).toContain('Kept 1 request older than 365d whose mail is not sent');
      expect((await cli('list')).stdout).toContain(oldId);

      const { status, stdout } = await cli('purge', '--older-than', '365d', '--include-unsent');
      expect(status).toBe(0);
      expect(stdout).toMatch(/^Purged 1 request older than 365d/);
      const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: settings.DATABASE_URL });
      try {
        expect(await countMailStatuses(store.requests)).toEqual({ pending: 1 });
      } finally {
        await store.close();
      }
      expect((await cli('list')).stdout).not.toContain(oldId);
    });

    it.each(['', 'frobnicate', 'export --format xml', 'purge', 'list --bogus', 'show', 'resolve', 'delete', 'backup'])(
      'exits 2 with usage for bad arguments "%s"',
      async (args) => {
        const { status, stderr } = await cli(...args.split(' ').filter(Boolean));
        expect(status).toBe(2);
        expect(stderr).toContain('Usage: npm run requests');
      },
    );
  });
});

describe('the tool fails clearly and changes nothing it should not', () => {
  beforeAll(() => makeStore('sqlite'));

  const run = (dir: string, ...args: string[]) => requestsTool({ DATA_DIR: dir }, ...args);
  /** The tool stopped with exit 1 and said this one line. */
  const expectOneLine = (result: { status: number | null; stderr: string }, line: string) => {
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([line]);
  };

  it('says a mistyped DATA_DIR does not exist, and never creates it', async () => {
    const missing = path.join(makeTempDir(), 'dta');
    expectOneLine(
      await run(missing, 'list'),
      `DATA_DIR ${missing} does not exist: check the setting (the server creates it when it first starts)`,
    );
    expect(fs.existsSync(missing)).toBe(false);
  });

  it('says in one line that a damaged store is not a database', async () => {
    const damaged = makeTempDir();
    fs.writeFileSync(path.join(damaged, DATABASE_FILE), 'this is not a database at all, just text'.repeat(50));
    const result = await run(damaged, 'list');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('it is not a valid database: restore it from a backup');
  });

  it('says in one line that DATABASE_URL names a database that does not exist, or a wrong password', async () => {
    const missing = new URL(ADMIN_URL);
    missing.pathname = '/no_such_store_here';
    const wrongPassword = new URL(ADMIN_URL);
    wrongPassword.password = 'not-the-password';
    const where = `on ${missing.host}`;
    for (const [url, line] of [
      [missing, `the database no_such_store_here ${where} does not exist: check DATABASE_URL`],
      [
        wrongPassword,
        `the database ${wrongPassword.pathname.slice(1)} ${where} refused the user name or password: check DATABASE_URL`,
      ],
    ] as const) {
      const result = await requestsTool({ DATA_DIR: dataDir, DATABASE_URL: url.href }, 'list');
      expectOneLine(result, line);
      expect(result.stderr).not.toContain('not-the-password');
    }
  });

  it('says in one line that DATABASE_URL holds no store, or cannot be reached', async () => {
    const empty = await freshDatabaseUrl();
    expectOneLine(
      await requestsTool({ DATA_DIR: dataDir, DATABASE_URL: empty }, 'list'),
      `the database ${new URL(empty).pathname.slice(1)} on 127.0.0.1:5432 holds no store: check DATABASE_URL`,
    );
    const closed = await requestsTool(
      { DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody:secret@127.0.0.1:1/none' },
      'list',
    );
    expectOneLine(closed, 'the database none on 127.0.0.1:1 cannot be reached (ECONNREFUSED)');
    expect(closed.stderr).not.toContain('secret');
  });

  it('reads without writing: list, show and export leave the database file as it was', async () => {
    const database = path.join(dataDir, DATABASE_FILE);
    const stamp = () => {
      const stats = fs.statSync(database);
      return `${stats.size} ${stats.mtimeMs}`;
    };
    const before = stamp();
    expect((await cli('list')).status).toBe(0);
    expect((await cli('show', recentId)).status).toBe(0);
    expect((await cli('export', '--format', 'csv')).status).toBe(0);
    expect(stamp()).toBe(before);
    // SQLite's shared-memory files for readers may appear; no data goes to the log.
    const wal = `${database}-wal`;
    if (fs.existsSync(wal)) expect(fs.statSync(wal).size).toBe(0);
  });
});
