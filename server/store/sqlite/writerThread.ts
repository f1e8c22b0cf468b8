/**
 * The server's one SQLite connection, on a thread of its own: a commit waits for the disk here while
 * the server's thread goes on answering. Requests that arrived during a commit share the next one.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database';
import { createSqliteOperations, type SqliteOperations } from './operations';

/** An operation, `insert` (one request, committed with the others waiting) or `close`. */
export type WriterCall = { id: number; op: keyof SqliteOperations | 'insert' | 'close'; args: unknown[] };
export type WriterReply = { id: number; value: unknown } | { id: number; error: CrossedError };
export type CrossedError = { name: string; message: string; code?: string };

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

try {
  const db = openDatabase(dataDir);
  const operations = createSqliteOperations(db, dataDir);
  let inserts: WriterCall[] = [];
  /** Runs after every message that arrived meanwhile has been read: one commit for all their inserts. */
  const commitInserts = () => {
    const batch = inserts;
    inserts = [];
    if (batch.length === 0) return;
    try {
      const stored = operations.insertAll(batch.map((call) => call.args[0] as unknown[]));
      batch.forEach((call, i) => port.postMessage({ id: call.id, value: stored[i] }));
    } catch (error) {
      for (const call of batch) port.postMessage({ id: call.id, error: crossed(error) });
    }
  };
  port.on('message', (call: WriterCall) => {
    if (call.op === 'insert') {
      if (inserts.push(call) === 1) setImmediate(commitInserts);
      return;
    }
    // In the order asked: the inserts asked for before go first.
    commitInserts();
    if (call.op === 'close') {
      db.close();
      port.close();
      return;
    }
    try {
      port.postMessage({ id: call.id, value: (operations[call.op] as (...args: unknown[]) => unknown)(...call.args) });
    } catch (error) {
      port.postMessage({ id: call.id, error: crossed(error) });
    }
  });
  port.postMessage({ id: -1, value: 'ready' });
} catch (error) {
  port.postMessage({ id: -1, error: crossed(error) });
}

/** Errors cross the thread as plain fields; the code is what the answers and /healthz read. */
function crossed(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const { code } = error as { code?: unknown };
  return { name: error.name, message: error.message, ...(typeof code === 'string' && { code }) };
}
