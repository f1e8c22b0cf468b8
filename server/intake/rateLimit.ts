/**
 * Per-client limit on consultation requests. Only requests that were accepted (stored, or
 * answered as such to a bot) count: a visitor who corrects a typo is not locked out.
 * Client = IP address; X-Forwarded-For is used only with TRUST_PROXY (express `trust proxy`).
 */
import type { RequestHandler, Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { answerFailure } from './responses';

const COUNTS_TOWARD_LIMIT = 'countsTowardRateLimit';

/** Call once the request is accepted, so it is counted against the client. */
export function countTowardRateLimit(res: Response): void {
  res.locals[COUNTS_TOWARD_LIMIT] = true;
}

export function createConsultationRateLimit(max: number, windowMinutes: number): RequestHandler {
  const windowMs = windowMinutes * 60_000;
  return rateLimit({
    windowMs,
    limit: max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipFailedRequests: true,
    requestWasSuccessful: (_req, res) => res.locals[COUNTS_TOWARD_LIMIT] === true,
    // Its checks write to the console; our config module already validates trust proxy.
    validate: false,
    handler: (req, res) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = resetTime
        ? Math.max(1, Math.ceil((resetTime.getTime() - Date.now()) / 1000))
        : windowMinutes * 60;
      res.setHeader('Retry-After', String(seconds));
      answerFailure(req, res, 'rate-limited');
    },
  });
}
