/**
 * Every operation of the SQLite store, synchronous, in one table of named functions: the
 * writer thread runs them for the server, the firm's tool runs them in its own process.
 */
import type { Db } from './database';
import { createSqliteKeptValues } from './keptValues';
import { createSqliteOutbox } from './outbox';
import { createSqliteRequests } from './requests';

export function createSqliteEngine(db: Db, dataDir: string) {
  return { ...createSqliteRequests(db, dataDir), ...createSqliteOutbox(db), ...createSqliteKeptValues(db) };
}

export type SqliteEngine = ReturnType<typeof createSqliteEngine>;
export type SqliteOp = keyof SqliteEngine;

/** Runs one operation of the engine, wherever it lives, and resolves with its result. */
export type SqliteCall = <Op extends SqliteOp>(
  op: Op,
  ...args: Parameters<SqliteEngine[Op]>
) => Promise<ReturnType<SqliteEngine[Op]>>;

/** Calls an operation by its name (the name comes from a message, so its type is checked there). */
export function runOp(engine: SqliteEngine, op: SqliteOp, args: unknown[]): unknown {
  return (engine[op] as (...args: unknown[]) => unknown)(...args);
}
