/**
 * The form's time token (issue 21, point 3), on each engine, for the JSON and the plain form: a
 * post whose token is past the minimum age is stored; one too fast, forged or already used is
 * answered exactly as a filled honeypot is (an expired one gets the form again: expiredForm.test.ts), stored nowhere and logged with its reason;
 * one without a token is stored and logged. Tokens are made here from the documented format
 * (`<issued at, ms>.<nonce>.<HMAC-SHA256>`, base64url), not by the server's own code.
 */
import { createHmac, randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import { createLogger } from '../../server/logger';
import type { Engine } from '../../server/store/store';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, postAs, POST_MODES, visibleAnswer, waitFor, type PostMode } from './support/fixtures';
import { execInStore } from './support/storeSql';

const SECRET = 'a-test-secret-of-more-than-32-characters';

const cleanups = cleanUpAfterEach();

/** A token as the server makes them, issued at `issuedAt`, signed with `secret`. */
function mint(issuedAt: number, secret = SECRET, nonce = randomBytes(16).toString('base64url')): string {
  const signed = `${issuedAt}.${nonce}`;
  return `${signed}.${createHmac('sha256', secret).update(signed).digest('base64url')}`;
}

type TestServer = Awaited<ReturnType<typeof start>>;

async function start(engine: Engine) {
  const log: string[] = [];
  // FORM_MIN_SECONDS is left at its default, 3.
  const settings = { ...(await engineSettings(engine)), FORM_TOKEN_SECRET: SECRET, RATE_LIMIT_MAX: '1000' };
  return { ...(await serverForTest(cleanups, settings, { logger: createLogger((line) => log.push(line)) })), log };
}

function spamLines(server: TestServer, reason: string): string[] {
  return server.log.filter((line) => line.includes('"msg":"spam"') && line.includes(`"reason":"${reason}"`));
}

describeOnEachEngine((engine) => {
  for (const mode of POST_MODES) {
    describe(`${mode}`, () => {
      it('stores a request whose token was issued past the minimum age', async () => {
        const server = await start(engine);
        const answer = await postAs(server.url, mode, { [FORM_TOKEN_FIELD]: mint(Date.now() - 10_000) });
        expect(answer.status).toBe(mode === 'JSON' ? 200 : 303);
        expect(await server.store.count()).toBe(1);
        expect(server.log.join('\n')).not.toContain('"msg":"spam"');
      });

      it.each([
        ['issued a second ago', 'too-fast', () => mint(Date.now() - 1000)],
        ['signed with another secret', 'forged', () => mint(Date.now() - 10_000, `${SECRET}-other`)],
        ['altered', 'forged', () => `${mint(Date.now() - 10_000)}x`],
        ['of another shape', 'forged', () => 'not a token'],
      ])('answers a token %s exactly as a filled honeypot, stores nothing, logs "%s"', async (_, reason, token) => {
        const server = await start(engine);
        const sent = token();
        const honeypot = await visibleAnswer(await postAs(server.url, mode, { 'bot-field': 'http://spam.example' }));
        expect(await visibleAnswer(await postAs(server.url, mode, { [FORM_TOKEN_FIELD]: sent }))).toEqual(honeypot);
        await server.worker.runOnce();
        expect(await server.store.count()).toBe(0);
        expect(spamLines(server, reason)).toHaveLength(1);
        expect(server.log.join('\n')).not.toContain(sent);
        expect(server.log.join('\n')).not.toContain('Okonkwo');
      });

      it('answers a token already used by a stored request as a honeypot, and stores it once', async () => {
        const server = await start(engine);
        const token = mint(Date.now() - 10_000);
        const other: PostMode = mode === 'JSON' ? 'plain form' : 'JSON';
        const first = await visibleAnswer(await postAs(server.url, mode, { [FORM_TOKEN_FIELD]: token }));
        expect(await visibleAnswer(await postAs(server.url, mode, { [FORM_TOKEN_FIELD]: token }))).toEqual(first);
        expect((await postAs(server.url, other, { [FORM_TOKEN_FIELD]: token })).status).toBeLessThan(400);
        expect(await server.store.count()).toBe(1);
        expect(spamLines(server, 'reused')).toHaveLength(2);
      });

      it('stores a request without a token, or with the empty one of a page no server filled, and logs it', async () => {
        const server = await start(engine);
        expect((await postAs(server.url, mode, {})).status).toBeLessThan(400);
        expect((await postAs(server.url, mode, { [FORM_TOKEN_FIELD]: '' })).status).toBeLessThan(400);
        expect(await server.store.count()).toBe(2);
        const ids = (await server.store.list()).map((request) => request.id).sort();
        const logged = server.log
          .filter((line) => line.includes('"msg":"no form token"'))
          .map((line) => (JSON.parse(line) as { requestId: string }).requestId);
        expect(logged.sort()).toEqual(ids);
      });
    });
  }

  it('stores exactly one of six posts of one token sent at once, and the others sent with them', async () => {
    const server = await start(engine);
    const release = await holdWrites(server);
    const token = mint(Date.now() - 10_000);
    const sameToken = Array.from({ length: 6 }, (_, i) =>
      postAs(server.url, POST_MODES[i % 2]!, { [FORM_TOKEN_FIELD]: token, firstName: `Same${i}` }),
    );
    const others = Array.from({ length: 3 }, (_, i) =>
      postAs(server.url, 'JSON', { [FORM_TOKEN_FIELD]: mint(Date.now() - 10_000), firstName: `Other${i}` }),
    );
    // Each one starts a turn of the event loop after the one before (server/intake/takeTurn.ts): all wait for the lock.
    await release(sameToken.length + others.length);
    const answers = await Promise.all([...sameToken, ...others]);
    const statuses = answers.map((answer) => answer.status).sort((a, b) => a - b);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 303, 303, 303]);
    const names = (await server.store.list()).map((request) => request.firstName);
    expect(names.filter((name) => name.startsWith('Same'))).toHaveLength(1);
    expect(names.filter((name) => name.startsWith('Other')).sort()).toEqual(['Other0', 'Other1', 'Other2']);
    expect(spamLines(server, 'reused')).toHaveLength(5);
  });

  it('leaves the token of a request that could not be stored unused: the visitor can send it again', async () => {
    const server = await start(engine);
    const token = mint(Date.now() - 10_000);
    const allow = await refuseInserts(server);
    expect((await postAs(server.url, 'JSON', { [FORM_TOKEN_FIELD]: token })).status).toBe(503);
    expect(await server.store.count()).toBe(0);
    await allow();
    expect(await (await postAs(server.url, 'JSON', { [FORM_TOKEN_FIELD]: token })).json()).toEqual({ success: true });
    expect(await server.store.count()).toBe(1);
    expect(spamLines(server, 'reused')).toHaveLength(0);
  });
});

/**
 * Holds the store's writes (PostgreSQL: a transaction holds a lock on the requests table), so
 * requests sent meanwhile wait and then race for it together. SQLite's writer thread takes posts
 * sent at once into the same commits: they are as close as they can come. Resolves
 * with the release, which lets go once `waiting` inserts wait for the lock.
 */
async function holdWrites(server: TestServer): Promise<(waiting: number) => Promise<void>> {
  if (!server.databaseUrl) return async () => {};
  const client = new pg.Client({ connectionString: server.databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  await client.query('LOCK TABLE consultation_requests IN SHARE ROW EXCLUSIVE MODE');
  const WAITING = `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND relation = 'consultation_requests'::regclass
    AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`;
  return async (waiting) => {
    await waitFor(
      async () => (await client.query<{ n: number }>(WAITING)).rows[0]!.n >= waiting,
      10_000,
      'the inserts',
    );
    await client.query('ROLLBACK');
    await client.end();
  };
}

/** Makes every insert of a request fail inside the engine; resolves with the undoing of it. */
async function refuseInserts(server: TestServer): Promise<() => Promise<void>> {
  await execInStore(server, {
    postgres: `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$;
       CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests FOR EACH ROW EXECUTE FUNCTION refuse();`,
    sqlite: `CREATE TRIGGER refuse BEFORE INSERT ON consultation_requests BEGIN SELECT RAISE(ABORT, 'refused'); END`,
  });
  return () =>
    execInStore(server, { postgres: 'DROP TRIGGER refuse ON consultation_requests', sqlite: 'DROP TRIGGER refuse' });
}
