/**
 * Group commit (SQLite): requests that arrive while a commit is under way are written together
 * in the next one, and share its fate. A commit that fails answers every request in it with
 * 503 and stores none of them; on both engines, a request whose commit fails is never
 * acknowledged, and /healthz says the last write failed until one succeeds.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/server';
import { DATABASE_FILE } from '../../server/store/sqlite/database';
import { queryDatabase } from '../support/postgres';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { postJson, removeTempDirs, testConfig, validRequest } from './support/fixtures';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

const FAILING_NAME = 'Unstorable';

async function start(settings: Record<string, string>): Promise<{ server: RunningServer; dataDir: string }> {
  const config = testConfig({ RATE_LIMIT_MAX: '1000', ...settings });
  const server = await startServer(config, { logger: silentLogger });
  cleanups.push(() => server.close());
  // The mail worker would share the writer's queue; these tests are about the endpoint.
  await server.worker.stop();
  return { server, dataDir: config.dataDir };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('group commit on SQLite', () => {
  it('writes the requests that arrive during a commit together, and a failed commit stores none of them', async () => {
    const { server, dataDir } = await start({});
    const other = new Database(path.join(dataDir, DATABASE_FILE));
    cleanups.push(() => other.close());
    // A commit holding this name fails as a full disk would: the whole transaction rolls back.
    other.exec(`CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests WHEN NEW.first_name = '${FAILING_NAME}'
      BEGIN SELECT RAISE(ABORT, 'refused'); END`);
    // Hold the write lock: the first request's commit waits for it, and the others gather behind.
    other.exec('BEGIN IMMEDIATE');
    const first = postJson(server.url, validRequest({ firstName: 'Alone' }));
    await sleep(200);
    const gathered = Array.from({ length: 9 }, (_, i) =>
      postJson(server.url, validRequest({ firstName: i === 4 ? FAILING_NAME : `Gathered${i}` })),
    );
    await sleep(300);
    other.exec('ROLLBACK');

    expect((await first).status).toBe(200);
    const answers = await Promise.all(gathered);
    // One request could not be stored, so none of the nine that shared its commit was.
    expect(answers.map((answer) => answer.status)).toEqual(Array(9).fill(503));
    expect((await server.store.list()).map((request) => request.firstName)).toEqual(['Alone']);

    // The next commit succeeds on its own.
    expect((await postJson(server.url, validRequest({ firstName: 'Later' }))).status).toBe(200);
    expect(await server.store.count()).toBe(2);
  });
});

describeOnEachEngine((engine) => {
  it('never acknowledges a request whose commit failed, and /healthz says so until a write succeeds', async () => {
    const settings = await engineSettings(engine);
    const { server, dataDir } = await start(settings);
    await refuseName(settings.DATABASE_URL, dataDir);

    const refused = await postJson(server.url, validRequest({ firstName: FAILING_NAME }));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false });
    expect(await server.store.count()).toBe(0);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.stringify(await health.json())).toContain('the last write failed');

    expect((await postJson(server.url, validRequest())).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.store.count()).toBe(1);
  });
});

/** Makes every insert of a request named FAILING_NAME fail inside the engine itself. */
async function refuseName(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  if (databaseUrl) {
    await queryDatabase(
      databaseUrl,
      `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.first_name = '${FAILING_NAME}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests FOR EACH ROW EXECUTE FUNCTION refuse();`,
    );
    return;
  }
  const db = new Database(path.join(dataDir, DATABASE_FILE));
  db.exec(`CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests WHEN NEW.first_name = '${FAILING_NAME}'
    BEGIN SELECT RAISE(ABORT, 'refused'); END`);
  db.close();
}
