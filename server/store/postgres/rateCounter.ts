/**
 * The rate limit's counts in PostgreSQL, shared by every instance. Taking a slot is one
 * statement: it starts a new window, or counts one more in the current window only while
 * fewer than the limit are counted, so two instances can never both take the last slot.
 * Clients are kept as a SHA-256 of their address, and windows are deleted once expired.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { RateCounter, RateWindow } from '../store';

const TAKE = `
  INSERT INTO rate_limit_windows AS w (client, used, resets_at) VALUES ($1, 1, $2)
  ON CONFLICT (client) DO UPDATE SET
    used = CASE WHEN w.resets_at <= $3 THEN 1 ELSE w.used + 1 END,
    resets_at = CASE WHEN w.resets_at <= $3 THEN EXCLUDED.resets_at ELSE w.resets_at END
  WHERE w.resets_at <= $3 OR w.used < $4
  RETURNING used, resets_at AS "resetsAt"`;

/** Expired windows are deleted at most this often, by whichever instance takes a slot then. */
const SWEEP_EVERY_MS = 60_000;

export function createPgRateCounter(pool: pg.Pool): RateCounter {
  let lastSweep = 0;
  const sweep = async (now: number) => {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    await pool.query('DELETE FROM rate_limit_windows WHERE resets_at <= $1', [now]);
  };
  const peek = async (client: string, now: number): Promise<RateWindow | undefined> => {
    const { rows } = await pool.query<RateWindow>(
      'SELECT used, resets_at AS "resetsAt" FROM rate_limit_windows WHERE client = $1 AND resets_at > $2',
      [hashed(client), now],
    );
    return rows[0];
  };
  return {
    async take(client, max, windowMs, now) {
      await sweep(now);
      const { rows } = await pool.query<RateWindow>(TAKE, [hashed(client), now + windowMs, now, max]);
      return rows[0];
    },
    peek,
    async giveBack(client, now) {
      await pool.query(
        'UPDATE rate_limit_windows SET used = used - 1 WHERE client = $1 AND resets_at > $2 AND used > 0',
        [hashed(client), now],
      );
    },
  };
}

function hashed(client: string): string {
  return createHash('sha256').update(client).digest('base64url');
}
