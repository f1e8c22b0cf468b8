/**
 * A mail the mail server refuses is never invisible: a permanent refusal (5xx) of one request's
 * message, which others pass, fails the mail at once (firmMailRefused.test.ts: a refusal that
 * is not one request's), /healthz warns of it (still 200: the instance takes requests), `requests list` marks it, `requests show` says why, and
 * `requests retry` sends it again. A temporary refusal (4xx) is retried with backoff. A mail
 * server that cannot be reached, and mail unsent for too long, are reported too.
 */
import { describe, expect, it } from 'vitest';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, healthOf, postJson, validRequest, waitFor } from './support/fixtures';
import { requestsTool } from '../support/requestsTool';
import { findFreePort, smtpForTest } from './support/smtp';

const cleanups = cleanUpAfterEach();

const cli = (dataDir: string, ...args: string[]) => requestsTool({ DATA_DIR: dataDir }, ...args);

describe('a mail the mail server refuses', () => {
  it("fails at once on 554 to one request's message after another's went through, is reported, and goes out after requests retry", async () => {
    const port = await findFreePort();
    const refusing = await smtpForTest(port, { rejectDataContaining: 'REFUSED-CONTENT' });
    const server = await serverForTest(cleanups, { SMTP_URL: refusing.url });
    expect((await postJson(server.url, validRequest())).status).toBe(200);
    await waitFor(() => refusing.messages.length === 1, 10_000, 'the first mail sent');
    expect((await postJson(server.url, validRequest({ goals: 'REFUSED-CONTENT' }))).status).toBe(200);
    const [request] = await server.store.list();
    const mailStatus = async () => (await server.store.get(request!.id))?.mailStatus;
    await expect.poll(mailStatus, { timeout: 10_000 }).toBe('failed');
    expect((await server.store.get(request!.id))?.mailAttempts).toBe(1);

    // The firm's to act on, not an outage: the instance still takes requests.
    const reported = await healthOf(server.url);
    expect(reported.status).toBe(200);
    expect(reported.body.warnings).toEqual([
      '1 mail failed: npm run requests -- list, show ID, then retry ID or resolve ID',
    ]);

    const list = await cli(server.dataDir, 'list');
    expect(list.stdout).toMatch(new RegExp(`^!\\s+${request!.id} `, 'm'));
    expect(list.stdout).toContain('1 marked "!"');
    expect((await cli(server.dataDir, 'show', request!.id)).stdout).toMatch(/^mailLastError: EMESSAGE 554/m);

    // The firm fixes its mail server, then sends the mail again.
    await refusing.close();
    const accepting = await smtpForTest(port);
    const retry = await cli(server.dataDir, 'retry', '--all-failed');
    expect(retry.status).toBe(0);
    expect(retry.stdout).toContain('1 failed mail queued again');
    await waitFor(() => accepting.messages.length === 1, 10_000, 'the mail sent again');
    expect(accepting.messages[0]!.decoded).toContain('REFUSED-CONTENT');
    await expect.poll(mailStatus, { timeout: 5000 }).toBe('sent');
    expect((await healthOf(server.url)).status).toBe(200);
  });

  it('retries a temporary refusal (451) with backoff', async () => {
    const refusing = await smtpForTest(await findFreePort(), { rejectDataWith: 451 });
    const server = await serverForTest(cleanups, { SMTP_URL: refusing.url });
    expect((await postJson(server.url, validRequest())).status).toBe(200);
    const [request] = await server.store.list();
    const attempts = async () => (await server.store.get(request!.id))?.mailAttempts ?? 0;
    await expect.poll(attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
    expect((await server.store.get(request!.id))?.mailStatus).not.toBe('failed');
  });

  it('reports a mail still unsent long after its request, and marks it in the list', async () => {
    const down = await findFreePort();
    const server = await serverForTest(cleanups, { SMTP_URL: `smtp://127.0.0.1:${down}` });
    const id = await server.store.save(validRequest(), new Date(Date.now() - 2 * 3_600_000));
    // The worker tries it at once: its mail server cannot be reached, which /healthz says first.
    const transportFails = async () =>
      (await healthOf(server.url)).body.problems?.[0]?.startsWith('mail transport') === true;
    await waitFor(transportFails, 10_000, 'the transport failure reported');
    const reported = await healthOf(server.url);
    expect(reported.status).toBe(503);
    expect(reported.body.problems).toEqual([
      'mail transport fails (ECONNREFUSED): this instance sends no mail until it works again',
    ]);
    expect(reported.body.warnings).toEqual(['1 mail still unsent 60 minutes after the request']);
    // Through a proxy, without the token, the status alone.
    const stranger = await healthOf(server.url, { 'X-Forwarded-For': '198.51.100.7' });
    expect(stranger).toEqual({ status: 503, body: { status: 'unavailable' } });
    expect((await cli(server.dataDir, 'list')).stdout).toMatch(new RegExp(`^!\\s+${id} `, 'm'));
    expect((await cli(server.dataDir, 'retry', id)).status).toBe(1);
  });
});
