/**
 * Runs one of the project's servers as a child process, the way a user starts it: `server/start.ts`
 * (npm start's server) by default, `server/dev.ts`, or `npm start` itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ChildServer {
  child: ChildProcess;
  /** Set once the server says it listens (`ready`). */
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  exited: Promise<number | null>;
  /** The server's address, once it logs `{"msg":"listening","url":…}`; rejects if it exits first. */
  ready: Promise<string>;
  /** SIGTERM, then wait for the exit. */
  stop: () => Promise<void>;
}

export interface ChildServerOptions {
  /** The project folder: this checkout by default, or a copy of it. */
  cwd?: string;
  /** `node dist/node/start.js`: deploy/site.service's command, the server the build compiled into DIST_DIR. */
  script?: 'server/start.ts' | 'server/dev.ts' | 'npm start' | 'node dist/node/start.js';
  /** The environment the settings are added to: this process's by default. */
  baseEnv?: NodeJS.ProcessEnv;
}

/**
 * A command of the project run as a user runs it: its own content/ and dist/, and none of the
 * test runner's variables (Vitest's NODE_ENV=test would make Vike look for a production build in dev, and with
 * its VITEST variables Vike takes a build's prerender for a test's and stops).
 */
export function cleanEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['CONTENT_DIR', 'DIST_DIR', 'DATA_DIR', 'PORT', 'SITE_URL', 'NODE_ENV', 'TEST']) delete env[name];
  for (const name of Object.keys(env)) if (name.startsWith('VITEST')) delete env[name];
  return env;
}

export function spawnServer(env: Record<string, string>, options: ChildServerOptions = {}): ChildServer {
  const { cwd = ROOT, script = 'server/start.ts', baseEnv = process.env } = options;
  const fullEnv = { ...baseEnv, HOST: '127.0.0.1', PORT: '0', ...env };
  const spawnOptions = { cwd, env: fullEnv, stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'] };
  const compiled = path.join(env.DIST_DIR ?? 'dist', 'node/start.js');
  const child =
    script === 'npm start'
      ? spawn('npm', ['start'], spawnOptions)
      : script === 'node dist/node/start.js'
        ? spawn(process.execPath, [compiled], spawnOptions)
        : spawn(process.execPath, ['--import', 'tsx', script], spawnOptions);
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const url = listeningUrl(output);
      if (url) resolve(url);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(child.pid!, 'SIGTERM');
    await exited;
  };
  const server: ChildServer = { child, url: '', output: () => output, exited, ready, stop };
  void ready.then((url) => (server.url = url)).catch(() => {});
  return server;
}

/** The `url` of the first `"msg":"listening"` JSON line, whatever the order of its fields. */
function listeningUrl(output: string): string | undefined {
  for (const line of output.split('\n')) {
    if (!line.includes('"msg":"listening"')) continue;
    try {
      const { url } = JSON.parse(line) as { url?: unknown };
      if (typeof url === 'string') return url;
    } catch {
      // A line cut off by the end of a chunk: the next chunk completes it.
    }
  }
  return undefined;
}
