/**
 * SQL run straight in a store, beside the server that uses it, on either engine: PostgreSQL's
 * schema when there is a DATABASE_URL, else the SQLite file in the data folder.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { DATABASE_FILE } from '../../../server/store/sqlite/database';
import { queryDatabase } from '../../support/postgres';

export interface StoreLocation {
  dataDir: string;
  databaseUrl?: string;
}

/** The SQLite store file of the data folder, opened as another process (the firm's tool) would. */
export const openSqliteFile = (dataDir: string, options: Database.Options = {}) =>
  new Database(path.join(dataDir, DATABASE_FILE), options);

/** The rows of one query, read without writing. */
export async function queryStore<Row>({ dataDir, databaseUrl }: StoreLocation, sql: string): Promise<Row[]> {
  if (databaseUrl) return queryDatabase<Row & Record<string, unknown>>(databaseUrl, sql);
  const db = openSqliteFile(dataDir, { readonly: true });
  try {
    return db.prepare<[], Row>(sql).all();
  } finally {
    db.close();
  }
}

/** Runs the statements written for the store's engine. */
export async function execInStore(store: StoreLocation, sql: { postgres: string; sqlite: string }): Promise<void> {
  if (store.databaseUrl) return void (await queryDatabase(store.databaseUrl, sql.postgres));
  const db = openSqliteFile(store.dataDir);
  try {
    db.exec(sql.sqlite);
  } finally {
    db.close();
  }
}
