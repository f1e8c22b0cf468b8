/**
 * The endpoint's lean path: the JavaScript form's ordinary post (JSON, a declared length
 * within the limit, from this site or a client that names no site) is answered before
 * Express, without its router and body parsers, which were half of the endpoint's CPU time
 * under load. It takes the same rate-limit slot, reaches the same verdict (acceptRequest.ts)
 * and sends the same answer and headers. Anything else goes to the Express route unchanged,
 * before a byte of the body is read: another type, an encoded or chunked body, a cross-site
 * origin, a full rate limit, and every request behind a proxy (TRUST_PROXY), whose client
 * address and host Express works out. tests/server/leanEndpoint.test.ts compares both paths.
 * Its work goes in short slices of the event loop, so new connections are accepted between them.
 */
import type http from 'node:http';
import { createTurnSlicer } from '../../lib/loopTurns';
import { securityHeaderEntries } from '../../build-output/responseHeaders';
import { CONSULTATION_ENDPOINT } from '../../consultation-request/endpoint';
import type { Logger } from '../logger';
import type { RateCounter, RateWindow } from '../store/store';
import type { Verdict } from './acceptRequest';
import { BODY_LIMIT_BYTES } from './bodyLimit';
import { policyHeader, remainingHeader } from './rateLimit';
import { failureJson, invalidJson, SUCCESS_JSON, type JsonAnswer } from './responses';

export interface LeanEndpointParts {
  decide: (body: unknown, settle: (accepted: boolean) => Promise<void>) => Promise<Verdict>;
  rateCounter: RateCounter;
  rateLimit: { max: number; windowMinutes: number };
  logger: Logger;
  strictCsp: boolean;
}

type Listener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * How long one loop turn may spend on this path's requests before the loop goes back to accept
 * new connections (lib/loopTurns.ts): about one request's work. Measured with `npm run bench`
 * at 200 connections: 0.25 ms emptied the accept queue; 1 ms left 100 or more waiting.
 */
const TURN_BUDGET_MS = 0.25;

/** The request listener: the lean path for the requests it may answer alone, then `next`. */
export function leanEndpointFirst(parts: LeanEndpointParts, next: Listener): Listener {
  const windowMs = parts.rateLimit.windowMinutes * 60_000;
  const slice = createTurnSlicer(TURN_BUDGET_MS);
  const fixedHeaders: [string, string][] = [
    ...securityHeaderEntries({ strictCsp: parts.strictCsp }),
    ['RateLimit-Policy', policyHeader(parts.rateLimit.max, windowMs)],
  ];

  return (req, res) => {
    if (!isLeanRequest(req)) return next(req, res);
    const started = process.hrtime.bigint();
    const client = req.socket.remoteAddress ?? 'unknown';
    answer(req, res, client, started).catch((error: unknown) => {
      // As app.ts's last resort: ours, so 500, and only the error's kind is logged.
      parts.logger.error('unhandled error', { error: error instanceof Error ? error.name : typeof error });
      if (res.headersSent) return void res.destroy();
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Internal server error');
    });
  };

  async function answer(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    client: string,
    started: bigint,
  ): Promise<void> {
    const taken = await parts.rateCounter
      .take(client, parts.rateLimit.max, windowMs, Date.now())
      .catch((): RateWindow | undefined => undefined);
    // Refused, or the counter failed: Express's route gives that answer (429 or 503).
    if (!taken) return next(req, res);
    let remaining = parts.rateLimit.max - taken.used;
    const settle = async (accepted: boolean) => {
      if (accepted) return;
      await parts.rateCounter.giveBack(client, Date.now()).catch(() => {});
      remaining += 1;
    };
    const body = await readBody(req);
    if (body === undefined) return settle(false);
    // Read in the turn it arrived (listening late could miss a client that left); the work starts in a slice.
    await slice();
    const parsed = parseJson(body);
    let reply: JsonAnswer;
    if (parsed.ok) reply = toJson(await parts.decide(parsed.value, settle));
    else {
      parts.logger.info('consultation rejected', { reason: 'malformed' });
      await settle(false);
      reply = failureJson('malformed');
    }
    // The answers of one commit come back together: written a slice at a time too.
    await slice();
    send(res, reply, [...fixedHeaders, ['RateLimit', remainingHeader(remaining, taken.resetsAt, Date.now())]]);
    parts.logger.info('request', {
      method: 'POST',
      path: CONSULTATION_ENDPOINT,
      status: reply.status,
      ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
    });
  }
}

/** Decided from the request line and headers alone, so a request not taken is still whole. */
function isLeanRequest(req: http.IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== CONSULTATION_ENDPOINT) return false;
  const { headers } = req;
  if (!/^application\/json\s*(;\s*charset=("?)utf-8\2\s*)?$/i.test(headers['content-type'] ?? '')) return false;
  if (headers['content-encoding'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
  const length = Number(headers['content-length']);
  // An empty body is body-parser's `{}`, answered with every field's error: Express's to give.
  if (!Number.isInteger(length) || length <= 0 || length > BODY_LIMIT_BYTES) return false;
  return !mayComeFromAnotherSite(headers);
}

/** What sameSite.ts refuses, or anything it would have to look closer at. */
function mayComeFromAnotherSite(headers: http.IncomingHttpHeaders): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/** The whole body, or undefined if the client went away first (the request then has no answer). */
function readBody(req: http.IncomingMessage): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('aborted', () => resolve(undefined));
    req.once('error', () => resolve(undefined));
  });
}

/** As body-parser's strict JSON: an object or an array, else unreadable. */
function parseJson(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  // As body-parser's decoding: a byte-order mark is not part of the text.
  const text = body.toString('utf8').replace(/^\uFEFF/, '');
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

function toJson(verdict: Verdict): JsonAnswer {
  if (verdict.kind === 'accepted') return SUCCESS_JSON;
  if (verdict.kind === 'invalid') return invalidJson(verdict.fieldErrors);
  return failureJson('unavailable');
}

function send(res: http.ServerResponse, answer: JsonAnswer, headers: [string, string][]): void {
  const body = Buffer.from(JSON.stringify(answer.body));
  for (const [name, value] of headers) res.setHeader(name, value);
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.statusCode = answer.status;
  res.end(body);
}
