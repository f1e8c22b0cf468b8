/**
 * Several instances on one PostgreSQL database: two real server processes (`npm start`, each
 * with its own DATA_DIR) share the store, the outbox and the rate limit through DATABASE_URL.
 * Every accepted request is stored once and mailed exactly once whichever instance took it
 * and whichever sends it; the per-client rate limit counts across both; and a kill -9 of one
 * instance under load loses nothing: the other goes on answering, and sends the mail the dead
 * one had claimed once its lease runs out.
 */
import { describe, expect, it } from 'vitest';
import type { ChildServer } from '../support/childServer';
import { freshDatabaseUrl, queryDatabase } from '../support/postgres';
import { childServersForEachTest } from './support/childServers';
import {
  healthOf,
  makeFakeBuild,
  makeTempDir,
  postJson,
  validRequest,
  waitFor,
  waitForCount,
} from './support/fixtures';
import { findFreePort, smtpForTest } from './support/smtp';

const spawnServer = childServersForEachTest();

/**
 * Two server processes on one database and one build, each with a DATA_DIR of its own, and
 * each with its own settings added to `env`, if any.
 */
async function startTwoInstances(
  env: Record<string, string>,
  own: [Record<string, string>, Record<string, string>] = [{}, {}],
): Promise<[ChildServer, ChildServer]> {
  const distDir = makeFakeBuild();
  const started = own.map((settings) =>
    spawnServer({ ...env, ...settings, DIST_DIR: distDir, DATA_DIR: makeTempDir('data-') }),
  );
  await Promise.all(started.map((server) => server.ready));
  return started as [ChildServer, ChildServer];
}

/** How many "mail sent" lines the instance logged. */
function mailsSentBy(server: ChildServer): number {
  return server.output().match(/"msg":"mail sent"/g)?.length ?? 0;
}

async function storedEmails(databaseUrl: string): Promise<string[]> {
  const rows = await queryDatabase<{ email: string }>(databaseUrl, 'SELECT email FROM consultation_requests');
  return rows.map((row) => row.email);
}

async function outboxStatuses(databaseUrl: string): Promise<Record<string, number>> {
  const rows = await queryDatabase<{ status: string; n: string }>(
    databaseUrl,
    'SELECT status, COUNT(*) AS n FROM outbox GROUP BY status',
  );
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

/** An outbox row's times; sentAt is null while unsent. */
type OutboxTimes = { requestId: string; createdAt: number; sentAt: number | null; attempts: number };

/** The outbox's times: each row's, and when an instance first failed a mail (null if none has). */
async function outboxTimes(databaseUrl: string): Promise<{ rows: OutboxTimes[]; firstFailureAt: number | null }> {
  // BIGINT columns would arrive as strings: read as numbers (milliseconds, exact in a float8).
  const rows = await queryDatabase<OutboxTimes>(
    databaseUrl,
    'SELECT request_id AS "requestId", created_at::float8 AS "createdAt", sent_at::float8 AS "sentAt", attempts FROM outbox ORDER BY id',
  );
  const [failure] = await queryDatabase<{ at: number | null }>(
    databaseUrl,
    'SELECT MIN(last_failed_at)::float8 AS at FROM outbox',
  );
  return { rows, firstFailureAt: failure?.at ?? null };
}

/** How often the instances with a broken mail server and a healthy one read the outbox. */
const POLL_MS = 1000;
const RETRY_MS = 60_000;

/** Instances under load: no rate limit or hourly cap in the way, the outbox read often. */
const BUSY_INSTANCE = { RATE_LIMIT_MAX: '10000', MAIL_PER_HOUR: '100000', OUTBOX_POLL_MS: '50' };

describe('several instances on one PostgreSQL database', () => {
  it('stores each request once and mails it once, sends outlasting half the lease', async () => {
    // A slow mail server (2 s a message) and a 3 s lease: each send outlasts half the lease, and
    // both workers are busy at once.
    const mail = await smtpForTest(0, { delayMs: 2000 });
    const databaseUrl = await freshDatabaseUrl();
    const [first, second] = await startTwoInstances({
      DATABASE_URL: databaseUrl,
      SMTP_URL: mail.url,
      ...BUSY_INSTANCE,
      OUTBOX_LEASE_MS: '3000',
      MAIL_RETRY_BASE_MS: '100',
    });

    const emails = Array.from({ length: 10 }, (_, i) => `shared${i}@example.org`);
    const statuses = await Promise.all(
      emails.map(async (email, i) => (await postJson((i % 2 ? second : first).url, validRequest({ email }))).status),
    );
    expect(statuses).toEqual(emails.map(() => 200));
    expect((await storedEmails(databaseUrl)).sort()).toEqual([...emails].sort());

    await waitForCount(() => mail.messages.length, emails.length, 'a mail per request');
    await expect.poll(() => outboxStatuses(databaseUrl), { timeout: 10_000 }).toEqual({ sent: emails.length });
    // Once both have stopped (a send under way finishes first), no second copy can still come.
    await Promise.all([first.stop(), second.stop()]);
    // Each request mailed once: as many mails as requests, one to each.
    expect(mail.messages.map((message) => message.replyTo).sort()).toEqual([...emails].sort());
    expect(await outboxStatuses(databaseUrl)).toEqual({ sent: emails.length });
    // The two workers shared the outbox: each sent some of the mail, and together each mail once.
    expect(mailsSentBy(first)).toBeGreaterThan(0);
    expect(mailsSentBy(second)).toBeGreaterThan(0);
    expect(mailsSentBy(first) + mailsSentBy(second)).toBe(emails.length);
  });

  it('an instance whose mail server is down leaves its mail to the healthy one', async () => {
    const mail = await smtpForTest();
    const databaseUrl = await freshDatabaseUrl();
    const down = `smtp://127.0.0.1:${await findFreePort()}`;
    // The default retry of a minute; a poll long enough that a send (its mail server greets after
    // 100 ms) fits in it many times over.
    const [broken, healthy] = await startTwoInstances(
      { DATABASE_URL: databaseUrl, OUTBOX_POLL_MS: String(POLL_MS), MAIL_RETRY_BASE_MS: String(RETRY_MS) },
      [{ SMTP_URL: down }, { SMTP_URL: mail.url }],
    );

    // Every request goes to the broken instance. It tries the first at once (woken by it), unless
    // the healthy one's poll happens to take it first: then one more, until the broken one failed one.
    const emails: string[] = [];
    const post = async () => {
      const email = `posted${emails.length}@example.org`;
      emails.push(email);
      expect((await postJson(broken.url, validRequest({ email }))).status).toBe(200);
    };
    const failedOrSent = async () => {
      const { rows, firstFailureAt } = await outboxTimes(databaseUrl);
      return firstFailureAt !== null || (rows.at(-1)?.sentAt ?? null) !== null;
    };
    do {
      await post();
      await waitFor(failedOrSent, 10_000, 'the mail failed by the broken instance or sent by the healthy one');
    } while ((await outboxTimes(databaseUrl)).firstFailureAt === null && emails.length < 5);
    const { firstFailureAt } = await outboxTimes(databaseUrl);
    expect(firstFailureAt).not.toBeNull();
    await post();
    await post();

    await expect.poll(() => outboxStatuses(databaseUrl), { timeout: 10_000 }).toEqual({ sent: emails.length });
    // Each sent by the healthy instance's next polls after the first failure, or after its request
    // when that came later: two polls (2 s) on an idle machine. A mail left to the broken instance's
    // retry would wait the minute; a quarter of it tells the two apart however busy the machine.
    for (const row of (await outboxTimes(databaseUrl)).rows) {
      const from = Math.max(row.createdAt, firstFailureAt!);
      expect((row.sentAt ?? Infinity) - from, row.requestId).toBeLessThan(RETRY_MS / 4);
    }
    expect(await healthOf(broken.url)).toMatchObject({
      status: 503,
      body: { problems: [expect.stringMatching(/^mail transport fails \(ECONNREFUSED\)/)] },
    });
    expect((await healthOf(healthy.url)).status).toBe(200);

    // Once both have stopped (a send under way finishes first), no second copy can still come.
    await Promise.all([broken.stop(), healthy.stop()]);
    expect(mail.messages.map((message) => message.replyTo).sort()).toEqual([...emails].sort());
    expect(mailsSentBy(broken)).toBe(0);
    expect(mailsSentBy(healthy)).toBe(emails.length);
    // The broken instance never claimed again: its transport checks failed, no mail was tried.
    const attempts = (await outboxTimes(databaseUrl)).rows.map((row) => row.attempts);
    expect(attempts.sort()).toEqual([...emails.map(() => 1).slice(1), 2]);
  });

  it('the per-client rate limit holds across both instances', async () => {
    const databaseUrl = await freshDatabaseUrl();
    const servers = await startTwoInstances({ DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '5' });
    const urls = servers.map((server) => server.url);

    // A request that is not accepted gives its slot back: invalid ones, to either instance, cost nothing.
    for (const url of urls) {
      expect((await postJson(url, validRequest({ email: 'not-an-address' }))).status).toBe(400);
    }

    // Twelve valid requests from one address (127.0.0.1), alternating instances, all at once.
    const emails = Array.from({ length: 12 }, (_, i) => `limited${i}@example.org`);
    const statuses = await Promise.all(
      emails.map(async (email, i) => (await postJson(urls[i % 2] ?? '', validRequest({ email }))).status),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(await storedEmails(databaseUrl)).toHaveLength(5);

    // The window is full on both instances, for another request as for an invalid one.
    for (const url of urls) {
      const refused = await postJson(url, validRequest({ email: 'one-more@example.org' }));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await postJson(url, validRequest({ email: 'not-an-address' }))).status).toBe(429);
    }
    expect(await storedEmails(databaseUrl)).toHaveLength(5);
    const windows = await queryDatabase<{ points: number }>(databaseUrl, 'SELECT points FROM rate_limits');
    expect(windows).toEqual([{ points: 5 }]);
  });

  it('kill -9 of one instance under load loses nothing', async () => {
    const mail = await smtpForTest();
    const databaseUrl = await freshDatabaseUrl();
    const [victim, survivor] = await startTwoInstances({
      DATABASE_URL: databaseUrl,
      SMTP_URL: mail.url,
      ...BUSY_INSTANCE,
      // Mail the victim had claimed when it died is sent by the survivor once this runs out.
      OUTBOX_LEASE_MS: '2000',
      MAIL_RETRY_BASE_MS: '100',
    });

    const total = 150;
    const acknowledged = new Set<string>();
    let victimAcknowledged = 0;
    let next = 0;
    let killed = false;
    /** What the survivor answered to requests sent after the kill: each must be 200. */
    const survivorAfterKill: (number | string)[] = [];

    async function client(server: ChildServer): Promise<void> {
      while (next < total) {
        if (killed && server === victim) return;
        const email = `killed${next++}@example.org`;
        const sentAfterKill = killed;
        let answer: number | string;
        try {
          answer = (await postJson(server.url, validRequest({ email }))).status;
        } catch (error) {
          // The victim's connections reset by the kill: not acknowledged, so no promise was made.
          answer = String(error);
        }
        if (answer === 200) acknowledged.add(email);
        if (server === survivor && sentAfterKill) survivorAfterKill.push(answer);
        if (server === victim && answer === 200) victimAcknowledged += 1;
        if (!killed && victimAcknowledged >= 30) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    }
    await Promise.all([
      ...Array.from({ length: 8 }, () => client(victim)),
      ...Array.from({ length: 8 }, () => client(survivor)),
    ]);

    expect(killed).toBe(true);
    expect(await victim.exited).toBeNull();
    expect(victim.child.signalCode).toBe('SIGKILL');
    expect(victimAcknowledged).toBeGreaterThanOrEqual(30);
    // The survivor went on answering every request sent to it after the kill.
    expect(survivorAfterKill.length).toBeGreaterThanOrEqual(20);
    expect(survivorAfterKill).toEqual(survivorAfterKill.map(() => 200));

    // Every acknowledged request is stored, whichever instance acknowledged it.
    const stored = new Set(await storedEmails(databaseUrl));
    for (const email of acknowledged) expect(stored.has(email), email).toBe(true);

    // And every stored request is mailed, the victim's claimed mail by the survivor after its lease.
    const mailedTo = () => new Set(mail.messages.map((message) => message.replyTo));
    const mailed = () => [...stored].filter((email) => mailedTo().has(email)).length;
    await waitForCount(mailed, stored.size, 'every stored request mailed');
    await expect.poll(() => outboxStatuses(databaseUrl), { timeout: 10_000 }).toEqual({ sent: stored.size });
    // At least once, not exactly once, across a crash: only the one mail the victim had in flight
    // at the kill may arrive twice (a send past its deadline is stopped, so it never adds one).
    const duplicates = mail.messages.length - mailedTo().size;
    expect(duplicates).toBeLessThanOrEqual(1);
    expect(mailsSentBy(survivor)).toBeGreaterThan(0);
  });
});
