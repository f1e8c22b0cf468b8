/**
 * A copy of the whole project in a temporary folder, for tests that build it: everything but
 * the heavy or generated folders, with node_modules linked rather than copied. Its content/ is
 * the fixture content unless a test asks for the real one (the editors' own changes).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanEnv, spawnServer, type ChildServer, type ChildServerOptions } from './childServer';
import { FIXTURE_CONTENT_DIR } from './fixtureSite';

/** How long one build of a copy may take while the rest of the suite runs beside it (alone: about 20 s). */
export const BUILD_TIMEOUT_MS = 300_000;

const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', '.git']);

export interface ProjectCopy {
  dir: string;
  write(file: string, text: string): void;
  remove(file: string): void;
  read(file: string): string;
  exists(file: string): boolean;
  /** `npm run build` in the copy: what it printed; throws with it when the build fails. */
  build(): string;
  /** `npm run build` in the copy: its exit status and everything it printed. */
  buildOutput(): { status: number | null; output: string };
  /** The environment the copy's commands run in (none of the test runner's variables). */
  env: NodeJS.ProcessEnv;
  cleanup(): void;
}

/**
 * A portrait added to a profile as the editors' guide says: the photo and what it shows, and
 * what it shows in French too where the person has a French profile.
 */
export function addPortrait(project: ProjectCopy, person: string, photo: string, alt: string, frenchAlt: string): void {
  const profile = `content/team/${person}.mdx`;
  project.write(profile, project.read(profile).replace(/^---\n/, `---\nphoto: ${photo}\nphotoAlt: ${alt}\n`));
  const french = `content/fr/team/${person}.mdx`;
  if (project.exists(french)) {
    project.write(french, project.read(french).replace(/^---\n/, `---\nphotoAlt: ${frenchAlt}\n`));
  }
}

export function copyProject(options: { content?: 'fixture' | 'real' } = {}): ProjectCopy {
  const source = process.cwd();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-copy-'));
  for (const entry of fs.readdirSync(source)) {
    if (SKIPPED.has(entry) || entry.startsWith('dist.')) continue;
    fs.cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  }
  if (options.content !== 'real') {
    fs.rmSync(path.join(dir, 'content'), { recursive: true });
    fs.cpSync(FIXTURE_CONTENT_DIR, path.join(dir, 'content'), { recursive: true });
  }
  fs.symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return {
    dir,
    write: (file, text) => fs.writeFileSync(path.join(dir, file), text),
    remove: (file) => fs.rmSync(path.join(dir, file)),
    read: (file) => fs.readFileSync(path.join(dir, file), 'utf8'),
    exists: (file) => fs.existsSync(path.join(dir, file)),
    env: cleanEnv(),
    build() {
      const { status, output } = this.buildOutput();
      if (status !== 0) throw new Error(`npm run build failed:\n${output}`);
      return output;
    },
    buildOutput() {
      const result = spawnSync('npm', ['run', 'build'], { cwd: dir, encoding: 'utf8', env: cleanEnv() });
      return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

/** Makes the copy a Git repository with everything committed once, by a throwaway author; throws with git's words. */
export function commitAll(project: ProjectCopy): void {
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', '-c', 'commit.gpgsign=false'];
  // The copy links node_modules; a link is no folder to .gitignore's "node_modules/".
  for (const args of [
    ['init', '--quiet'],
    ['add', '--all', '--', '.', ':!node_modules'],
    ['commit', '-qm', 'base'],
  ]) {
    const result = spawnSync('git', [...identity, ...args], { cwd: project.dir, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  }
}

export interface ServerOptions {
  script?: ChildServerOptions['script'];
  env?: Record<string, string>;
}

/**
 * A server of the copy (npm start's by default), on a free port, with its own data folder.
 * Generous: npm start may build first, and CI machines are shared; a server that never says it
 * listens is stopped, so no test leaves one running.
 */
export async function startCopyServer(dir: string, options: ServerOptions = {}): Promise<ChildServer> {
  const env = { DATA_DIR: path.join(dir, 'data'), ...options.env };
  const server = spawnServer(env, { cwd: dir, script: options.script, baseEnv: cleanEnv() });
  const timer = setTimeout(() => void server.stop(), 100_000);
  try {
    await server.ready;
  } finally {
    clearTimeout(timer);
  }
  return server;
}
