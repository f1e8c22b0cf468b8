/**
 * Erasure leaves no trace: after the running server applies the retention period (that of the
 * built privacy notice, or RETENTION_DAYS), no file under DATA_DIR holds a byte of the erased
 * requests' names, e-mails or phones (database, write-ahead log, free pages, mail files); the
 * requests kept are untouched. After a purge or a delete: mailFilesErased.test.ts.
 */
import { expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { startServer } from '../../server/server';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { filesHolding, markedRequests } from './support/filesHolding';
import { cleanUpAfterEach, FAKE_SITE, makeFakeBuild, testConfig } from './support/fixtures';

const cleanups = cleanUpAfterEach();

const { marked, markers } = markedRequests('Purge');

describeOnEachEngine((engine) => {
  it.each([
    [
      'without RETENTION_DAYS, the server keeps requests as long as the built privacy notice says',
      30,
      () => ({ DIST_DIR: makeFakeBuild({ ...FAKE_SITE, requestRetentionDays: 30 }) }),
    ],
    ['the running server erases requests past RETENTION_DAYS by itself', 10, () => ({ RETENTION_DAYS: '10' })],
  ])('%s', async (_, days, settings) => {
    const config = testConfig({ ...(await engineSettings(engine)), ...settings() });
    const first = await startServer(config, { logger: silentLogger });
    await first.store.save(marked('21'), new Date(Date.now() - (days + 1) * 86_400_000));
    const keptId = await first.store.save(marked('22'), new Date(Date.now() - (days - 1) * 86_400_000));
    // Mailed: retention keeps a request the firm has not received (retentionKeepsUnsent.test.ts).
    await first.worker.runOnce();
    await first.close();

    const second = await startServer(config, { logger: silentLogger });
    cleanups.push(() => second.close());
    expect((await second.store.list()).map((request) => request.id)).toEqual([keptId]);
    await second.close();
    expect(filesHolding(config.DATA_DIR, markers('21'))).toEqual([]);
  });
});
