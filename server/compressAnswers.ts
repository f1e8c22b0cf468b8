/**
 * Every answer the server makes itself (the contact page with its fresh token, the form's page of
 * problems, the not-found page, JSON) is compressed as the built files are: brotli or gzip, as
 * the client reads. The built files carry their own brotli and gzip copies (sirv), which this
 * leaves alone (they already say their Content-Encoding). Brotli at quality 5: for a page made
 * per request, about gzip's time for a smaller answer; the built copies use the highest.
 */
import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this many bytes compression costs more than it saves (a JSON answer of the endpoint). */
const THRESHOLD_BYTES = 1024;

export function compressAnswers(): RequestHandler {
  return compression({ threshold: THRESHOLD_BYTES, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
}
