/**
 * On both engines, a request whose commit fails is never acknowledged (503, nothing stored), nor
 * are those that shared its commit, and /healthz says the last write failed until one succeeds.
 * On SQLite, another process holding the write lock (the firm's tool) never holds the pages: the
 * posts wait for it, up to the store's busy timeout for their own commit, then get 503.
 */
import { expect, it } from 'vitest';
import { BUSY_TIMEOUT_MS } from '../../server/store/sqlite/database';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, postJson, validRequest } from './support/fixtures';
import { execInStore, openSqliteFile, type StoreLocation } from './support/storeSql';

const cleanups = cleanUpAfterEach();

const FAILING_NAME = 'Unstorable';

async function start(settings: Record<string, string>) {
  const server = await serverForTest(cleanups, { RATE_LIMIT_MAX: '1000', ...settings });
  // These tests are about the endpoint, not the mail.
  await server.worker.stop();
  return server;
}

describeOnEachEngine((engine) => {
  it('never acknowledges a request whose commit failed, and /healthz says so until a write succeeds', async () => {
    const server = await start(await engineSettings(engine));
    await refuseName(server);

    const refused = await postJson(server.url, validRequest({ firstName: FAILING_NAME }));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ success: false });
    expect(await server.store.count()).toBe(0);
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(503);
    expect(JSON.stringify(await health.json())).toContain('the last write failed');

    // Posted together: on SQLite some share the failing one's commit, and fail with it.
    const answers = await Promise.all(
      ['A', FAILING_NAME, 'B', 'C'].map((firstName) => postJson(server.url, validRequest({ firstName }))),
    );
    expect(answers[1]!.status).toBe(503);
    const acknowledged = answers.filter((answer) => answer.status === 200).length;
    expect(answers.filter((answer) => answer.status !== 503)).toHaveLength(acknowledged);
    expect(await server.store.count()).toBe(acknowledged);

    expect((await postJson(server.url, validRequest())).status).toBe(200);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect(await server.store.count()).toBe(acknowledged + 1);
  });
});

it('on SQLite, pages are served while another process holds the write lock; each post waits for it up to the busy timeout for its own commit, then 503', async () => {
  const server = await start({});
  const other = openSqliteFile(server.dataDir);
  cleanups.push(() => other.close());
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  other.exec('BEGIN IMMEDIATE');
  const startedAt = Date.now();
  let answered = false;
  const waiting = postJson(server.url, validRequest()).finally(() => (answered = true));
  let behindAnswered = false;
  let behind: Promise<Response> | undefined;
  // Pages keep coming while the post waits for the lock: milliseconds each, far under its seconds.
  while (!answered) {
    const sentAt = Date.now();
    expect((await fetch(`${server.url}/`)).status).toBe(200);
    expect(Date.now() - sentAt).toBeLessThan(1000);
    // A post sent while the first one's commit waits (half way, long after it began): it waits for its own commit.
    if (Date.now() - startedAt > BUSY_TIMEOUT_MS / 2)
      behind ??= postJson(server.url, validRequest()).finally(() => (behindAnswered = true));
  }
  const refused = await waiting;
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(BUSY_TIMEOUT_MS);
  expect([refused.status, await refused.json()]).toMatchObject([503, { success: false }]);
  // The post behind finds the lock released within its own wait, and is stored; nothing was stored before.
  expect((await fetch(`${server.url}/`)).status).toBe(200);
  expect(behindAnswered).toBe(false);
  other.exec('COMMIT');
  expect((await behind!).status).toBe(200);
  expect([(await fetch(`${server.url}/healthz`)).status, await server.store.count()]).toEqual([200, 1]);
});

/** Makes every insert of a request named FAILING_NAME fail inside the engine itself. */
function refuseName(store: StoreLocation): Promise<void> {
  return execInStore(store, {
    postgres: `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF NEW.first_name = '${FAILING_NAME}' THEN RAISE EXCEPTION 'refused'; END IF; RETURN NEW; END $$;
       CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests FOR EACH ROW EXECUTE FUNCTION refuse();`,
    sqlite: `CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests WHEN NEW.first_name = '${FAILING_NAME}'
    BEGIN SELECT RAISE(ABORT, 'refused'); END`,
  });
}
