/**
 * A SIGTERM during a slow send stops the server within 10 s with the mail in flight back in the
 * queue, due at once, on both engines: a restart mails every request once within 10 s. (Several
 * instances sharing the outbox: severalInstances.test.ts, on PostgreSQL.)
 */
import { describe, expect, it } from 'vitest';
import type { Engine } from '../../server/store/store';
import { childServersForEachTest } from './support/childServers';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { makeTempDir, postJson, validRequest, waitFor, waitForCount } from './support/fixtures';
import { smtpForTest, type TestSmtpServer } from './support/smtp';
import { queryStore } from './support/storeSql';

const spawnServer = childServersForEachTest();
const server = (env: Record<string, string>) => spawnServer({ OUTBOX_POLL_MS: '50', RATE_LIMIT_MAX: '1000', ...env });

/**
 * Five requests; SIGTERM while the mail server holds the first one's message before its "250
 * OK" (so it has not taken it yet); `duringStop` is what the mail server does meanwhile. The
 * server must be out within 10 s with every mail back in the queue, due at once, and a restart
 * against a healthy mail server must mail every request exactly once within 10 s. Resolves
 * with what the stopped server logged.
 */
async function stopWhileMailHeld(engine: Engine, duringStop: (stuck: TestSmtpServer) => void): Promise<string> {
  const stuck = await smtpForTest(0, { delayMs: 60_000 });
  const settings = await engineSettings(engine);
  const dataDir = makeTempDir();
  // The default retry backoff (1 minute): a mail wrongly counted as failed would miss the 10 s.
  const first = server({ ...settings, DATA_DIR: dataDir, SMTP_URL: stuck.url });
  const url = await first.ready;
  const emails = Array.from({ length: 5 }, (_, i) => `stopped${i}@example.org`);
  for (const email of emails) expect((await postJson(url, validRequest({ email }))).status).toBe(200);
  await waitFor(() => stuck.held() === 1, 10_000, 'the mail server holding a message');

  const stopping = Date.now();
  first.child.kill('SIGTERM');
  duringStop(stuck);
  expect(await first.exited).toBe(0);
  expect(Date.now() - stopping).toBeLessThan(10_000);
  expect(stuck.messages).toHaveLength(0);
  // Given back, and committed, before the process ended: every mail waits, due now.
  const stoppedAt = Date.now();
  const rows = await queryStore<{ status: string; next_attempt_at: number }>(
    { dataDir, databaseUrl: settings.DATABASE_URL },
    'SELECT status, next_attempt_at FROM outbox ORDER BY id',
  );
  expect(rows.map((row) => row.status)).toEqual(emails.map(() => 'pending'));
  for (const row of rows) expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(stoppedAt);

  const healthy = await smtpForTest();
  const second = server({ ...settings, DATA_DIR: dataDir, SMTP_URL: healthy.url });
  await second.ready;
  await waitForCount(() => healthy.messages.length, emails.length, 'every mail after the restart');
  // Once it has stopped (a send under way finishes first), no second copy can still come.
  await second.stop();
  expect(healthy.messages.map((message) => message.replyTo).sort()).toEqual([...emails].sort());
  return first.output();
}

describeOnEachEngine((engine) => {
  describe('SIGTERM while the mail server holds a message', () => {
    it('past the grace the send is cut and the mail given back before the exit; a restart mails every request once', async () => {
      const firstRun = await stopWhileMailHeld(engine, () => {});
      expect(firstRun).toContain('mail in flight at shutdown returned to the queue');
    });

    it('a mail server stopping with the site (its connection lost mid-send) leaves the mail due at once, not a minute later', async () => {
      await stopWhileMailHeld(engine, (stuck) => stuck.drop());
    });
  });
});
