/**
 * Each mail once across a crash: past the hourly cap, 200 requests go to a real mail server in one
 * digest; the server process is killed with SIGKILL the moment the store shows the first of them
 * sent; after a restart, none of the 200 is mailed again (their entries were marked sent together).
 */
import { expect, it } from 'vitest';
import { freePort } from '../support/freePort';
import { childServersForEachTest } from './support/childServers';
import { makeTempDir, postJson, validRequest, waitForCount } from './support/fixtures';
import { smtpForTest } from './support/smtp';
import { queryStore } from './support/storeSql';

const spawnServer = childServersForEachTest();

const DIGESTED = 200;
const emailOf = (index: number) => `digest${index}@example.org`;

it('a kill -9 after the mail server accepted a digest mails none of its requests again', async () => {
  const smtpPort = await freePort();
  const env = {
    DATA_DIR: makeTempDir(),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    RATE_LIMIT_MAX: '10000',
    MAIL_PER_HOUR: '1',
    MAIL_DIGEST_MAX_KB: '10240',
    OUTBOX_POLL_MS: '50',
    OUTBOX_LEASE_MS: '500',
    MAIL_RETRY_BASE_MS: '100',
    MAIL_RETRY_MAX_MS: '200',
  };
  const first = spawnServer(env);
  const firstUrl = await first.ready;
  // Stored while the mail server is down: the first goes alone (the cap is 1), the 200 others in one digest.
  for (let index = 0; index <= DIGESTED; index += 1) {
    expect((await postJson(firstUrl, validRequest({ email: emailOf(index) }))).status).toBe(200);
  }
  const mail = await smtpForTest(smtpPort);
  const sentRows = async () =>
    (
      await queryStore<{ n: number }>(
        { dataDir: env.DATA_DIR },
        "SELECT count(*) AS n FROM outbox WHERE status = 'sent'",
      )
    )[0]!.n;
  await waitForCount(() => mail.messages.length, 2, 'the single mail and the digest');
  await waitForCount(sentRows, 2, 'the digest marked sent');
  first.child.kill('SIGKILL');
  await first.exited;
  expect(await sentRows()).toBe(DIGESTED + 1);

  // The restart would mail again, at once, whatever the kill left unmarked once its lease of 500 ms ran out.
  const second = spawnServer({ ...env, MAIL_PER_HOUR: '100000' });
  const secondUrl = await second.ready;
  expect((await postJson(secondUrl, validRequest({ email: 'after@example.org' }))).status).toBe(200);
  const newMail = () => mail.messages.filter((message) => message.replyTo === 'after@example.org').length;
  await waitForCount(newMail, 1, 'the new request mailed');
  await waitForCount(sentRows, DIGESTED + 2, 'every request marked sent');
  await second.stop();
  for (let index = 0; index <= DIGESTED; index += 1) {
    const mailing = mail.messages.filter((message) => message.decoded.includes(emailOf(index)));
    expect(mailing, emailOf(index)).toHaveLength(1);
  }
  expect(mail.messages).toHaveLength(3);
});
