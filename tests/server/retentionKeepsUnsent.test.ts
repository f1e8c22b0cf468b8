/**
 * Retention never erases what the firm has not received: a request past RETENTION_DAYS whose
 * mail is waiting, or failed and not resolved, is kept and named in /healthz's warnings and the
 * log; a request dated in the future is reported, not trusted. A mailed one still goes.
 */
import { expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { startServer } from '../../server/server';
import { openStore } from '../../server/store/openStore';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { cleanUpAfterEach, testConfig, validRequest } from './support/fixtures';
import { findFreePort } from './support/smtp';

const cleanups = cleanUpAfterEach();

const DAY_MS = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY_MS);

describeOnEachEngine((engine) => {
  it('keeps past the period the requests whose mail is waiting or failed, says so, and reports one dated in the future', async () => {
    // Mail cannot go out from this server: every request's mail stays waiting.
    const config = testConfig({
      ...(await engineSettings(engine)),
      RETENTION_DAYS: '10',
      SMTP_URL: `smtp://127.0.0.1:${await findFreePort()}`,
    });
    const store = await openStore(config);
    let ids: Record<'failed' | 'waiting' | 'sent' | 'future' | 'recent', string>;
    try {
      const save = (days: number) => store.requests.save(validRequest(), ago(days));
      ids = {
        failed: await save(40),
        waiting: await save(11),
        sent: await save(12),
        future: await save(-365),
        recent: await save(1),
      };
      const due = await store.outbox.claimDue({
        now: Date.now(),
        limit: 10,
        leaseMs: 60_000,
        instanceId: 'test',
        holdOffMs: 0,
      });
      const byRequest = new Map(due.map((entry) => [entry.requestId, entry.id]));
      await store.outbox.markFailed(byRequest.get(ids.failed)!, 'EMESSAGE 554');
      await store.outbox.markSent([byRequest.get(ids.sent)!], Date.now());
      for (const key of ['waiting', 'future', 'recent'] as const) await store.outbox.release(byRequest.get(ids[key])!);
    } finally {
      await store.close();
    }

    const lines: string[] = [];
    const server = await startServer(config, { logger: createLogger((line) => lines.push(line)) });
    cleanups.push(() => server.close());
    const left = new Set((await server.store.list()).map((request) => request.id));
    expect(left).toEqual(new Set([ids.failed, ids.waiting, ids.future, ids.recent]));

    const logged = lines.map((line) => JSON.parse(line) as { level: string; msg: string; count?: number });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        count: 2,
        msg: expect.stringMatching(/^past the retention period kept, as the firm has not received their mail/),
      }),
    );
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 'warn', count: 1, msg: expect.stringMatching(/^dated in the future/) }),
    );
    const { warnings } = (await (await fetch(`${server.url}/healthz`)).json()) as { warnings?: string[] };
    expect(warnings).toContain(
      '2 requests past the retention period kept, as the firm has not received their mail: npm run requests -- list, then retry ID, or resolve ID once handled',
    );
    expect(warnings).toContain(
      "1 request dated in the future: the server's clock is or was wrong; check it (retention cannot judge their age)",
    );
  });
});
