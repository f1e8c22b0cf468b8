/**
 * Per-client limit on consultation requests, counted in the store. A request takes its point on arrival (atomically,
 * across instances) and gives it back unless accepted: a visitor who corrects a typo is never locked out.
 */
import { hash } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import type { RequestHandler, Response } from 'express';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { answerFailure } from './responses';

export const RATE_LIMIT_NAME = 'consultation';
const HELD = 'heldRateLimitPoint';

interface HeldPoint {
  limiter: RateLimiterAbstract;
  client: string;
  settled: boolean;
}

/** Call once the request is accepted: it keeps the point it took. */
export function countTowardRateLimit(res: Response): void {
  const held = res.locals[HELD] as HeldPoint | undefined;
  if (held) held.settled = true;
}

/** Call before answering a request that was not accepted: its point is given back. */
export async function releaseRateLimit(res: Response): Promise<void> {
  const held = res.locals[HELD] as HeldPoint | undefined;
  if (!held || held.settled) return;
  held.settled = true;
  const after = await held.limiter.reward(held.client).catch(() => undefined);
  if (after && !res.headersSent) setRemaining(res, after);
}

export function createConsultationRateLimit(limiter: RateLimiterAbstract): RequestHandler {
  const policy = `"${RATE_LIMIT_NAME}";q=${limiter.points};w=${limiter.duration}`;
  return async (req, res, next) => {
    // A SHA-256 of the client's network: the store never holds a client's address.
    const client = hash('sha256', clientNetwork(req.ip ?? req.socket.remoteAddress ?? 'unknown'), 'base64url');
    res.setHeader('RateLimit-Policy', policy);
    let taken: RateLimiterRes;
    try {
      taken = await limiter.consume(client);
    } catch (outcome) {
      // The store cannot count: it cannot store either.
      if (!(outcome instanceof RateLimiterRes)) return answerFailure(req, res, 'unavailable');
      // Refused: the point it counted past the limit is given back, so the count stays the accepted ones.
      await limiter.reward(client).catch(() => {});
      setRemaining(res, outcome);
      res.setHeader('Retry-After', String(secondsLeft(outcome)));
      return answerFailure(req, res, 'rate-limited');
    }
    setRemaining(res, taken);
    res.locals[HELD] = { limiter, client, settled: false } satisfies HeldPoint;
    // A request ended without a verdict (cut off, unreadable) was not accepted.
    res.once('close', () => void releaseRateLimit(res));
    next();
  };
}

function setRemaining(res: Response, window: RateLimiterRes): void {
  res.setHeader('RateLimit', `"${RATE_LIMIT_NAME}";r=${window.remainingPoints};t=${secondsLeft(window)}`);
}

function secondsLeft(window: RateLimiterRes): number {
  return Math.max(1, Math.ceil(window.msBeforeNext / 1000));
}

/** A provider gives each home an IPv6 /64 whole: its addresses one by one would be no limit at all. */
const IPV6_NETWORK_PARTS = 4;

/** `203.0.113.7` (mapped or not), or `2001:db8:1:2::/64` for every address of that /64; anything else as given. */
function clientNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.map((part, index) => (index < IPV6_NETWORK_PARTS ? part : 0));
  return `${new ipaddr.IPv6(parts).toString()}/${IPV6_NETWORK_PARTS * 16}`;
}
