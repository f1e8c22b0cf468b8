/**
 * A bot's post cannot tell that it went nowhere, on each engine: a filled honeypot (or a form
 * token taken for a bot's) is answered exactly as a valid request is, in status, headers and
 * body, and in time (the store made slow here, so a post answered without storing would be
 * many times faster); with a wrong field it gets that field's error like anyone else.
 */
import { expect, it } from 'vitest';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import type { Engine } from '../../server/store/store';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, median, postAs, POST_MODES, visibleAnswer } from './support/fixtures';
import { execInStore, type StoreLocation } from './support/storeSql';

const cleanups = cleanUpAfterEach();

const start = async (engine: Engine) =>
  serverForTest(cleanups, { ...(await engineSettings(engine)), RATE_LIMIT_MAX: '1000' });

const HONEYPOT = { 'bot-field': 'http://spam.example' };

async function timed(send: () => Promise<Response>): Promise<{ ms: number; answer: unknown }> {
  const started = performance.now();
  const answer = await visibleAnswer(await send());
  return { ms: performance.now() - started, answer };
}

/**
 * Makes every stored request cost about 30 ms inside the engine, as a slow disk would:
 * PostgreSQL sleeps in a trigger; SQLite's trigger counts a join of a million rows.
 */
function slowStores(server: StoreLocation): Promise<void> {
  return execInStore(server, {
    postgres: `CREATE FUNCTION slow() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(0.03); RETURN NEW; END $$;
       CREATE TRIGGER slow BEFORE INSERT ON consultation_requests FOR EACH ROW EXECUTE FUNCTION slow();`,
    sqlite: `CREATE TABLE slow_rows (n INTEGER);
      WITH RECURSIVE counted(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM counted WHERE n < 1000)
      INSERT INTO slow_rows (n) SELECT n FROM counted;
      CREATE TRIGGER slow AFTER INSERT ON consultation_requests
      BEGIN SELECT count(*) FROM slow_rows a, slow_rows b WHERE a.n + b.n > 0; END`,
  });
}

describeOnEachEngine((engine) => {
  for (const mode of POST_MODES) {
    it(`${mode}: a filled honeypot with wrong fields gets those fields' errors, as anyone would`, async () => {
      const server = await start(engine);
      const wrong = { firstName: '', email: 'not an address' };
      const honest = await postAs(server.url, mode, wrong);
      const shown = await visibleAnswer(honest);
      expect(await visibleAnswer(await postAs(server.url, mode, { ...wrong, ...HONEYPOT }))).toEqual(shown);
      expect(honest.status).toBe(400);
      // Without JavaScript, the errors page trimmed to the fields in error.
      const body = (shown as { body: string }).body;
      if (mode === 'plain form')
        expect([body.includes('data-field="email"'), body.includes('"phone"')]).toEqual([true, false]);
      expect(await server.store.count()).toBe(0);
    });
  }

  it('answers a filled honeypot and a forged token exactly as a stored request, and as slowly', async () => {
    const server = await start(engine);
    await slowStores(server);
    const stored: number[] = [];
    const spam: number[] = [];
    // Interleaved, so a change of the machine's load falls on both alike.
    for (let i = 0; i < 16; i += 1) {
      const valid = await timed(() => postAs(server.url, 'JSON', { email: `client${i}@example.org` }));
      const bot = await timed(() =>
        postAs(server.url, 'JSON', i % 2 === 0 ? HONEYPOT : { [FORM_TOKEN_FIELD]: 'not a token we signed' }),
      );
      expect(bot.answer).toEqual(valid.answer);
      stored.push(valid.ms);
      spam.push(bot.ms);
    }
    expect(await server.store.count()).toBe(16);
    // The store is slow, and a bot waits as long as a store before it took. The machine's load may
    // change during the test, so the bot's median is held within the fastest and the slowest store.
    expect(median(stored)).toBeGreaterThan(10);
    const figures = `spam median ${median(spam).toFixed(0)} ms, stored ${Math.min(...stored).toFixed(0)} to ${Math.max(...stored).toFixed(0)} ms`;
    expect(median(spam), figures).toBeGreaterThan(Math.min(...stored) * 0.6);
    expect(median(spam), figures).toBeLessThan(Math.max(...stored) * 1.5);
  });
});

it('the plain form redirects a filled honeypot to the thank-you page as it does a stored request', async () => {
  const server = await start('sqlite');
  const stored = await visibleAnswer(await postAs(server.url, 'plain form', {}));
  expect(await visibleAnswer(await postAs(server.url, 'plain form', HONEYPOT))).toEqual(stored);
  expect(await server.store.count()).toBe(1);
});
