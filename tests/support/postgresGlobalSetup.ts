/**
 * vitest global set-up: PostgreSQL started if it is not (as `npm test` does, so `npm run
 * test:server` runs alone too), and the run's throwaway database, dropped when the run ends.
 */
import pg from 'pg';
import { ADMIN_URL, setRunDatabaseUrl, withoutPassword } from './postgres';
import { prepareMachine } from './testMachine';

export default async function setUp(): Promise<() => Promise<void>> {
  await prepareMachine();
  const name = `site_test_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (error) {
    await admin.end().catch(() => {});
    throw new Error(
      `The tests need PostgreSQL at ${withoutPassword(ADMIN_URL)} (a role that may create databases), ` +
        `and it answered: ${(error as Error).message}.`,
    );
  }
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  setRunDatabaseUrl(url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}
