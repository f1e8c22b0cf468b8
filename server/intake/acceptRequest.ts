/**
 * `POST /functions/v1/send-contact-email` accepts a consultation request: it validates it with
 * the shared schema, stores it with its outbox row in one transaction, and only then answers
 * success (a request is stored before it is acknowledged: ARCHITECTURE.md). It sends no mail:
 * the outbox worker does that later, so a mail outage delays mail and loses no request.
 */
import express, { type ErrorRequestHandler, type Request, type RequestHandler, type Router } from 'express';
import {
  HONEYPOT_FIELD,
  validateConsultation,
  type ConsultationFieldErrors,
  type ConsultationSchema,
} from '../../consultation-request/schema';
import type { Logger } from '../logger';
import type { RateCounter, RequestStore } from '../store/store';
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
  rateCounter: RateCounter;
  logger: Logger;
  rateLimit: { max: number; windowMinutes: number };
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
      createConsultationRateLimit(deps.rateCounter, deps.rateLimit.max, deps.rateLimit.windowMinutes),
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

/** What the endpoint makes of a request's body: the one decision every path answers. */
export type Verdict =
  { kind: 'accepted' } | { kind: 'invalid'; fieldErrors: ConsultationFieldErrors } | { kind: 'unavailable' };

/** Keeps (true) or gives back (false) the rate-limit slot the request took. */
type SettleSlot = (accepted: boolean) => Promise<void>;

/**
 * Spam, validation, storage: a bot's request is answered like a success (so it learns nothing)
 * and keeps its slot; an invalid or unstored one gives its slot back; a stored one keeps it,
 * once its commit is on disk.
 */
export function createVerdict(deps: AcceptRequestDeps): (body: unknown, settle: SettleSlot) => Promise<Verdict> {
  return async (body, settle) => {
    if (isSpam(body)) {
      await settle(true);
      deps.logger.info('spam', {});
      return { kind: 'accepted' };
    }
    const validation = validateConsultation(deps.schema(), body);
    if (!validation.ok) {
      deps.logger.info('consultation invalid', { fields: Object.keys(validation.fieldErrors).join(',') });
      await settle(false);
      return { kind: 'invalid', fieldErrors: validation.fieldErrors };
    }
    let id: string;
    try {
      // Resolves once the commit that holds it is on disk (group commit: store.ts).
      id = await deps.store.save(validation.request);
    } catch (error) {
      deps.logger.error('consultation not stored', { error: errorCode(error) });
      await settle(false);
      return { kind: 'unavailable' };
    }
    await settle(true);
    deps.logger.info('consultation stored', { requestId: id });
    deps.onStored?.();
    return { kind: 'accepted' };
  };
}

function acceptRequest(deps: AcceptRequestDeps): RequestHandler {
  const decide = createVerdict(deps);
  return async (req, res) => {
    const verdict = await decide(req.body, (accepted) =>
      accepted ? countTowardRateLimit(res) : releaseRateLimit(res),
    );
    if (verdict.kind === 'accepted') answerSuccess(req, res);
    else if (verdict.kind === 'invalid') answerInvalid(req, res, verdict.fieldErrors);
    else answerFailure(req, res, 'unavailable');
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
