/**
 * `POST /functions/v1/send-contact-email` accepts a consultation request: it validates it with
 * the shared schema, stores it with its outbox row in one transaction, and only then answers
 * success (a request is stored before it is acknowledged: ARCHITECTURE.md). It sends no mail:
 * the outbox worker does that later, so a mail outage delays mail and loses no request.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { HONEYPOT_FIELD, validateConsultation, type ConsultationSchema } from '../../consultation-request/schema';
import type { Logger } from '../logger';
import type { RequestStore } from '../store/store';
import { countTowardRateLimit, createConsultationRateLimit, releaseRateLimit } from './rateLimit';
import type { FailureReason } from '../../consultation-request/failures';
import { BODY_LIMIT_BYTES, limitBodySize } from './bodyLimit';
import { answerFailure, answerInvalid, answerSuccess } from './responses';
import { refuseCrossSite } from './sameSite';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { errorCode } from '../../lib/errorCode';

export interface AcceptRequestDeps {
  /** The schema for the site's current practice areas. */
  schema: () => ConsultationSchema;
  store: Pick<RequestStore, 'save'>;
  /** The per-client limit (rateLimit.ts), counted in the store. */
  rateLimiter: RateLimiterAbstract;
  logger: Logger;
  /** Called after a request is stored (wakes the outbox worker). */
  onStored?: () => void;
}

/** An Express-compatible handler `(req, res, next)` serving the endpoint's path. */
export function createAcceptRequestHandler(deps: AcceptRequestDeps): Router {
  const router = express.Router({ strict: true });
  router
    .route(CONSULTATION_ENDPOINT)
    .post(
      refuseCrossSite,
      requireSupportedContentType,
      createConsultationRateLimit(deps.rateLimiter),
      limitBodySize(),
      express.json({ limit: BODY_LIMIT_BYTES, strict: true }),
      express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, parameterLimit: 50 }),
      acceptRequest(deps),
    )
    .all(answerMethodNotAllowed);
  router.use(CONSULTATION_ENDPOINT, createBodyErrorHandler(deps.logger));
  return router;
}

const SUPPORTED_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

const requireSupportedContentType: RequestHandler = (req, res, next) => {
  if (req.is(SUPPORTED_TYPES)) next();
  else answerFailure(req, res, 'unsupported-type');
};

const answerMethodNotAllowed: RequestHandler = (_req, res) => {
  res.setHeader('Allow', 'POST');
  res.status(405).json({ success: false, error: 'Use POST' });
};

/**
 * Spam, validation, storage: a bot's request is answered like a success (so it learns nothing)
 * and keeps its rate-limit point; an invalid or unstored one gives its point back; a stored one
 * keeps it, and is acknowledged only once its commit is on disk.
 */
function acceptRequest(deps: AcceptRequestDeps): RequestHandler {
  return async (req, res) => {
    const body: unknown = req.body;
    if (isSpam(body)) {
      await countTowardRateLimit(res);
      deps.logger.info('spam', {});
      return answerSuccess(req, res);
    }
    const validation = validateConsultation(deps.schema(), body);
    if (!validation.ok) {
      deps.logger.info('consultation invalid', { fields: Object.keys(validation.fieldErrors).join(',') });
      await releaseRateLimit(res);
      return answerInvalid(req, res, validation.fieldErrors);
    }
    let id: string;
    try {
      // Resolves once the commit that holds it is on disk (group commit: store.ts).
      id = await deps.store.save(validation.request);
    } catch (error) {
      deps.logger.error('consultation not stored', { error: errorCode(error) });
      await releaseRateLimit(res);
      return answerFailure(req, res, 'unavailable');
    }
    await countTowardRateLimit(res);
    deps.logger.info('consultation stored', { requestId: id });
    deps.onStored?.();
    answerSuccess(req, res);
  };
}

function isSpam(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || !Object.prototype.hasOwnProperty.call(body, HONEYPOT_FIELD)) {
    return false;
  }
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== '' && value !== null && value !== undefined;
}

/** body-parser's error types → our answers; anything else is a server error. */
const BODY_ERRORS: Record<string, FailureReason> = {
  'entity.too.large': 'too-large',
  'parameters.too.many': 'too-large',
  'entity.parse.failed': 'malformed',
  'entity.verify.failed': 'malformed',
  'request.aborted': 'malformed',
  'request.size.invalid': 'malformed',
  'encoding.unsupported': 'unsupported-type',
  'charset.unsupported': 'unsupported-type',
};

/** A body sent gzip-, deflate- or brotli-compressed that does not decompress: the client's mistake. */
function decompressionFailure(error: unknown): FailureReason | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(Z_|ERR__ERROR_FORMAT|ERR_BROTLI)/.test(code) ? 'malformed' : undefined;
}

function createBodyErrorHandler(logger: Logger): ErrorRequestHandler {
  return async (error: unknown, req: Request, res, next) => {
    const type = (error as { type?: unknown } | null)?.type;
    const reason = (typeof type === 'string' ? BODY_ERRORS[type] : undefined) ?? decompressionFailure(error);
    if (!reason || res.headersSent) return next(error);
    logger.info('consultation rejected', { reason });
    await releaseRateLimit(res);
    answerFailure(req, res, reason);
  };
}
