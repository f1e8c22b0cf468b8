/**
 * The real PostgreSQL the tests run against. Each test run makes a throwaway database of its
 * own (vitest's global set-up, postgresGlobalSetup.ts), and each test a fresh schema in it, so
 * tests running side by side never see each other's rows. Nothing about PostgreSQL is mocked:
 * the set-up starts the server where it can (testMachine.ts), else stops with the commands.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Where the tests find a PostgreSQL server, as a role that may create databases (README: Test it). */
export const ADMIN_URL = process.env.TEST_DATABASE_URL || 'postgres://site_test:site_test@127.0.0.1:5432/postgres';

/** Set by the global set-up: the run's own database. */
const RUN_URL_VARIABLE = 'TEST_RUN_DATABASE_URL';

export function runDatabaseUrl(): string {
  const url = process.env[RUN_URL_VARIABLE];
  if (!url) throw new Error(`${RUN_URL_VARIABLE} is not set: the tests run through vitest.config.ts's global set-up`);
  return url;
}

export function setRunDatabaseUrl(url: string): void {
  process.env[RUN_URL_VARIABLE] = url;
}

/** A DATABASE_URL for a new, empty schema of the run's database, as a server reads it. */
export async function freshDatabaseUrl(): Promise<string> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: runDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
  const url = new URL(runDatabaseUrl());
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Runs one query against a test's database (a schema made by freshDatabaseUrl). */
export async function queryDatabase<Row extends pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The URL with the password left out, for messages. */
export function withoutPassword(url: string): string {
  const parsed = new URL(url);
  parsed.password = '';
  return parsed.toString();
}
