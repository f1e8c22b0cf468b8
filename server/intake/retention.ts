/** Requests past the published period are erased, except those whose mail the firm has not received. */
import type { Logger } from '../logger';
import type { MailFiles } from '../mail/mailFiles';
import type { RequestStore } from '../store/store';
import { plural } from '../words';

/** A request dated this far ahead of the clock is reported: instances' clocks differ by less. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** A period of 0 or less: none known yet, nothing is erased. */
export function createRetention(options: {
  store: RequestStore;
  mailFiles: MailFiles;
  logger: Logger;
  periodMs: () => number;
}) {
  const { store, mailFiles, logger } = options;
  const trouble = async () => {
    const now = Date.now();
    return store.countRetentionTrouble(new Date(now - options.periodMs()), new Date(now + FUTURE_TOLERANCE_MS));
  };
  return {
    async apply(): Promise<void> {
      const periodMs = options.periodMs();
      if (periodMs <= 0) return;
      try {
        const erased = await store.purgeOlderThan(new Date(Date.now() - periodMs), { includeUnsent: false });
        await mailFiles.erase(erased);
        if (erased.length > 0) logger.info('requests past the retention period erased', { count: erased.length });
        const { keptUnsent, future } = await trouble();
        if (keptUnsent > 0) logger.warn(KEPT_UNSENT, { count: keptUnsent });
        if (future > 0) logger.warn(DATED_IN_FUTURE, { count: future });
      } catch (error) {
        logger.error('retention erasure failed', { error: error instanceof Error ? error.name : 'unknown' });
      }
    },
    async warnings(): Promise<string[]> {
      if (options.periodMs() <= 0) return [];
      const { keptUnsent, future } = await trouble();
      return [
        ...(keptUnsent > 0 ? [`${plural(keptUnsent, 'request')} ${KEPT_UNSENT}`] : []),
        ...(future > 0 ? [`${plural(future, 'request')} ${DATED_IN_FUTURE}`] : []),
      ];
    },
  };
}

const KEPT_UNSENT =
  'past the retention period kept, as the firm has not received their mail: ' +
  'npm run requests -- list, then retry ID, or resolve ID once handled';
const DATED_IN_FUTURE =
  "dated in the future: the server's clock is or was wrong; check it (retention cannot judge their age)";
