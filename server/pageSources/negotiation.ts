/**
 * What a request's headers ask of a file (RFC 9110): which representation (Accept-Encoding),
 * whether a precondition holds (If-Match, If-None-Match, If-Range), and which bytes (Range).
 * Pure functions of header values, shared by the lean static path and the Express one.
 */
import type { Representation, StaticFile } from './staticFiles';

/** Brotli, then gzip, then the file as it is; a coding the client gives q=0 is never chosen. */
export function chooseRepresentation(file: StaticFile, acceptEncoding: string | undefined): Representation {
  if (!acceptEncoding || (!file.br && !file.gzip)) return file.identity;
  const accepted = acceptedCopies(acceptEncoding);
  if (file.br && accepted.br) return file.br;
  if (file.gzip && accepted.gzip) return file.gzip;
  return file.identity;
}

/**
 * Whether a header accepts each copy, kept by the header's text: browsers send a handful of
 * different values, and parsing one on every request was a measurable part of the lean path.
 * At most REMEMBERED values, so a client sending a new one each time costs only the parse.
 */
const acceptedByHeader = new Map<string, { br: boolean; gzip: boolean }>();
const REMEMBERED = 100;

function acceptedCopies(header: string): { br: boolean; gzip: boolean } {
  let accepted = acceptedByHeader.get(header);
  if (!accepted) {
    const weights = codingWeights(header);
    accepted = { br: accepts(weights, 'br'), gzip: accepts(weights, 'gzip') || accepts(weights, 'x-gzip') };
    if (acceptedByHeader.size >= REMEMBERED) acceptedByHeader.clear();
    acceptedByHeader.set(header, accepted);
  }
  return accepted;
}

/** Each content coding of an Accept-Encoding header with its weight (q, 1 when not given). */
function codingWeights(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const item of header.split(',')) {
    const [coding = '', ...parameters] = item.split(';');
    const name = coding.trim().toLowerCase();
    if (name === '') continue;
    let weight = 1;
    for (const parameter of parameters) {
      const [key = '', value = ''] = parameter.split('=');
      // A weight that is not a number accepts nothing rather than everything.
      if (key.trim().toLowerCase() === 'q') weight = Number(value.trim()) || 0;
    }
    weights.set(name, weight);
  }
  return weights;
}

/** A coding named with a weight above 0, or not named while `*` has one. */
function accepts(weights: Map<string, number>, coding: string): boolean {
  return (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
}

/** If-None-Match: `*` or a listed tag that matches weakly (RFC 9110, 13.1.2): answer 304. */
export function noneMatchHits(header: string, etag: string): boolean {
  if (header === etag) return true;
  return listedTags(header).some((tag) => tag === '*' || (tag.startsWith('W/') ? tag.slice(2) : tag) === etag);
}

/** If-Match: `*` or a listed tag equal to ours, compared strongly (RFC 9110, 13.1.1); else 412. */
export function ifMatchPasses(header: string, etag: string): boolean {
  return listedTags(header).some((tag) => tag === '*' || tag === etag);
}

function listedTags(header: string): string[] {
  return header.split(',').map((tag) => tag.trim());
}

export interface ByteRange {
  start: number;
  /** Inclusive, as Content-Range writes it. */
  end: number;
}

/**
 * The part of the representation a GET asks for: a range, `unsatisfiable` (416), or undefined
 * for the whole of it, which is also the answer to what the server may ignore (RFC 9110, 14.2):
 * a Range it cannot parse, several ranges, and an If-Range that names another version (or a
 * date: our files carry no Last-Modified, so no date can be shown to match).
 */
export function requestedRange(
  range: string | undefined,
  ifRange: string | undefined,
  representation: Representation,
): ByteRange | 'unsatisfiable' | undefined {
  if (range === undefined) return undefined;
  if (ifRange !== undefined && ifRange.trim() !== representation.etag) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  const size = representation.body.length;
  if (first === '') {
    if (last === '') return undefined;
    const suffix = Number(last);
    return suffix === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
