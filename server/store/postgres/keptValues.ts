/**
 * Values the server makes once and keeps in the store (the form token's secret), shared by
 * every instance: when several start at once, the first insert wins and all read it back.
 */
import type pg from 'pg';

export async function keptPgValue(pool: pg.Pool, name: string, candidate: string): Promise<string> {
  // Two statements: the second reads with a fresh snapshot, so it sees the row of an instance
  // whose insert this one's waited for and gave way to.
  await pool.query('INSERT INTO kept_values (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    candidate,
  ]);
  const { rows } = await pool.query<{ value: string }>('SELECT value FROM kept_values WHERE name = $1', [name]);
  return rows[0]?.value ?? candidate;
}
