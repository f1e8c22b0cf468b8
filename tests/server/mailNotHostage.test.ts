/**
 * No request is hostage to another. Past the hourly cap, a digest that a real mail server
 * refuses for good because of one request's text (554, as a virus scanner answers the EICAR
 * test string) is sent again in halves: the other requests are delivered, only that one fails.
 * A failed mail is a warning on /healthz, which stays 200; `requests resolve` marks it handled
 * and `requests delete` erases it. Digests are capped in bytes as well as in requests. /healthz
 * shows its reasons only to this machine or to the configured token.
 */
import { expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { composeDigest } from '../../server/mail/composeMail';
import { requestsFittingDigest } from '../../server/mail/digestSize';
import { renderMessage } from '../../server/mail/mailFiles';
import { startServer } from '../../server/server';
import { openStore } from '../../server/store/openStore';
import type { StoredRequest } from '../../server/store/store';
import { countMailStatuses, describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, healthOf, testConfig, validRequest, waitFor } from './support/fixtures';
import { workerForTest } from './support/outboxWorker';
import { parseMail } from './support/parsedMail';
// The firm's tool, run in this process while the server goes on answering (its own connection to the store).
import { requestsTool as cli } from '../support/requestsTool';
import { smtpForTest } from './support/smtp';

const cleanups = cleanUpAfterEach();

/** The standard antivirus test string: every virus-scanning mail server refuses a message holding it. */
const EICAR = String.raw`X5O!P%@AP[4\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*`;
const HEALTHZ_TOKEN = 'health-token-of-the-monitoring-0123456789';

describeOnEachEngine((engine) => {
  it('a digest refused for one request: delivers the others, fails only that one, keeps /healthz 200, and resolve and delete handle it', async () => {
    const smtp = await smtpForTest(0, { rejectDataContaining: 'EICAR-STANDARD-ANTIVIRUS-TEST-FILE' });
    const settings = {
      ...(await engineSettings(engine)),
      SMTP_URL: smtp.url,
      MAIL_PER_HOUR: '1',
      HEALTHZ_TOKEN,
    };
    const config = testConfig(settings);
    // Stored before the server starts, so its first round sees them all: the oldest goes
    // alone (the hourly cap is 1), the other five together in one digest.
    const store = await openStore(config);
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000);
    const save = (firstName: string, secondsAgo: number, fields: Record<string, unknown> = {}) =>
      store.requests.save(validRequest({ firstName, ...fields }), at(secondsAgo));
    await save('Firstalone', 60);
    const others = ['Digestone', 'Digesttwo', 'Digestfour', 'Digestfive'];
    for (const [index, name] of others.slice(0, 2).entries()) await save(name, 50 - index);
    const refusedId = await save('Refusedclient', 45, { problemDescription: `Attachment text: ${EICAR}` });
    for (const [index, name] of others.slice(2).entries()) await save(name, 40 - index);
    await store.close();

    const server = await startServer(config, { logger: silentLogger });
    cleanups.push(() => server.close());
    await waitFor(
      async () => (await server.store.list()).every((request) => ['sent', 'failed'].includes(request.mailStatus)),
      15_000,
      'every mail sent or failed',
    );
    const statuses = Object.fromEntries((await server.store.list()).map((r) => [r.firstName, r.mailStatus]));
    expect(statuses).toEqual({
      Firstalone: 'sent',
      Digestone: 'sent',
      Digesttwo: 'sent',
      Refusedclient: 'failed',
      Digestfour: 'sent',
      Digestfive: 'sent',
    });
    const delivered = smtp.messages.map((message) => message.decoded).join('\n');
    for (const name of ['Firstalone', ...others]) expect(delivered).toContain(name);
    expect(delivered).not.toContain('Refusedclient');

    // A failed mail is the firm's to act on: a warning, the instance still serves.
    const failedWarning = '1 mail failed: npm run requests -- list, show ID, then retry ID or resolve ID';
    expect(await healthOf(server.url)).toEqual({ status: 200, body: { status: 'ok', warnings: [failedWarning] } });
    // Through a proxy, a stranger sees the status only; the monitoring's token sees the rest.
    const forwarded = { 'X-Forwarded-For': '203.0.113.9' };
    expect(await healthOf(server.url, forwarded)).toEqual({ status: 200, body: { status: 'ok' } });
    const wrongToken = { ...forwarded, Authorization: `Bearer ${HEALTHZ_TOKEN}x` };
    expect(await healthOf(server.url, wrongToken)).toEqual({ status: 200, body: { status: 'ok' } });
    const withToken = { ...forwarded, Authorization: `Bearer ${HEALTHZ_TOKEN}` };
    expect((await healthOf(server.url, withToken)).body).toEqual({ status: 'ok', warnings: [failedWarning] });

    if (config.DATABASE_URL) {
      // Another instance of the same database shares the count, and stays 200 too.
      const other = await serverForTest(cleanups, settings);
      expect(await healthOf(other.url)).toEqual({ status: 200, body: { status: 'ok', warnings: [failedWarning] } });
    }

    const env = { DATA_DIR: config.DATA_DIR, DATABASE_URL: config.DATABASE_URL ?? '' };
    expect((await cli(env, 'show', refusedId)).stdout).toMatch(/^mailLastError: EMESSAGE 554$/m);
    const resolved = await cli(env, 'resolve', refusedId);
    expect(resolved.status).toBe(0);
    expect(resolved.stdout).toContain(`The failed mail of request ${refusedId} is marked handled`);
    expect(await healthOf(server.url)).toEqual({ status: 200, body: { status: 'ok' } });
    const list = (await cli(env, 'list')).stdout;
    expect(list).toMatch(new RegExp(`^ +${refusedId} .* resolved `, 'm'));
    expect(list).not.toContain('marked "!"');
    // Resolved mail is not sent again by retry --all-failed; a second resolve finds nothing.
    expect((await cli(env, 'retry', '--all-failed')).stdout).toContain('0 failed mails queued again');
    expect((await cli(env, 'resolve', refusedId)).status).toBe(1);

    const deleted = await cli(env, 'delete', refusedId);
    expect(deleted.status).toBe(0);
    expect(await server.store.get(refusedId)).toBeUndefined();
    expect((await cli(env, 'delete', refusedId)).status).toBe(1);
    expect((await server.store.list()).map((request) => request.firstName).sort()).toEqual(
      ['Firstalone', ...others].sort(),
    );
  });

  it('a digest stays under its cap in bytes: the requests that do not fit go in the next digest', async () => {
    const smtp = await smtpForTest();
    const { DATABASE_URL: databaseUrl } = await engineSettings(engine);
    const digestMaxBytes = 96 * 1024;
    const { requests, worker } = await workerForTest(cleanups, smtp.url, databaseUrl, {
      mailPerHour: 1,
      digestIntervalMs: 0,
      digestMaxBytes,
    });
    // The longest description, in letters that take two bytes each: about 27 kB of mail per request.
    const long = 'é'.repeat(5000);
    for (let i = 0; i < 9; i += 1) {
      await requests.save(validRequest({ firstName: `Sized${i}`, problemDescription: long }));
    }
    let rounds = 0;
    while ((await countMailStatuses(requests)).sent !== 9 && rounds < 20) {
      await worker.runOnce();
      rounds += 1;
    }
    expect(await countMailStatuses(requests)).toEqual({ sent: 9 });
    const digests = smtp.messages.slice(1);
    expect(digests.length).toBeGreaterThan(1);
    for (const digest of digests) expect(Buffer.byteLength(digest.raw)).toBeLessThanOrEqual(digestMaxBytes);
    // The long letters make the parts base64: read as a mail program does.
    const read = await Promise.all(smtp.messages.map((message) => parseMail(message.raw)));
    const delivered = read.map((mail) => mail.text).join('\n');
    for (let i = 0; i < 9; i += 1) expect(delivered).toContain(`Sized${i}`);
  });
});

it('measures a digest as built where the estimate falls short (every quote becomes &quot; in HTML)', async () => {
  const settings = {
    from: 'Website <no-reply@example.com>',
    to: 'office@example.com',
    serviceAreaLabel: (v: string) => v,
  };
  const requests = Array.from({ length: 12 }, (_, i): StoredRequest => ({
    ...validRequest({ firstName: `Quoted${i}`, problemDescription: '"'.repeat(5000) }),
    id: `request-${i}`,
    createdAt: new Date().toISOString(),
    mailStatus: 'pending',
    mailAttempts: 1,
    mailLastError: '',
    mailQueuedAt: Date.now(),
  }));
  const maxBytes = 72 * 1024;
  const count = await requestsFittingDigest(requests, settings, maxBytes);
  const built = await renderMessage(composeDigest(requests.slice(0, count), settings));
  const lineEnds = built.toString('latin1').split('\n').length - 1;
  expect(count).toBeGreaterThanOrEqual(1);
  expect(built.length + lineEnds).toBeLessThanOrEqual(maxBytes);
  // One more would not fit: the cap is held by the measure, not by taking too few.
  const oneMore = await renderMessage(composeDigest(requests.slice(0, count + 1), settings));
  expect(oneMore.length).toBeGreaterThan(maxBytes);
});
