/**
 * The SQLite writer thread: it owns the server's connection to the store and runs every
 * operation the server asks for, one at a time. A commit waits for the disk (synchronous=FULL)
 * here, not on the server's thread, which meanwhile goes on reading and answering requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openDatabase } from './database';
import { createSqliteEngine, runOp, type SqliteOp } from './engine';
import type { CrossedError, WriterReply, WriterRequest } from './writerMessages';

const { dataDir } = workerData as { dataDir: string };
const port = parentPort;
if (!port) throw new Error('writerThread.ts runs as a worker thread');

try {
  const db = openDatabase(dataDir);
  const engine = createSqliteEngine(db, dataDir);
  port.on('message', (message: WriterRequest) => {
    if (message.op === 'close') {
      db.close();
      port.close();
      return;
    }
    let reply: WriterReply;
    try {
      reply = { id: message.id, ok: true, value: runOp(engine, message.op as SqliteOp, message.args) };
    } catch (error) {
      reply = { id: message.id, ok: false, error: describe(error) };
    }
    port.postMessage(reply);
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: describe(error) });
}

/** Errors cross the thread as plain fields; the code is what the server's answers look at. */
function describe(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const code = (error as { code?: unknown }).code;
  return { name: error.name, message: error.message, code: typeof code === 'string' ? code : undefined };
}
