/** Stores a request with its outbox row before answering success: a mail outage delays mail and loses no request. */
import express, {
  type ErrorRequestHandler,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from 'express';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { FORM_TOKEN_FIELD } from '../../consultation-request/formToken';
import {
  HONEYPOT_FIELD,
  validateConsultation,
  type ConsultationRequest,
  type ConsultationSchema,
} from '../../consultation-request/schema';
import type { Logger } from '../logger';
import type { RequestStore } from '../store/store';
import { countTowardRateLimit, createConsultationRateLimit, releaseRateLimit } from './rateLimit';
import {
  answerFailure,
  answerInvalid,
  answerMethodNotAllowed,
  answerSuccess,
  formPagesIn,
  isFormPost,
  rememberSite,
  requestLanguage,
} from './responses';
import type { FailureReason } from '../../consultation-request/failures';
import { refilledForm, renderFormErrorsPage, withFormToken } from './formPages';
import type { FormPages, SiteManifest } from '../../built-site/manifest';
import { messagesIn, type Lang } from '../../lib/languages';
import { createSaveTimes } from './saveTimes';
import { takeTurn } from './takeTurn';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import { errorCode } from '../../lib/errorCode';
import type { FormTokens, SpamReason } from './formToken';

export interface AcceptRequestDeps {
  schema: (lang: Lang) => ConsultationSchema;
  site: () => SiteManifest;
  store: Pick<RequestStore, 'save' | 'saveOnce'>;
  formTokens: FormTokens;
  rateLimiter: RateLimiterAbstract;
  logger: Logger;
  onStored?: () => void;
  pageHtml?: (path: string) => Promise<string | undefined>;
}

export function createAcceptRequestHandler(deps: AcceptRequestDeps): Router {
  const router = express.Router({ strict: true });
  router
    .route(CONSULTATION_ENDPOINT)
    .post(
      (_req, res, next) => {
        rememberSite(res, deps.site);
        next();
      },
      refuseCrossSite,
      requireSupportedContentType,
      // The cheap checks first: a post refused for its size or its client's count never takes a place in the queue.
      refuseDeclaredTooLarge,
      createConsultationRateLimit(deps.rateLimiter),
      takeTurn(),
      limitBodySize,
      express.json({ limit: BODY_LIMIT_BYTES, strict: true }),
      express.urlencoded({ limit: BODY_LIMIT_BYTES, extended: false, parameterLimit: 50 }),
      acceptRequest(deps),
    )
    .all(answerMethodNotAllowed('POST'));
  router.use(CONSULTATION_ENDPOINT, createBodyErrorHandler(deps.logger));
  return router;
}

/** Refuses what another website made a visitor's browser send; a client that says neither passes (the honeypot and the rate limit remain). */
const refuseCrossSite: RequestHandler = (req, res, next) => {
  if (comesFromAnotherSite(req)) return answerFailure(req, res, 'cross-site');
  next();
};

function comesFromAnotherSite(req: Request): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  // "null" is what a sandboxed frame or a privacy-redirected request sends: not our page.
  if (origin === 'null') return true;
  try {
    // req.host is the Host header, or X-Forwarded-Host behind a trusted proxy (TRUST_PROXY).
    return new URL(origin).host !== req.host;
  } catch {
    return true;
  }
}

/** Well above the largest valid request (about 8,000 characters of text). */
const BODY_LIMIT_BYTES = 32 * 1024;

const refuseDeclaredTooLarge: RequestHandler = (req, res, next) => {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > BODY_LIMIT_BYTES) return refuseTooLarge(req, res);
  next();
};

/** Answers 413 at once at the limit: the parsers would read an endless body. */
const limitBodySize: RequestHandler = (req, res, next) => {
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > BODY_LIMIT_BYTES && !res.headersSent) refuseTooLarge(req, res);
  });
  next();
};

// What a client still sends after its 413 is read and dropped for a moment before the connection
// goes: closed on unread bytes, it is reset, and a client still uploading never sees the answer.
const LINGER = { ms: 2000, bytes: 1024 * 1024 };

function refuseTooLarge(req: Request, res: Response): void {
  let dropped = 0;
  req.on('data', (chunk: Buffer) => {
    if ((dropped += chunk.length) > LINGER.bytes) req.socket.destroy();
  });
  res.on('finish', () => {
    req.resume(); // a body parser that met the limit paused it
    // A body that ended meanwhile keeps its connection; one still coming loses it.
    setTimeout(() => !req.complete && req.socket.destroy(), LINGER.ms).unref();
  });
  answerFailure(req, res, 'too-large');
}

const requireSupportedContentType: RequestHandler = (req, res, next) => {
  if (req.is(['application/json', 'application/x-www-form-urlencoded'])) next();
  else answerFailure(req, res, 'unsupported-type');
};

/**
 * An invalid request gets its field errors and its rate-limit point back; a bot's (honeypot, or a
 * token too fast, forged or reused) is answered exactly as a stored one, in shape and in time
 * (saveTimes.ts), and stored nowhere; a stored one is acknowledged once its commit is on disk.
 */
function acceptRequest(deps: AcceptRequestDeps): RequestHandler {
  const saveTimes = createSaveTimes();
  return async (req, res) => {
    const body: unknown = req.body;
    const validation = validateConsultation(deps.schema(requestLanguage(req)), body);
    if (!validation.ok) {
      deps.logger.info('consultation invalid', { fields: Object.keys(validation.fieldErrors).join(',') });
      await releaseRateLimit(res);
      // Without JavaScript, the errors page with its form filled in again, and the token it came with (its age counts).
      const query = { fields: Object.keys(validation.fieldErrors).join(','), sent: fieldOf(body, FORM_TOKEN_FIELD) };
      const fill = (html: string) =>
        withFormToken(refilledForm(renderFormErrorsPage(html, query), { ...body! }), String(query.sent ?? ''));
      if (!(await sendFormPage(req, res.status(400), deps, 'errors', fill)))
        answerInvalid(req, res, validation.fieldErrors);
      return;
    }
    const token = deps.formTokens.check(fieldOf(body, FORM_TOKEN_FIELD));
    const honeypot = (fieldOf(body, HONEYPOT_FIELD) ?? '') !== '';
    // A genuine token past its lifetime is a person slow to send, not a bot: the form again.
    if (!honeypot && token.kind === 'spam' && token.reason === 'expired') {
      return answerExpired(req, res, deps, validation.request);
    }
    const spam = honeypot ? 'honeypot' : token.kind === 'spam' ? token.reason : undefined;
    if (spam) {
      await saveTimes.waitLikeASave();
      return answerAsSpam(req, res, deps, spam);
    }
    let id: string | undefined;
    try {
      const { request } = validation;
      id = await saveTimes.time(() =>
        token.kind === 'valid' ? deps.store.saveOnce(request, token.nonce) : deps.store.save(request),
      );
    } catch (error) {
      deps.logger.error('consultation not stored', { error: errorCode(error) });
      await releaseRateLimit(res);
      return answerFailure(req, res, 'unavailable');
    }
    if (id === undefined) return answerAsSpam(req, res, deps, 'reused');
    countTowardRateLimit(res);
    deps.logger.info('consultation stored', { requestId: id });
    if (token.kind === 'missing') deps.logger.info('no form token', { requestId: id });
    deps.onStored?.();
    answerSuccess(req, res);
  };
}

/** Exactly the answer of a stored request, so a bot cannot tell; the log line says why. */
function answerAsSpam(req: Request, res: Response, deps: AcceptRequestDeps, reason: SpamReason): void {
  countTowardRateLimit(res);
  deps.logger.info('spam', { reason });
  answerSuccess(req, res);
}

/** The form again, every value kept, asking to press Send again; nothing stored, the point given back. */
async function answerExpired(
  req: Request,
  res: Response,
  deps: AcceptRequestDeps,
  request: ConsultationRequest,
): Promise<void> {
  deps.logger.info('form token expired; the form is shown again');
  await releaseRateLimit(res);
  const sentence = messagesIn(requestLanguage(req)).failures.expired;
  const fill = (html: string) => withFormToken(refilledForm(html, { ...request }, sentence), deps.formTokens.issue());
  if (!(await sendFormPage(req, res, deps, 'contact', fill))) answerFailure(req, res, 'expired');
}

type Fill = (html: string) => string;

/** Without JavaScript, one of the form's pages in the request's language, filled in; false when there is none. */
async function sendFormPage(req: Request, res: Response, deps: AcceptRequestDeps, page: keyof FormPages, fill: Fill) {
  const html = isFormPost(req) && (await deps.pageHtml?.(formPagesIn(deps.site(), requestLanguage(req))[page]));
  if (typeof html !== 'string') return false;
  res.setHeader('Cache-Control', 'no-store');
  res.type('html').send(fill(html));
  return true;
}

function fieldOf(body: unknown, field: string): unknown {
  if (typeof body !== 'object' || body === null || !Object.hasOwn(body, field)) return undefined;
  return (body as Record<string, unknown>)[field];
}

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

function createBodyErrorHandler(logger: Logger): ErrorRequestHandler {
  return async (error: unknown, req: Request, res, next) => {
    const { type, code } = (error ?? {}) as { type?: unknown; code?: unknown };
    // A body sent gzip-, deflate- or brotli-compressed that does not decompress is the client's mistake too.
    const decompression = typeof code === 'string' && /^(Z_|ERR__ERROR_FORMAT|ERR_BROTLI)/.test(code);
    const reason =
      (typeof type === 'string' ? BODY_ERRORS[type] : undefined) ?? (decompression ? 'malformed' : undefined);
    if (!reason || res.headersSent) return next(error);
    logger.info('consultation rejected', { reason });
    await releaseRateLimit(res);
    answerFailure(req, res, reason);
  };
}
