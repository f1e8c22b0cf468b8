/**
 * What the firm's tool prints and writes cannot be turned against the firm: a client's text
 * cannot print a line that passes for one of the tool's fields, a duration too large or
 * malformed gets one line, and neither a backup nor an export is written where the site
 * serves or the project commits files.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/store/openStore';
import { ROOT } from '../support/childServer';
import { requestsTool } from '../support/requestsTool';
import { makeTempDir, removeTempDirs, validRequest } from './support/fixtures';

let dataDir: string;
let buildDir: string;
let forgerId: string;

/** A description and goals that try to print fields of their own. */
const FORGED_LINES = 'Please call.\nemail: attacker@evil.example\nphone: 555-0100\r\nmailStatus: sent';

beforeAll(async () => {
  dataDir = makeTempDir();
  buildDir = makeTempDir();
  const store = await openStore({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    forgerId = await store.requests.save(
      validRequest({ problemDescription: FORGED_LINES, goals: 'One\nid: 00000000' }),
    );
  } finally {
    await store.close();
  }
});
afterAll(() => removeTempDirs());

/** The tool in this process, as `npm run requests` runs it. */
const tool = (args: string[]) => requestsTool({ DATA_DIR: dataDir, DIST_DIR: buildDir }, ...args);

/** The tool in a process of its own with its output sent to `file`: only a process knows where its output goes. */
function toolInto(file: string, args: string[]) {
  const fd = fs.openSync(file, 'w');
  try {
    return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/requests.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: buildDir },
      encoding: 'utf8',
      stdio: ['ignore', fd, 'pipe'],
    });
  } finally {
    fs.closeSync(fd);
  }
}

describe("a client's text in the tool's output", () => {
  it('show: every later line of a field is indented, so none passes for a field', async () => {
    const { status, stdout } = await tool(['show', forgerId]);
    expect(status).toBe(0);
    const fieldsAtMargin = stdout.split('\n').flatMap((line) => /^(\S+): /.exec(line)?.[1] ?? []);
    const forged = ['email', 'phone', 'mailStatus', 'id'];
    expect(fieldsAtMargin.filter((field) => forged.includes(field)).sort()).toEqual([...forged].sort());
    expect(stdout).toContain('problemDescription: Please call.\n    email: attacker@evil.example\n    phone: 555-0100');
    expect(stdout).toContain(`email: marguerite.okonkwo@example.org`);
  });

  it('list: one line per request whatever the client typed', async () => {
    const { status, stdout } = await tool(['list']);
    expect(status).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(2);
  });
});

describe('durations', () => {
  it.each([
    ['99999999999999999999d', '--older-than 99999999999999999999d is over 100 years (36500d): give a shorter duration'],
    ['36501d', '--older-than 36501d is over 100 years (36500d): give a shorter duration'],
    ['1 year', 'purge needs --older-than with a duration such as 365d, 12w or 48h (got "1 year")'],
  ])('--older-than %s: one line, exit 2, nothing erased', async (duration, line) => {
    const { status, stderr } = await tool(['purge', '--older-than', duration, '--include-unsent']);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([line]);
    expect((await tool(['list'])).stdout).toContain(forgerId);
  });
});

describe('where personal data may be written', () => {
  it.each([
    ['DIST_DIR', () => path.join(buildDir, 'client', 'backup.sqlite'), 'DIST_DIR'],
    ['the project', () => path.join(ROOT, 'requests-backup.sqlite'), 'the project'],
    ['content/', () => path.join(ROOT, 'content', 'backup.sqlite'), 'content/'],
    ['public/', () => path.join(ROOT, 'public', 'backup.sqlite'), 'public/'],
    ['a link into DIST_DIR', () => linkInto(buildDir), 'DIST_DIR'],
  ])('backup refuses a file inside %s, says why and where to write instead', async (_, file, named) => {
    const target = file();
    const { status, stdout } = await tool(['backup', target]);
    expect(status).toBe(1);
    expect(stdout).toContain(`is inside ${named}`);
    expect(stdout).toContain("every client's name, e-mail and phone");
    expect(stdout).toContain('Write it outside the project instead, e.g. in /var/backups/site/');
    expect(fs.existsSync(target)).toBe(false);
  });

  it('backup writes a file outside the project', async () => {
    const target = path.join(makeTempDir(), 'backup.sqlite');
    expect((await tool(['backup', target])).status).toBe(0);
    expect(fs.statSync(target).size).toBeGreaterThan(0);
  });

  it('export redirected into DIST_DIR writes nothing there, and says why; elsewhere it exports', () => {
    const served = path.join(buildDir, 'client', 'requests.json');
    fs.mkdirSync(path.dirname(served), { recursive: true });
    const refused = toolInto(served, ['export', '--format', 'json']);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('Not exported: ');
    expect(fs.readFileSync(served, 'utf8')).not.toContain('marguerite');

    const kept = path.join(makeTempDir(), 'requests.json');
    expect(toolInto(kept, ['export', '--format', 'json']).status).toBe(0);
    expect(fs.readFileSync(kept, 'utf8')).toContain(forgerId);
  });
});

/** A folder outside the project whose link points into the given one: the link's target counts. */
function linkInto(folder: string): string {
  const link = path.join(makeTempDir(), 'innocent');
  fs.symlinkSync(folder, link);
  return path.join(link, 'backup.sqlite');
}
