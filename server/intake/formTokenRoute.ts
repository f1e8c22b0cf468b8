/** `GET /functions/v1/form-token`: a fresh time token for the JavaScript form; never cached. */
import express, { type RequestHandler, type Router } from 'express';
import { FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import type { FormTokenAnswer } from '../../consultation-request/formToken';
import type { FormTokens } from './formToken';

export function createFormTokenRoute(tokens: FormTokens): Router {
  const router = express.Router({ strict: true });
  router
    .route(FORM_TOKEN_ENDPOINT)
    .get((_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ token: tokens.issue(), minAgeMs: tokens.minAgeMs } satisfies FormTokenAnswer);
    })
    .all(answerMethodNotAllowed);
  return router;
}

const answerMethodNotAllowed: RequestHandler = (_req, res) => {
  res.setHeader('Allow', 'GET, HEAD');
  res.status(405).json({ success: false, error: 'Use GET' });
};
