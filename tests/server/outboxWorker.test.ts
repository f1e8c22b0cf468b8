/**
 * The outbox worker's limits: the hourly mail cap holds mail back, and a mail the server refuses
 * is retried until the give-up window ends; a failing mail transport (the server cannot be
 * reached, refuses the login) is the instance's fault, not the mail's: the mail waits unspent
 * and the worker checks its transport until it works again.
 */
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../server/logger';
import { retryDelay } from '../../server/mail/transportHealth';
import type { Engine } from '../../server/store/store';
import { countMailStatuses, describeOnEachEngine, engineSettings } from './support/engines';
import { cleanUpAfterEach, validRequest, waitFor } from './support/fixtures';
import { workerForTest } from './support/outboxWorker';
import { parseMail } from './support/parsedMail';
import { findFreePort, smtpForTest } from './support/smtp';

const cleanups = cleanUpAfterEach();

/**
 * The worker and its store on the engine; `retryBaseMs` is the first retry's delay (10 ms by
 * default), doubling up to twice it. `lines` is what the worker logged.
 */
async function setUp(
  engine: Engine,
  smtpUrl: string,
  options: { mailPerHour?: number; retryBaseMs?: number; giveUpAfterMs?: number; sendDeadlineMs?: number } = {},
) {
  const { DATABASE_URL: databaseUrl } = await engineSettings(engine);
  const { mailPerHour = 200, retryBaseMs = 10, giveUpAfterMs = 60_000, sendDeadlineMs } = options;
  const lines: string[] = [];
  const { requests, worker } = await workerForTest(cleanups, smtpUrl, databaseUrl, {
    logger: createLogger((line) => lines.push(line)),
    retry: { baseMs: retryBaseMs, maxMs: 2 * retryBaseMs, giveUpAfterMs },
    mailPerHour,
    sendDeadlineMs,
  });
  return { store: requests, worker, lines };
}

describeOnEachEngine((engine) => {
  describe('outbox worker', () => {
    it('past the hourly cap, sends the waiting requests together in one digest, and warns once', async () => {
      const mail = await smtpForTest();
      const { store, worker, lines } = await setUp(engine, mail.url, { mailPerHour: 2 });
      for (let i = 0; i < 10; i += 1) await store.save(validRequest({ firstName: `Client${i}` }));

      expect(await worker.runOnce()).toBe(10);
      expect(mail.messages).toHaveLength(3);
      const digest = mail.messages[2]!;
      // Every request is immediate: the digest's subject says so first.
      expect((await parseMail(digest.raw)).subject).toBe(
        'Immediate · Consultation requests: 8 received (hourly limit reached)',
      );
      for (let i = 2; i < 10; i += 1) expect(digest.decoded).toContain(`Client${i}`);
      expect(await countMailStatuses(store)).toEqual({ sent: 10 });

      // More requests within the digest interval wait for the next digest; the warning is not repeated.
      await store.save(validRequest({ firstName: 'Later' }));
      expect(await worker.runOnce()).toBe(0);
      expect(await worker.runOnce()).toBe(0);
      const warnings = lines.filter((line) => line.includes('hourly cap reached'));
      expect(warnings).toHaveLength(1);
    });

    it('marks a mail the server keeps refusing for now (451) failed, and logs an error, once the retry window has passed', async () => {
      const mail = await smtpForTest(0, { rejectDataWith: 451 });
      const giveUpAfterMs = 60_000;
      const { store, worker, lines } = await setUp(engine, mail.url, { retryBaseMs: 500, giveUpAfterMs });
      // The worker's clock is Date's: the test moves it on past the window instead of waiting.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      cleanups.push(() => vi.useRealTimers());
      const id = await store.save(validRequest());

      // Refused within the window: retried 500 ms later.
      expect(await worker.runOnce()).toBe(0);
      expect(await store.get(id)).toMatchObject({ mailStatus: 'pending', mailAttempts: 1 });
      // Refused again once the window has passed: given up.
      vi.setSystemTime(Date.now() + giveUpAfterMs);
      expect(await worker.runOnce()).toBe(0);
      expect(await store.get(id)).toMatchObject({ mailStatus: 'failed', mailAttempts: 2 });
      const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 'error');
      expect(failure).toMatchObject({
        msg: expect.stringContaining('mail failed'),
        requestId: id,
        error: 'EMESSAGE 451',
        // Given up after the retry window, not refused outright.
        permanent: false,
      });
      // The mail's fault, not the transport's: this instance goes on sending.
      expect(worker.transportProblem()).toBeUndefined();
    });

    it("a mail server that cannot be reached is the transport's fault: the mail waits unspent, the worker checks its transport with backoff, and sends once the server answers", async () => {
      const port = await findFreePort();
      const { store, worker, lines } = await setUp(engine, `smtp://127.0.0.1:${port}`, { giveUpAfterMs: 150 });
      const savedAt = Date.now();
      const id = await store.save(validRequest());

      worker.start();
      await waitFor(() => worker.transportProblem() !== undefined, 5000, 'the transport failure');
      expect(worker.transportProblem()).toMatch(/^mail transport fails \(ECONNREFUSED\)/);
      // Checks of the transport every 10 to 20 ms, past the give-up window: none of them is an
      // attempt at the mail, which is neither given up nor tried again meanwhile.
      const checks = () => lines.filter((line) => line.includes('mail transport still fails')).length;
      await waitFor(() => checks() >= 3 && Date.now() - savedAt > 300, 5000, 'three checks');
      expect(await store.get(id)).toMatchObject({ mailStatus: 'pending', mailAttempts: 1 });

      const mail = await smtpForTest(port);
      await waitFor(async () => (await store.get(id))?.mailStatus === 'sent', 5000, 'the mail once the server answers');
      expect(mail.messages).toHaveLength(1);
      expect(worker.transportProblem()).toBeUndefined();
      expect(lines.join('\n')).toContain('mail transport works again');
    });

    it.each([
      ['a login it refuses (535)', (url: string) => url.replace('smtp://', 'smtp://site:wrong@'), 'EAUTH 535'],
      ['no login where one is required (530)', (url: string) => url, 'EENVELOPE 530'],
    ])(
      "a mail server that asks for a login: %s is the transport's fault, not the mail's",
      async (_name, smtpUrl, code) => {
        const mail = await smtpForTest(0, { refuseLogins: true });
        const { store, worker } = await setUp(engine, smtpUrl(mail.url));
        const id = await store.save(validRequest());

        expect(await worker.runOnce()).toBe(0);
        expect(worker.transportProblem()).toContain(`(${code})`);
        // Not failed: another instance, or this one with its login fixed, sends it.
        expect(await store.get(id)).toMatchObject({ mailStatus: 'pending', mailLastError: code });
      },
    );

    it('stops a send past its deadline, so the retry is the only copy that arrives', async () => {
      // Each message is answered after 600 ms; the first attempt is given 300 ms.
      const mail = await smtpForTest(0, { delayMs: 600 });
      const { store, worker, lines } = await setUp(engine, mail.url, { sendDeadlineMs: 300 });
      const id = await store.save(validRequest());

      expect(await worker.runOnce()).toBe(0);
      expect(lines.join('\n')).toContain('ESENDDEADLINE');
      // Once every stopped attempt's client has gone and every message held was answered, nothing
      // more can be delivered from them.
      await waitFor(() => mail.connected() === 0 && mail.held() === 0, 5000, 'the stopped attempts answered');
      expect(mail.messages).toHaveLength(0);
      expect((await store.get(id))?.mailStatus).toBe('pending');
    });

    it('backs off from the base delay, doubling, up to the cap', () => {
      const policy = { baseMs: 60_000, maxMs: 3_600_000, giveUpAfterMs: 5 * 86_400_000 };
      expect([1, 2, 3, 4, 5, 6, 7, 8, 100].map((n) => retryDelay(n, policy))).toEqual([
        60_000, 120_000, 240_000, 480_000, 960_000, 1_920_000, 3_600_000, 3_600_000, 3_600_000,
      ]);
    });
  });
});
