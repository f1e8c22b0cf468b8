export interface RetryPolicy {
  /** Delay after the first failure; doubles after each further one. */
  baseMs: number;
  /** The longest wait between two attempts. */
  maxMs: number;
  /** Give up this long after the request was stored. */
  giveUpAfterMs: number;
}

/** Delay before the next attempt after `attempts` failed ones: base, 2×base, 4×base … up to max. */
export function retryDelay(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  // Cap the exponent so the doubling cannot overflow to Infinity after many attempts.
  return Math.min(policy.baseMs * 2 ** Math.min(exponent, 40), policy.maxMs);
}
