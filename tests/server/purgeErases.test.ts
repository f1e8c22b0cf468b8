/**
 * Erasure leaves no trace: after a purge, and after the running server applies the retention
 * period, no file under DATA_DIR holds a byte of the purged requests' names, e-mails or phones
 * (database, write-ahead log, free pages, mail files); the requests kept are untouched. On
 * PostgreSQL, whose files live elsewhere, the rows are gone and the mail files too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../server/logger';
import { startServer } from '../../server/server';
import { queryDatabase } from '../support/postgres';
import { serverForTest } from './support/fileServer';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { filesHolding, markedRequests } from './support/filesHolding';
import { cleanUpAfterEach, everyMailSent, FAKE_SITE, makeFakeBuild, testConfig } from './support/fixtures';
import { requestsTool } from './support/requestsTool';

const cleanups = cleanUpAfterEach();

const { marked, markers } = markedRequests('Purge');

describeOnEachEngine((engine) => {
  describe('erasing requests', () => {
    it('a purge leaves no byte of the purged requests anywhere under DATA_DIR', async () => {
      const { config, ...server } = await serverForTest(cleanups, await engineSettings(engine));
      const old = new Date(Date.now() - 30 * 86_400_000);
      for (const tag of ['11', '12', '13']) await server.store.save(marked(tag), old);
      const keptId = await server.store.save(marked('77'));
      server.worker.wake();
      // Mail goes to files here: wait for all four .eml files before purging.
      await everyMailSent(server.store);
      expect(filesHolding(config.dataDir, markers('12')).length).toBeGreaterThan(0);

      const toolEnv = { DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '' };
      const purge = requestsTool(toolEnv, 'purge', '--older-than', '7d');
      expect(purge.stdout).toContain('Purged 3 requests');
      await server.close();
      for (const tag of ['11', '12', '13']) expect(filesHolding(config.dataDir, markers(tag))).toEqual([]);
      expect(filesHolding(config.dataDir, markers('77')).length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(config.dataDir, 'outbox-mail', `${keptId}.eml`))).toBe(true);
      if (config.databaseUrl) {
        // PostgreSQL's files are its own: the rows themselves are gone, and the tables rewritten.
        const rows = await queryDatabase<{ id: string }>(config.databaseUrl, 'SELECT id FROM consultation_requests');
        expect(rows.map((row) => row.id)).toEqual([keptId]);
      }
    });

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
      expect(filesHolding(config.dataDir, markers('21'))).toEqual([]);
    });
  });
});
