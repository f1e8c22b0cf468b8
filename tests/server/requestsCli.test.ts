/** (h) `npm run requests`: list, show, export csv/json and purge on a temporary DATA_DIR. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsultationRequest } from '../../consultation/schema';
import { csvCell } from '../../server/cli/csv';
import { DATABASE_FILE, openDatabase } from '../../server/store/database';
import { createRequestStore } from '../../server/store/requestStore';
import { ROOT } from './support/child';
import { makeTempDir, removeTempDirs, validRequest } from './support/fixtures';

let dataDir: string;
let recentId: string;
let oldId: string;

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/requests.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  dataDir = makeTempDir();
  const db = openDatabase(dataDir);
  const store = createRequestStore(db, dataDir);
  recentId = store.save(
    validRequest({
      firstName: '=HYPERLINK("http://x")',
      problemDescription: 'Line one, "quoted"\nline two',
    }) as ConsultationRequest,
  );
  oldId = store.save(
    validRequest({ firstName: 'Old', lastName: 'Request' }) as ConsultationRequest,
    new Date(Date.now() - 400 * 86_400_000),
  );
  db.close();
});
afterAll(() => removeTempDirs());

describe('requests CLI', () => {
  it('lists requests, newest first', () => {
    const { status, stdout } = cli('list');
    expect(status).toBe(0);
    expect(stdout.indexOf(recentId)).toBeLessThan(stdout.indexOf(oldId));
    expect(stdout).toContain('2 requests');
  });

  it('shows one request, and exits 1 for an unknown id', () => {
    const shown = cli('show', oldId);
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('firstName: Old');
    expect(shown.stdout).toContain('email: marguerite.okonkwo@example.org');
    expect(cli('show', 'no-such-id').status).toBe(1);
  });

  it('exports JSON', () => {
    const { status, stdout } = cli('export', '--format', 'json');
    expect(status).toBe(0);
    const rows = JSON.parse(stdout) as { id: string; problemDescription: string }[];
    expect(rows.map((r) => r.id).sort()).toEqual([recentId, oldId].sort());
    expect(rows.find((r) => r.id === recentId)?.problemDescription).toBe('Line one, "quoted"\nline two');
  });

  it('exports CSV, quoted and safe from formula injection', () => {
    const { status, stdout } = cli('export', '--format', 'csv');
    expect(status).toBe(0);
    expect(stdout.split('\r\n')[0]).toBe(
      'id,createdAt,firstName,lastName,email,phone,legalServiceArea,problemDescription,goals,urgencyLevel,consultedBefore,contactMethod,bestTime,mailStatus',
    );
    expect(stdout).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(stdout).toContain('"Line one, ""quoted""\nline two"');
    expect(stdout).toContain(`'+1 (416) 555-0199`);
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('plain')).toBe('plain');
  });

  it('purges requests older than a duration, with their outbox rows', () => {
    const { status, stdout } = cli('purge', '--older-than', '365d');
    expect(status).toBe(0);
    expect(stdout).toMatch(/^Purged 1 request older than 365d/);
    const db = openDatabase(dataDir);
    const outboxRows = db.prepare('SELECT request_id FROM outbox').all() as { request_id: string }[];
    db.close();
    expect(outboxRows.map((r) => r.request_id)).toEqual([recentId]);
    expect(cli('list').stdout).not.toContain(oldId);
  });

  it.each([
    [[]],
    [['frobnicate']],
    [['export', '--format', 'xml']],
    [['purge']],
    [['purge', '--older-than', '1 year']],
    [['list', '--bogus']],
    [['show']],
  ])('exits 2 with usage for bad arguments %j', (args) => {
    const { status, stderr } = cli(...args);
    expect(status).toBe(2);
    expect(stderr).toContain('Usage: npm run requests');
  });
});

describe('the tool fails clearly and changes nothing it should not', () => {
  const run = (dir: string, ...args: string[]) => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/requests.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dir },
      encoding: 'utf8',
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };

  it('says a mistyped DATA_DIR does not exist, and never creates it', () => {
    const missing = path.join(makeTempDir(), 'dta');
    const result = run(missing, 'list');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `DATA_DIR ${missing} does not exist: check the setting (the server creates it when it first starts)`,
    ]);
    expect(fs.existsSync(missing)).toBe(false);
  });

  it('says in one line that a damaged store is not a database', () => {
    const damaged = makeTempDir();
    fs.writeFileSync(path.join(damaged, DATABASE_FILE), 'this is not a database at all, just text'.repeat(50));
    const result = run(damaged, 'list');
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('it is not a valid database: restore it from a backup');
  });

  it('reads without writing: list, show and export leave the database file as it was', () => {
    const database = path.join(dataDir, DATABASE_FILE);
    const stamp = () => {
      const stats = fs.statSync(database);
      return `${stats.size} ${stats.mtimeMs}`;
    };
    const before = stamp();
    expect(cli('list').status).toBe(0);
    expect(cli('show', recentId).status).toBe(0);
    expect(cli('export', '--format', 'csv').status).toBe(0);
    expect(stamp()).toBe(before);
    // SQLite's shared-memory files for readers may appear; no data goes to the log.
    const wal = `${database}-wal`;
    if (fs.existsSync(wal)) expect(fs.statSync(wal).size).toBe(0);
  });
});
