/**
 * A refusal that is not one request's fault is the mail transport's: a 5xx to the firm's own
 * envelope (MAIL FROM, RCPT TO), or to several different requests' messages in a row, keeps
 * every mail waiting, retried with the transport's backoff; /healthz answers 503 with the
 * reason, and the log says once, in words, that no request reaches the firm and what to check.
 * Once the mail server takes them again, the mail goes out by itself. With a real SMTP server,
 * on each engine.
 */
import { expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import {
  cleanUpAfterEach,
  everyMailSent,
  healthOf,
  postJson,
  validRequest,
  waitFor,
  waitForCount,
} from './support/fixtures';
import { findFreePort, smtpForTest } from './support/smtp';

const cleanups = cleanUpAfterEach();

const NO_REQUEST_REACHES = 'No consultation request reaches the firm';

describeOnEachEngine((engine) => {
  it.each([
    ['550 to the recipient (RCPT TO)', { rejectRecipientWith: 550 }, 'EENVELOPE 550', 'check MAIL_FROM and MAIL_TO', 1],
    ['553 to the sender (MAIL FROM)', { rejectSenderWith: 553 }, 'EENVELOPE 553', 'check MAIL_FROM and MAIL_TO', 1],
    [
      "554 to two requests' messages in a row",
      { rejectDataWith: 554 },
      'EMESSAGE 554',
      "check the sender policy (SPF, DKIM, DMARC) of MAIL_FROM's domain",
      2,
    ],
  ] as const)(
    'a refusal that is not one request’s fault, %s: the mail waits, /healthz says 503 and why, the log says it once',
    async (_, refusal, code, check, count) => {
      const port = await findFreePort();
      const refusing = await smtpForTest(port, refusal);
      const lines: string[] = [];
      const settings = { ...(await engineSettings(engine)), SMTP_URL: refusing.url };
      const server = await serverForTest(cleanups, settings, { logger: createLogger((line) => lines.push(line)) });
      for (let i = 0; i < count; i += 1) {
        expect((await postJson(server.url, validRequest({ firstName: `Waiting${i}` }))).status).toBe(200);
      }

      // Several rounds of the transport's backoff: the mail is tried again, never failed.
      await waitFor(
        async () => (await server.store.list()).every((request) => request.mailAttempts >= 3),
        15_000,
        'three attempts of each mail',
      );
      for (const request of await server.store.list()) expect(request.mailStatus).not.toBe('failed');
      const reported = await healthOf(server.url);
      expect(reported.status).toBe(503);
      expect(reported.body.problems).toEqual([expect.stringContaining(`mail transport fails (${code}): `)]);
      expect(reported.body.problems![0]).toContain('so no request reaches the firm');
      expect(reported.body.problems![0]).toContain(check);
      const said = lines.filter((line) => line.includes(NO_REQUEST_REACHES));
      expect(said).toHaveLength(1);
      expect(said[0]).toContain(check);

      // The firm fixes its mail settings: the waiting mail goes out by itself.
      await refusing.close();
      const accepting = await smtpForTest(port);
      await waitForCount(() => accepting.messages.length, count, 'the waiting mail sent');
      await everyMailSent(server.store, 5000);
      expect((await healthOf(server.url)).status).toBe(200);
    },
  );
});
