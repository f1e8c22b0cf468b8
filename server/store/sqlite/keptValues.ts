/**
 * Values the server makes once and keeps in the store (the form token's secret): the first one
 * stored stays, so the SQLite file keeps it across restarts.
 */
import type { Db } from './database';

export function createSqliteKeptValues(db: Db) {
  const insert = db.prepare('INSERT INTO kept_values (name, value) VALUES (?, ?) ON CONFLICT (name) DO NOTHING');
  const select = db.prepare<[string], { value: string }>('SELECT value FROM kept_values WHERE name = ?');
  const keep = db.transaction((name: string, candidate: string) => {
    insert.run(name, candidate);
    return select.get(name)?.value ?? candidate;
  });
  return {
    keptValue: (name: string, candidate: string): string => keep.immediate(name, candidate),
  };
}
