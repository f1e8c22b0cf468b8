/**
 * The answers a built file gets. `answerRepresentation` is the whole answer to a plain GET or
 * HEAD (200, or 304 for a matching If-None-Match), the one the lean static path gives
 * (server/staticFastPath.ts); `answerFile` adds what only Express's path sees: If-Match and
 * Range. Both write the headers worked out when the file was loaded (staticFiles.ts), so the
 * two paths cannot answer the same request differently.
 */
import type http from 'node:http';
import { chooseRepresentation, ifMatchPasses, noneMatchHits, requestedRange, type ByteRange } from './negotiation';
import type { Representation, StaticFile } from './staticFiles';

/** @returns the status sent. */
export function answerRepresentation(
  res: http.ServerResponse,
  method: string,
  representation: Representation,
  ifNoneMatch: string | undefined,
): 200 | 304 {
  if (ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, representation.etag)) {
    res.writeHead(304, representation.notModified);
    res.end();
    return 304;
  }
  res.writeHead(200, representation.ok);
  res.end(method === 'HEAD' ? undefined : representation.body);
  return 200;
}

/** Any GET or HEAD of a file, in RFC 9110's order: If-Match, If-None-Match, Range. */
export function answerFile(req: http.IncomingMessage, res: http.ServerResponse, file: StaticFile): void {
  const { headers } = req;
  const method = req.method ?? 'GET';
  const representation = chooseRepresentation(file, headers['accept-encoding']);
  const ifMatch = headers['if-match'];
  if (ifMatch !== undefined && !ifMatchPasses(ifMatch, representation.etag)) return refusePrecondition(res);
  const ifNoneMatch = headers['if-none-match'];
  const wholeOrNotModified =
    method !== 'GET' || (ifNoneMatch !== undefined && noneMatchHits(ifNoneMatch, representation.etag));
  const range = wholeOrNotModified
    ? undefined
    : requestedRange(headers.range, oneValue(headers['if-range']), representation);
  if (range === undefined) answerRepresentation(res, method, representation, ifNoneMatch);
  else if (range === 'unsatisfiable') refuseRange(res, representation.body.length);
  else sendPart(res, representation, range);
}

function sendPart(res: http.ServerResponse, representation: Representation, { start, end }: ByteRange): void {
  const size = representation.body.length;
  res.writeHead(206, [
    ...representation.described.flat(),
    'Content-Range',
    `bytes ${start}-${end}/${size}`,
    'Content-Length',
    String(end - start + 1),
  ]);
  res.end(representation.body.subarray(start, end + 1));
}

function refuseRange(res: http.ServerResponse, size: number): void {
  res.writeHead(416, { 'Content-Range': `bytes */${size}` });
  res.end();
}

function refusePrecondition(res: http.ServerResponse): void {
  res.writeHead(412, { 'Content-Type': 'text/plain; charset=utf-8' });
  res.end('Precondition failed');
}

/** Node joins repeated headers it does not know into one string; the type still allows a list. */
function oneValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header.join(', ') : header;
}
