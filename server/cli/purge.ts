/** `requests -- purge --older-than 365d`: mail not sent is kept unless `--include-unsent` (the firm may not have read it). */
import type { MailFiles } from '../mail/mailFiles';
import { UNSENT_MAIL_STATUSES } from '../store/sqlStore';
import type { RequestStore } from '../store/store';
import { plural } from '../words';
import { BadValueError, UsageError, requestLine } from './output';

/** The command's flags, as parseArgs gives them. */
interface PurgeFlags {
  'older-than'?: string;
  force?: boolean;
  'dry-run'?: boolean;
  'include-unsent'?: boolean;
}

const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;
/** A century, as RETENTION_DAYS: longer reaches before any date a clock can give. */
const MAX_DURATION_MS = 36_500 * UNIT_MS.d;
const DURATION_EXAMPLE = '--older-than with a duration such as 365d, 12w or 48h';

export async function purge(
  flags: PurgeFlags,
  store: RequestStore,
  mailFiles: MailFiles,
  print: (text: string) => void,
): Promise<number> {
  const { 'older-than': olderThan, 'include-unsent': includeUnsent = false } = flags;
  if (olderThan === undefined) throw new UsageError(`purge needs ${DURATION_EXAMPLE}`);
  const match = /^(\d+)([hdw])$/.exec(olderThan);
  if (!match) throw new BadValueError(`purge needs ${DURATION_EXAMPLE} (got "${olderThan}")`);
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  if (ms > MAX_DURATION_MS)
    throw new BadValueError(`--older-than ${olderThan} is over 100 years (36500d): give a shorter duration`);
  if (ms < UNIT_MS.d && !flags.force) {
    throw new UsageError(
      `--older-than ${olderThan} is under one day: it reaches requests received today; add --force if that is meant`,
    );
  }
  const cutoff = new Date(Date.now() - ms);
  const older = (await store.list()).filter((request) => request.createdAt < cutoff.toISOString());
  const kept = includeUnsent ? [] : older.filter((request) => UNSENT_MAIL_STATUSES.includes(request.mailStatus));
  const since = `older than ${olderThan} (created before ${cutoff.toISOString()})`;
  if (flags['dry-run']) {
    const going = older.filter((request) => !kept.includes(request));
    print([...going.map(requestLine), `Would purge ${plural(going.length, 'request')} ${since}`].join('\n'));
  } else {
    const erased = await store.purgeOlderThan(cutoff, { includeUnsent });
    await mailFiles.erase(erased);
    print(`Purged ${plural(erased.length, 'request')} ${since}`);
  }
  if (kept.length > 0) {
    print(
      `Kept ${plural(kept.length, 'request')} older than ${olderThan} whose mail is not sent ` +
        '(waiting, or failed): show ID, then retry ID or resolve ID; or add --include-unsent',
    );
  }
  return 0;
}
