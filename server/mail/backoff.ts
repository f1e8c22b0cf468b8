export interface RetryPolicy {
  /** Delay after the first failure; doubles after each further one. */
  baseMs: number;
  maxMs: number;
  /** Give up this long after the request was stored. */
  giveUpAfterMs: number;
}

export function retryDelay(attempts: number, policy: RetryPolicy): number {
  const exponent = Math.max(0, attempts - 1);
  // A capped exponent cannot overflow to Infinity.
  return Math.min(policy.baseMs * 2 ** Math.min(exponent, 40), policy.maxMs);
}
