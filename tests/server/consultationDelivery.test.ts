/** (a) a request is stored and mailed; (b) mail outage delays but loses nothing; (e) honeypot and rate limit; (f) no personal data in logs. */
import { describe, expect, it } from 'vitest';
import { createLogger, silentLogger } from '../../server/logger';
import { parseMail } from './support/parsedMail';
import { findFreePort, smtpForTest } from './support/smtp';
import type { Engine } from '../../server/store/store';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, everyMailSent, postForm, postJson, validRequest, waitFor } from './support/fixtures';

const cleanups = cleanUpAfterEach();

const start = async (engine: Engine, settings: Record<string, string>, logger = silentLogger) =>
  serverForTest(cleanups, { ...(await engineSettings(engine)), ...settings }, { logger });

describeOnEachEngine((engine) => {
  describe('consultation request delivery', () => {
    it('stores a valid request and mails it with Reply-To, subject and escaped body', async () => {
      const mail = await smtpForTest();
      const server = await start(engine, { SMTP_URL: mail.url, MAIL_TO: 'intake@example.com' });

      const response = await postJson(server.url, validRequest({ lastName: "O'Brien <b>" }));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
      expect(await server.store.count()).toBe(1);

      await waitFor(() => mail.messages.length === 1, 10_000, 'the mail');
      const [message] = mail.messages;
      const [stored] = await server.store.list();
      // The subject, headers and both parts in full: firmMail.test.ts; here, what the engine stored.
      expect(message?.replyTo).toBe('marguerite.okonkwo@example.org');
      expect(message?.header('To')).toBe('intake@example.com');
      expect((await parseMail(message!.raw)).subject).toBe(
        "Immediate · Marguerite O'Brien <b> · Family Law — consultation request",
      );
      expect(message?.decoded).toContain('O&#39;Brien &lt;b&gt;');
      await waitFor(async () => (await server.store.get(stored!.id))?.mailStatus === 'sent', 5000, 'sent status');
    });

    it('acknowledges requests while the mail server is down and delivers each exactly once when it is back', async () => {
      const port = await findFreePort();
      const server = await start(engine, { SMTP_URL: `smtp://127.0.0.1:${port}`, RATE_LIMIT_MAX: '100' });

      const emails = Array.from({ length: 6 }, (_, i) => `down${i}@example.org`);
      for (const email of emails) expect((await postJson(server.url, validRequest({ email }))).status).toBe(200);
      expect(await server.store.count()).toBe(6);
      // The instance finds its mail server unreachable, says so, and keeps every mail waiting.
      const health = async () => JSON.stringify(await (await fetch(`${server.url}/healthz`)).json());
      await expect.poll(health, { timeout: 10_000 }).toContain('ECONNREFUSED');
      expect((await server.store.list()).every((r) => r.mailStatus !== 'sent')).toBe(true);

      const mail = await smtpForTest(port);
      await everyMailSent(server.store, 15_000);
      // Once the worker has stopped (a send under way finishes first), no second copy can still come.
      await server.worker.stop();
      expect(mail.messages.map((message) => message.replyTo).sort()).toEqual(emails);
    });
  });

  it('rate limit: refuses the sixth accepted request in the window with 429 and Retry-After', async () => {
    const server = await start(engine, { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MINUTES: '10' });
    // Invalid requests do not count: a visitor fixing a typo is not locked out.
    expect((await postJson(server.url, { firstName: '' })).status).toBe(400);
    for (let i = 0; i < 5; i += 1) expect((await postJson(server.url, validRequest())).status).toBe(200);

    const sixth = await postJson(server.url, validRequest());
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await sixth.json()).toMatchObject({ success: false });
    const form = await postForm(server.url, validRequest());
    expect(form.headers.get('location')).toBe('/contact/errors?reason=rate-limited');
    expect(await server.store.count()).toBe(5);
  });

  it('logs never contain the name, e-mail, phone or description of a request', async () => {
    const lines: string[] = [];
    const mail = await smtpForTest();
    const server = await start(
      engine,
      { SMTP_URL: mail.url },
      createLogger((line) => lines.push(line)),
    );
    const secrets = {
      firstName: 'Zebulon',
      lastName: 'Quixtrap',
      email: 'zebulon.quixtrap@example.net',
      phone: '905 555 0123',
      problemDescription: 'Confidential matter about the Quixtrap estate and a will.',
    };
    expect((await postJson(server.url, validRequest(secrets))).status).toBe(200);
    expect((await postJson(server.url, validRequest({ ...secrets, email: 'bad' }))).status).toBe(400);
    expect((await postJson(server.url, validRequest({ ...secrets, 'bot-field': 'x' }))).status).toBe(200);
    await postForm(server.url, validRequest(secrets));
    await fetch(`${server.url}/functions/v1/send-contact-email?email=${secrets.email}`, {
      method: 'POST',
      body: 'x',
    });
    await waitFor(() => mail.messages.length === 2, 10_000, 'mails');
    // The honeypot's request, answered as a success, is neither stored nor mailed.
    await server.worker.runOnce();
    expect([await server.store.count(), mail.messages.length]).toEqual([2, 2]);

    const log = lines.join('\n');
    expect(lines.length).toBeGreaterThan(5);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    for (const secret of [...Object.values(secrets), 'Quixtrap', '905 555', '9055550123']) {
      expect(log).not.toContain(secret);
    }
    expect(log).not.toMatch(/"ip"|x-forwarded-for/i);
    expect(log).toContain('"msg":"spam"');
    expect(log).toContain('"msg":"mail sent"');
  });
});
