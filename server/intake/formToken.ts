/**
 * The form's time token: `<issued at, ms>.<nonce>.<HMAC-SHA256>`, base64url. Too young, too old or
 * not ours is a bot's; reuse is caught when stored (docs/decisions/0021-a-signed-time-token-on-the-form.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import express, { type Router } from 'express';
import { FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FORM_TOKEN_LIFETIME_MS, type FormTokenAnswer } from '../../consultation-request/formToken';
import { answerMethodNotAllowed } from './responses';

export type SpamReason = 'honeypot' | 'too-fast' | 'expired' | 'forged' | 'reused';

export type FormTokenVerdict =
  | { kind: 'valid'; nonce: string }
  /** No token at all: a page a static host served, a cached page, an old tab. Accepted. */
  | { kind: 'missing' }
  | { kind: 'spam'; reason: Extract<SpamReason, 'too-fast' | 'expired' | 'forged'> };

export type FormTokens = ReturnType<typeof createFormTokens>;

const NONCE_BYTES = 16;
/** Issued-at in decimal digits, a 16-byte nonce and a 32-byte signature, both base64url. */
const TOKEN_SHAPE = /^(\d{1,16})\.([\w-]{22})\.([\w-]{43})$/;

export function createFormTokens(secret: string, minAgeMs: number, clock: () => number = Date.now) {
  const key = Buffer.from(secret, 'utf8');
  const sign = (signed: string) => createHmac('sha256', key).update(signed).digest();

  return {
    minAgeMs,
    issue(): string {
      const signed = `${clock()}.${randomBytes(NONCE_BYTES).toString('base64url')}`;
      return `${signed}.${sign(signed).toString('base64url')}`;
    },
    check(value: unknown): FormTokenVerdict {
      if (value === undefined || value === '') return { kind: 'missing' };
      const parts = typeof value === 'string' ? TOKEN_SHAPE.exec(value) : null;
      if (!parts) return { kind: 'spam', reason: 'forged' };
      const [, issuedAt = '', nonce = '', signature = ''] = parts;
      if (!timingSafeEqual(Buffer.from(signature, 'base64url'), sign(`${issuedAt}.${nonce}`))) {
        return { kind: 'spam', reason: 'forged' };
      }
      const age = clock() - Number(issuedAt);
      // A token from the future (another instance's clock ahead of ours) is too fast as well.
      if (minAgeMs > 0 && age < minAgeMs) return { kind: 'spam', reason: 'too-fast' };
      if (age > FORM_TOKEN_LIFETIME_MS) return { kind: 'spam', reason: 'expired' };
      return { kind: 'valid', nonce };
    },
  };
}

/** `GET /functions/v1/form-token`: a fresh time token for the JavaScript form; never cached. */
export function createFormTokenRoute(tokens: FormTokens): Router {
  const router = express.Router({ strict: true });
  router
    .route(FORM_TOKEN_ENDPOINT)
    .get((_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: tokens.issue(), minAgeMs: tokens.minAgeMs } satisfies FormTokenAnswer);
    })
    .all(answerMethodNotAllowed('GET, HEAD'));
  return router;
}
