/**
 * Who may claim a mail that an instance failed to send: any other instance as soon as it is
 * due, the failing instance itself only after its hold-off, and every instance again once the
 * firm sends it again with `requests retry`.
 */
import { expect, it } from 'vitest';
import { openStore } from '../../server/store/openStore';
import type { OutboxClaim } from '../../server/store/store';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { cleanUpAfterEach, makeTempDir, validRequest } from './support/fixtures';

const cleanups = cleanUpAfterEach();

const LEASE_MS = 60_000;
const HOLD_OFF_MS = 1_000;

const claimBy = (instanceId: string, now: number): OutboxClaim => ({
  now,
  limit: 10,
  leaseMs: LEASE_MS,
  instanceId,
  holdOffMs: HOLD_OFF_MS,
});

describeOnEachEngine((engine) => {
  it('claims of a mail an instance failed go to any other instance at once, to the failing one after its hold-off, and to all after requests retry', async () => {
    const { DATABASE_URL: databaseUrl } = await engineSettings(engine);
    const store = await openStore({ DATA_DIR: makeTempDir(), DATABASE_URL: databaseUrl });
    cleanups.push(() => store.close());
    const requestId = await store.requests.save(validRequest());
    const now = Date.now();

    const [claimed] = await store.outbox.claimDue(claimBy('broken', now));
    expect(claimed).toMatchObject({ requestId, attempts: 1 });
    // Its transport failed: due at once again, recorded as failed by this instance.
    const failure = { nextAttemptAt: now, errorKind: 'ECONNREFUSED', failedBy: 'broken', failedAt: now };
    await store.outbox.scheduleRetry(claimed!.id, failure);

    expect(await store.outbox.claimDue(claimBy('broken', now + HOLD_OFF_MS - 1))).toEqual([]);
    const [byHealthy] = await store.outbox.claimDue(claimBy('healthy', now));
    expect(byHealthy).toMatchObject({ requestId, attempts: 2 });

    // Refused for good there, then sent again on the firm's word: due now for every instance,
    // the first one included, though its hold-off would still run.
    await store.outbox.markFailed(byHealthy!.id, 'EMESSAGE 554');
    expect(await store.outbox.retryFailed(now, requestId)).toBe(1);
    const [retried] = await store.outbox.claimDue(claimBy('broken', now));
    expect(retried).toMatchObject({ requestId, attempts: 3 });
  });
});
