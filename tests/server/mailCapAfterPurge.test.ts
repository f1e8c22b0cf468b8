/**
 * The hourly mail cap counts the mail sent in the hour, whatever was erased since: a purge
 * or a delete erases the requests with their outbox rows, but not the count of what went out.
 */
import { expect, it } from 'vitest';
import { openStore } from '../../server/store/openStore';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { cleanUpAfterEach, makeTempDir, validRequest } from './support/fixtures';

const cleanups = cleanUpAfterEach();

describeOnEachEngine((engine) => {
  it('mail sent, then its requests purged and deleted: still counted for the hour', async () => {
    const settings = await engineSettings(engine);
    const store = await openStore({ DATA_DIR: makeTempDir(), DATABASE_URL: settings.DATABASE_URL });
    cleanups.push(() => store.close());
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await store.requests.save(validRequest({ firstName: `Sent${i}` })));
    }
    const now = Date.now();
    const claimed = await store.outbox.claimDue({ now, limit: 3, leaseMs: 60_000, instanceId: 'test', holdOffMs: 0 });
    expect(claimed).toHaveLength(3);
    await store.outbox.markSent(
      claimed.map((entry) => entry.id),
      now,
    );
    expect(await store.outbox.countSentSince(now - 3_600_000)).toBe(3);

    await store.requests.erase(ids[0]!);
    expect(await store.requests.purgeOlderThan(new Date(now + 60_000), { includeUnsent: false })).toHaveLength(2);
    expect(await store.requests.count()).toBe(0);
    expect(await store.outbox.countSentSince(now - 3_600_000)).toBe(3);
    expect(await store.outbox.countSentSince(now + 1)).toBe(0);
  });
});
