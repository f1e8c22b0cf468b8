/**
 * The server's SQLite store: one connection on a writer thread (writerThread.ts), so neither a commit's sync nor a wait
 * for another process's lock holds the server's thread; the firm's tool runs the same operations in its own process.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { createSqlStore, type Sql } from '../sqlStore';
import type { Store } from '../store';
import { openExistingDatabase, type Db } from './database';
import { createSqliteOperations, type SqliteOperations } from './operations';
import type { WriterCall, WriterReply } from './writerThread';

type Call = <Op extends keyof SqliteOperations>(
  op: Op,
  ...args: Parameters<SqliteOperations[Op]>
) => Promise<ReturnType<SqliteOperations[Op]>>;

/**
 * The writer thread's script. Compiled (`npm start`, the systemd unit) it is the JavaScript file beside this one
 * (build/compileServer.ts). From the TypeScript sources (`npm run dev`, the tests) a thread does not inherit tsx, and
 * registering it in each cost 0.65 s of CPU per store opened: esbuild bundles it once per process instead.
 */
let writerScript: Promise<{ script: string | URL; eval: boolean }> | undefined;
const writer = () =>
  (writerScript ??= import.meta.url.endsWith('.ts')
    ? bundledFromSources()
    : Promise.resolve({ script: new URL('./writerThread.js', import.meta.url), eval: false }));

async function bundledFromSources() {
  const source = fileURLToPath(new URL('./writerThread.ts', import.meta.url));
  const { build } = await import('esbuild');
  const options = { bundle: true, packages: 'external', platform: 'node', format: 'cjs', write: false } as const;
  const { outputFiles } = await build({ entryPoints: [source], ...options, logLevel: 'error' });
  const require = `require('node:module').createRequire(${JSON.stringify(source)})`;
  return { script: `((require) => {\n${outputFiles[0]!.text}\n})(${require});`, eval: true };
}

export async function openSqliteStore(dataDir: string): Promise<Store> {
  const { script, eval: isText } = await writer();
  const worker = new Worker(script, { eval: isText, workerData: { dataDir } });
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  let nextId = 0;
  let stopped: string | undefined;
  const stoppedError = () => Object.assign(new Error(stopped), { code: 'STORE_WRITER_STOPPED' });
  const stop = (reason: string) => {
    stopped ??= `${reason}: restart the server`;
    for (const call of waiting.values()) call.reject(stoppedError());
    waiting.clear();
  };
  const ready = new Promise((resolve, reject) => waiting.set(-1, { resolve, reject }));
  worker.on('message', (reply: WriterReply) => {
    const call = waiting.get(reply.id);
    waiting.delete(reply.id);
    // Its name, message and code: what the answers and /healthz read.
    if ('error' in reply) call?.reject(Object.assign(new Error(), reply.error));
    else call?.resolve(reply.value);
  });
  worker.on('error', (error) => stop(`the store's writer failed (${error.name})`));
  worker.on('exit', () => stop("the store's writer stopped"));
  const send = (op: WriterCall['op'], ...args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (stopped) return reject(stoppedError());
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      worker.postMessage({ id, op, args } satisfies WriterCall);
    });
  await ready;
  return {
    ...storeOver(send as Call, (values) => send('insert', values) as Promise<boolean>),
    async close() {
      if (stopped) return;
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      // Sent after every call already asked for, so those finish first.
      worker.postMessage({ id: -2, op: 'close', args: [] } satisfies WriterCall);
      await exited;
    },
  };
}

/** The store the server made, for the firm's tool: read-only unless the command writes. */
export function openExistingSqliteStore(dataDir: string, mode: 'read' | 'write'): Store {
  const db = openExistingDatabase(dataDir, mode);
  const operations = createSqliteOperations(db, dataDir);
  const call = (async (op: keyof SqliteOperations, ...args: unknown[]) =>
    (operations[op] as (...args: unknown[]) => unknown)(...args)) as Call;
  return {
    ...storeOver(call, async (values) => operations.insertAll([values])[0]!),
    backup: (file) => backupDatabase(db, file),
    close: async () => void db.close(),
  };
}

function storeOver(call: Call, insert: (values: unknown[]) => Promise<boolean>): Omit<Store, 'close'> {
  const sql: Sql = {
    rows: async <Row>(query: string, values?: unknown[]) => (await call('rows', query, values)) as Row[],
    run: (query, values) => call('run', query, values),
  };
  return {
    ...createSqlStore({
      sql,
      skipLocked: '',
      jsonRows: (param) => `json_each(${param})`,
      insert,
      markSent: (ids, now) => call('markSent', ids, now),
      afterErase: () => call('afterErase'),
      problem: () => call('problem').catch((error: Error) => error.message),
    }),
    // One instance serves a SQLite store: its memory holds every count, and no address reaches the disk.
    rateLimiter: (options) => new RateLimiterMemory(options),
  };
}

/** All pages in one step: one read transaction, so the copy is the store as of one commit. */
async function backupDatabase(db: Db, file: string): Promise<void> {
  fs.writeFileSync(file, '', { mode: 0o600, flag: 'wx' });
  try {
    await db.backup(file, { progress: () => 0x7fffffff });
  } catch (error) {
    fs.rmSync(file, { force: true });
    throw error;
  }
}
