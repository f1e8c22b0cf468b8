/** The outbox worker's limits: the hourly mail cap holds mail back, and retries stop after the give-up window. */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsultationRequest } from '../../consultation-request/schema';
import { createLogger, silentLogger } from '../../server/logger';
import { retryDelay } from '../../server/mail/backoff';
import { createOutboxWorker } from '../../server/mail/outboxWorker';
import { createMailTransport } from '../../server/mail/transport';
import { openStore } from '../../server/store/openStore';
import type { Engine } from '../../server/store/store';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { makeTempDir, removeTempDirs, validRequest } from './support/fixtures';
import { parseMail } from './support/parsedMail';
import { findFreePort, startSmtpServer } from './support/smtp';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

async function setUp(
  engine: Engine,
  smtpUrl: string,
  options: {
    mailPerHour?: number;
    giveUpAfterMs?: number;
    sendDeadlineMs?: number;
    logger?: ReturnType<typeof createLogger>;
  } = {},
) {
  const dataDir = makeTempDir();
  const { DATABASE_URL: databaseUrl } = await engineSettings(engine);
  const { requests: store, outbox, close } = await openStore({ dataDir, databaseUrl });
  const transport = createMailTransport(smtpUrl, dataDir);
  const worker = createOutboxWorker({
    outbox,
    requests: store,
    transport,
    logger: options.logger ?? silentLogger,
    mail: () => ({ from: 'Website <no-reply@example.com>', to: 'office@example.com', serviceAreaLabel: (v) => v }),
    retry: { baseMs: 10, maxMs: 20, giveUpAfterMs: options.giveUpAfterMs ?? 60_000 },
    pollMs: 20,
    mailPerHour: options.mailPerHour ?? 200,
    sendDeadlineMs: options.sendDeadlineMs,
  });
  cleanups.push(
    close,
    () => transport.close(),
    () => worker.stop(),
  );
  return { store, outbox, worker };
}

describeOnEachEngine((engine) => {
  describe('outbox worker', () => {
    it('past the hourly cap, sends the waiting requests together in one digest, and warns once', async () => {
      const mail = await startSmtpServer();
      cleanups.push(() => mail.close());
      const lines: string[] = [];
      const { store, outbox, worker } = await setUp(engine, mail.url, {
        mailPerHour: 2,
        logger: createLogger((l) => lines.push(l)),
      });
      for (let i = 0; i < 10; i += 1)
        await store.save(validRequest({ firstName: `Client${i}` }) as ConsultationRequest);

      expect(await worker.runOnce()).toBe(10);
      expect(mail.messages).toHaveLength(3);
      const digest = mail.messages[2]!;
      // Every request is immediate: the digest's subject says so first.
      expect((await parseMail(digest.raw)).subject).toBe(
        'Immediate · Consultation requests: 8 received (hourly limit reached)',
      );
      for (let i = 2; i < 10; i += 1) expect(digest.decoded).toContain(`Client${i}`);
      expect(await outbox.countByStatus()).toEqual({ sent: 10 });

      // More requests within the digest interval wait for the next digest; the warning is not repeated.
      await store.save(validRequest({ firstName: 'Later' }) as ConsultationRequest);
      expect(await worker.runOnce()).toBe(0);
      expect(await worker.runOnce()).toBe(0);
      const warnings = lines.filter((line) => line.includes('hourly cap reached'));
      expect(warnings).toHaveLength(1);
    });

    it('marks a mail failed and logs an error once the retry window has passed', async () => {
      const port = await findFreePort();
      const lines: string[] = [];
      const { store, worker } = await setUp(engine, `smtp://127.0.0.1:${port}`, {
        giveUpAfterMs: 150,
        logger: createLogger((l) => lines.push(l)),
      });
      const id = await store.save(validRequest() as ConsultationRequest);

      worker.start();
      const deadline = Date.now() + 5000;
      while ((await store.get(id))?.mailStatus !== 'failed' && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 20));
      expect((await store.get(id))?.mailStatus).toBe('failed');
      expect((await store.get(id))?.mailAttempts).toBeGreaterThan(1);
      const failure = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.level === 'error');
      expect(failure).toMatchObject({
        msg: expect.stringContaining('mail failed'),
        requestId: id,
        error: 'ECONNREFUSED',
        // Given up after the retry window, not refused outright.
        permanent: false,
      });
    });

    it('stops a send past its deadline, so the retry is the only copy that arrives', async () => {
      // Each message is answered after 600 ms; the first attempt is given 300 ms.
      const mail = await startSmtpServer(0, { delayMs: 600 });
      cleanups.push(() => mail.close());
      const lines: string[] = [];
      const { store, worker } = await setUp(engine, mail.url, {
        sendDeadlineMs: 300,
        logger: createLogger((l) => lines.push(l)),
      });
      const id = await store.save(validRequest() as ConsultationRequest);

      expect(await worker.runOnce()).toBe(0);
      expect(lines.join('\n')).toContain('ESENDDEADLINE');
      // Long after the stopped attempt would have finished: nothing arrived from it.
      await new Promise((resolve) => setTimeout(resolve, 1000));
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
