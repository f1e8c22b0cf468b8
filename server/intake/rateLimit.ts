/**
 * Per-client limit on consultation requests: at most `max` accepted in a window. Only accepted
 * requests count (stored, or answered as such to a bot), and they are counted when accepted,
 * never first counted and then taken back: a visitor who corrects a typo, or whose upload was
 * cut off, is never locked out, and the RateLimit header of every answer tells the truth.
 * Client = IP address; X-Forwarded-For is used only with TRUST_PROXY (express `trust proxy`).
 */
import type { Request, RequestHandler, Response } from 'express';
import { answerFailure } from './responses';

/** A client's accepted requests in its current window. */
interface Window {
  count: number;
  resetsAt: number;
}

const POLICY_NAME = 'consultation';
/** Expired windows are swept once the table holds this many clients. */
const SWEEP_ABOVE = 10_000;
const RECORD = 'recordAcceptedRequest';

/** Call once the request is accepted, so it is counted against the client. */
export function countTowardRateLimit(res: Response): void {
  (res.locals[RECORD] as (() => void) | undefined)?.();
}

export function createConsultationRateLimit(max: number, windowMinutes: number): RequestHandler {
  const windowMs = windowMinutes * 60_000;
  const windows = new Map<string, Window>();

  const currentWindow = (key: string, now: number): Window | undefined => {
    const window = windows.get(key);
    if (window && window.resetsAt <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  return (req, res, next) => {
    const now = Date.now();
    if (windows.size > SWEEP_ABOVE) sweep(windows, now);
    const key = clientKey(req);
    const used = currentWindow(key, now)?.count ?? 0;
    const resetsAt = windows.get(key)?.resetsAt ?? now + windowMs;
    res.setHeader('RateLimit-Policy', `"${POLICY_NAME}";q=${max};w=${windowMs / 1000}`);
    setRemaining(res, max - used, resetsAt, now);
    if (used >= max) {
      res.setHeader('Retry-After', String(secondsUntil(resetsAt, now)));
      answerFailure(req, res, 'rate-limited');
      return;
    }
    res.locals[RECORD] = () => {
      const window = currentWindow(key, Date.now()) ?? { count: 0, resetsAt: Date.now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      if (!res.headersSent) setRemaining(res, max - window.count, window.resetsAt, Date.now());
    };
    next();
  };
}

function setRemaining(res: Response, remaining: number, resetsAt: number, now: number): void {
  res.setHeader('RateLimit', `"${POLICY_NAME}";r=${Math.max(0, remaining)};t=${secondsUntil(resetsAt, now)}`);
}

function secondsUntil(time: number, now: number): number {
  return Math.max(1, Math.ceil((time - now) / 1000));
}

function clientKey(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

function sweep(windows: Map<string, Window>, now: number): void {
  for (const [key, window] of windows) if (window.resetsAt <= now) windows.delete(key);
}
