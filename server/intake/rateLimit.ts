/**
 * Per-client limit on consultation requests: at most `max` accepted in a window. A request
 * takes its slot when it arrives (atomically, in the store's counter, so the limit holds
 * across every instance sharing the store, even for requests arriving at the same moment)
 * and gives it back if it is not accepted after all: a visitor who corrects a typo, or whose
 * upload was cut off, is never locked out, and the RateLimit header of every answer tells the
 * truth. Only accepted requests keep their slot (stored, or answered as such to a bot).
 * Client = IP address; X-Forwarded-For is used only with TRUST_PROXY (express `trust proxy`).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { RateCounter, RateWindow } from '../store/store';
import { answerFailure } from './responses';

const POLICY_NAME = 'consultation';
const SETTLE = 'settleRateLimit';

type Settle = (accepted: boolean) => Promise<void>;

/** Call once the request is accepted: it keeps the slot it took. */
export function countTowardRateLimit(res: Response): Promise<void> {
  return settle(res, true);
}

/** Call before answering a request that was not accepted: its slot is given back. */
export function releaseRateLimit(res: Response): Promise<void> {
  return settle(res, false);
}

function settle(res: Response, accepted: boolean): Promise<void> {
  return (res.locals[SETTLE] as Settle | undefined)?.(accepted) ?? Promise.resolve();
}

export function createConsultationRateLimit(counter: RateCounter, max: number, windowMinutes: number): RequestHandler {
  const windowMs = windowMinutes * 60_000;
  return async (req, res, next) => {
    const now = Date.now();
    const client = clientKey(req);
    res.setHeader('RateLimit-Policy', policyHeader(max, windowMs));
    let taken: RateWindow | undefined;
    try {
      taken = await counter.take(client, max, windowMs, now);
    } catch {
      // The store cannot count: it cannot store either.
      return answerFailure(req, res, 'unavailable');
    }
    if (!taken) return refuse(req, res, await counter.peek(client, now).catch(() => undefined), now, windowMs);
    const window = taken;
    setRemaining(res, max - window.used, window.resetsAt, now);
    let settled = false;
    const settleOnce: Settle = async (accepted) => {
      if (settled) return;
      settled = true;
      if (accepted) return;
      await counter.giveBack(client, Date.now()).catch(() => {});
      if (!res.headersSent) setRemaining(res, max - window.used + 1, window.resetsAt, Date.now());
    };
    res.locals[SETTLE] = settleOnce;
    // Whatever ended the request without a verdict (a body cut off, too large, unreadable)
    // did not make it accepted.
    res.once('close', () => void settleOnce(false));
    next();
  };
}

function refuse(req: Request, res: Response, window: RateWindow | undefined, now: number, windowMs: number): void {
  const resetsAt = window?.resetsAt ?? now + windowMs;
  setRemaining(res, 0, resetsAt, now);
  res.setHeader('Retry-After', String(secondsUntil(resetsAt, now)));
  answerFailure(req, res, 'rate-limited');
}

function setRemaining(res: Response, remaining: number, resetsAt: number, now: number): void {
  res.setHeader('RateLimit', remainingHeader(remaining, resetsAt, now));
}

/** The `RateLimit-Policy` header: the limit and its window. */
export function policyHeader(max: number, windowMs: number): string {
  return `"${POLICY_NAME}";q=${max};w=${windowMs / 1000}`;
}

/** The `RateLimit` header: what is left of the client's window, and when it resets. */
export function remainingHeader(remaining: number, resetsAt: number, now: number): string {
  return `"${POLICY_NAME}";r=${Math.max(0, remaining)};t=${secondsUntil(resetsAt, now)}`;
}

function secondsUntil(time: number, now: number): number {
  return Math.max(1, Math.ceil((time - now) / 1000));
}

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}
