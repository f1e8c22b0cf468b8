/**
 * Mail is leased one message at a time: two server processes on one data folder, with a slow
 * mail server, send each mail exactly once; and a SIGTERM during a slow send stops the server
 * within 10 s, the unsent mail going out once after the restart.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnServer, type ChildServer } from '../support/childServer';
import { makeFakeBuild, makeTempDir, postJson, removeTempDirs, validRequest, waitFor } from './support/fixtures';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const children: ChildServer[] = [];
const mailServers: TestSmtpServer[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) if (child.child.exitCode === null) child.child.kill('SIGKILL');
  for (const mail of mailServers.splice(0)) await mail.close();
  removeTempDirs();
});

async function slowMail(delayMs: number, port = 0): Promise<TestSmtpServer> {
  const mail = await startSmtpServer(port, { delayMs });
  mailServers.push(mail);
  return mail;
}

function server(env: Record<string, string>): ChildServer & { ready: Promise<string> } {
  const child = spawnServer({ DIST_DIR: makeFakeBuild(), OUTBOX_POLL_MS: '50', RATE_LIMIT_MAX: '1000', ...env });
  children.push(child);
  return child;
}

const messageIds = (mail: TestSmtpServer) => mail.messages.map((message) => message.header('Message-ID'));

describe('the outbox under a slow mail server', () => {
  it('two processes on one data folder send each mail exactly once', async () => {
    const mail = await slowMail(300);
    // A lease of 2 s covers one 300 ms send (its deadline is half the lease), even on a busy
    // machine; a batch of twelve (3.6 s) would outlive it. A send past its deadline is stopped
    // and retried soon after.
    const env = { DATA_DIR: makeTempDir(), SMTP_URL: mail.url, OUTBOX_LEASE_MS: '2000', MAIL_RETRY_BASE_MS: '200' };
    const first = server(env);
    const second = server(env);
    const url = await first.ready;
    await second.ready;
    for (let i = 0; i < 12; i += 1) {
      expect((await postJson(url, validRequest({ email: `client${i}@example.org` }))).status).toBe(200);
    }
    await waitFor(() => mail.messages.length >= 12, 30_000, 'twelve mails');
    // Long enough for a second sending of any of them to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mail.messages).toHaveLength(12);
    expect(new Set(messageIds(mail)).size).toBe(12);
  }, 60_000);

  it('stops within 10 s of SIGTERM during a slow send; the mail goes out once after the restart', async () => {
    const stuck = await slowMail(60_000);
    const dataDir = makeTempDir();
    const first = server({ DATA_DIR: dataDir, SMTP_URL: stuck.url });
    const url = await first.ready;
    expect((await postJson(url, validRequest())).status).toBe(200);
    await waitFor(() => first.output().includes('"msg":"request"'), 5000, 'the request');
    // Give the worker time to connect and hand over the message to the stuck mail server.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const stopping = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(10_000);
    expect(first.output()).toContain('mail in flight at shutdown returned to the queue');
    expect(stuck.messages).toHaveLength(0);

    const healthy = await startSmtpServer(0);
    mailServers.push(healthy);
    const second = server({ DATA_DIR: dataDir, SMTP_URL: healthy.url });
    await second.ready;
    await waitFor(() => healthy.messages.length === 1, 10_000, 'the mail after the restart');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(healthy.messages).toHaveLength(1);
  }, 60_000);
});
