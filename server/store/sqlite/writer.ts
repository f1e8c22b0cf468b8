/**
 * The server's side of the SQLite writer thread (writerThread.ts): starts it, sends it
 * operations and settles each call with its reply. If the thread ever stops, every call
 * waiting and every later one fails with code STORE_WRITER_STOPPED: the intake answers 503
 * and /healthz reports it, rather than a request being acknowledged and not stored.
 */
import type { Worker } from 'node:worker_threads';
import { startTsWorker } from '../../../lib/tsWorker';
import type { SqliteCall } from './engine';
import { reviveError, type WriterGreeting, type WriterReply, type WriterRequest } from './writerMessages';

export interface SqliteWriter {
  call: SqliteCall;
  /** Why the thread cannot take operations, or undefined while it runs. */
  stopped(): string | undefined;
  close(): Promise<void>;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

const WRITER_MODULE = new URL('./writerThread.ts', import.meta.url);

export async function startSqliteWriter(dataDir: string): Promise<SqliteWriter> {
  const worker = startTsWorker(WRITER_MODULE, { dataDir });
  await greeting(worker);
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stoppedBecause: string | undefined;
  let closing: Promise<void> | undefined;

  const stop = (reason: string) => {
    stoppedBecause ??= reason;
    for (const waiting of pending.values()) waiting.reject(writerStopped(stoppedBecause));
    pending.clear();
  };
  worker.on('message', (reply: WriterReply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(reviveError(reply.error));
  });
  worker.on('error', (error) => stop(`the store's writer failed (${error.name})`));
  worker.on('exit', () => stop("the store's writer stopped"));

  const call = ((op: string, ...args: unknown[]) =>
    new Promise<unknown>((resolve, reject) => {
      if (stoppedBecause) return reject(writerStopped(stoppedBecause));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, args } satisfies WriterRequest);
    })) as SqliteCall;

  return {
    call,
    stopped: () => stoppedBecause,
    close() {
      closing ??= new Promise<void>((resolve) => {
        if (stoppedBecause) return resolve();
        worker.once('exit', () => resolve());
        // Sent after every operation already asked for, so those finish first.
        worker.postMessage({ id: -1, op: 'close', args: [] } satisfies WriterRequest);
      });
      return closing;
    },
  };
}

function greeting(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`the store's writer stopped while opening (exit code ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', (message: WriterGreeting) => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      if (message.ready) resolve();
      else {
        void worker.terminate();
        reject(reviveError(message.error));
      }
    });
  });
}

function writerStopped(reason: string): Error {
  return Object.assign(new Error(`${reason}: restart the server`), { code: 'STORE_WRITER_STOPPED' });
}
