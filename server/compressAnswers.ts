/** The server's own answers compressed (brotli at quality 5, or gzip); the built files bring theirs. */
import { constants } from 'node:zlib';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this many bytes compression costs more than it saves (a JSON answer of the endpoint). */
const THRESHOLD_BYTES = 1024;

export function compressAnswers(): RequestHandler {
  return compression({ threshold: THRESHOLD_BYTES, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
}
