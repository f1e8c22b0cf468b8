/** Keystatic's framework-neutral API handler behind Express, for the dev and production servers. */
import type { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { Request, Response } from 'express';
import { MAX_PICTURE_BYTES } from '../content-pipeline/pictures';

export const PAGE_PATH = '/keystatic';
export const API_PATH = '/api/keystatic';
/** The one route that takes a body, the local editor's save: room for the largest picture the checker takes, base64 (a third larger). */
export const SAVE_ROUTE = 'update';
const MAX_SAVE_BYTES = Math.ceil((MAX_PICTURE_BYTES * 4) / 3) + 64 * 1024;

type KeystaticHandler = ReturnType<typeof makeGenericAPIRouteHandler>;
type KeystaticRequest = Parameters<KeystaticHandler>[0];
type KeystaticResponse = Awaited<ReturnType<KeystaticHandler>>;

export const isPagePath = (urlPath: string) => urlPath === PAGE_PATH || urlPath.startsWith(`${PAGE_PATH}/`);
export const isApiPath = (urlPath: string) => urlPath === API_PATH || urlPath.startsWith(`${API_PATH}/`);

/** `origin`: the sign-in's callback's (SITE_URL in production); without it, the one the browser used (dev). */
export function toKeystaticRequest(req: Request, body: Buffer, origin?: string): KeystaticRequest {
  return {
    method: req.method,
    url: new URL(req.originalUrl, origin ?? `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`).toString(),
    headers: { get: (name: string) => req.get(name) ?? null },
    json: async () => JSON.parse(body.toString('utf8')) as unknown,
  };
}

/** Keystatic's answer, `Location` percent-encoded (Node throws on a line break or `œ`); `secure`: every cookie Secure. */
export function send(res: Response, response: KeystaticResponse, { secure = false } = {}): void {
  res.status(response.status ?? 200);
  const headers = response.headers ?? [];
  const pairs = Array.isArray(headers) ? headers : headers instanceof Headers ? [...headers] : Object.entries(headers);
  for (const [name, value] of pairs) {
    const lower = name.toLowerCase();
    if (lower === 'location') res.append(name, encodeOddCharacters(value));
    else if (lower === 'set-cookie' && secure && !/;\s*secure\b/i.test(value)) res.append(name, `${value}; Secure`);
    else res.append(name, value);
  }
  res.end(response.body ?? undefined);
}

/** Every character but printable ASCII percent-escaped as UTF-8 (a lone surrogate first made U+FFFD). */
const encodeOddCharacters = (value: string) =>
  Buffer.from(value)
    .toString()
    .replace(/[^\x21-\x7e]/gu, (character) => encodeURIComponent(character));

export const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || (req.headers['content-length'] ?? '0') !== '0';

/** A route that takes no body refuses one before reading a byte of it, and closes the connection. */
export function refuseBody(res: Response): void {
  res.status(413).setHeader('Connection', 'close');
  res.type('text').send('This address takes no request body');
}

export async function readBody(req: Request): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_SAVE_BYTES) throw Object.assign(new Error('request body too large'), { status: 413 });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_SAVE_BYTES) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface SaveChanges {
  writes: Map<string, Buffer>;
  deletions: string[];
}

type Addition = { path: string; contents: string };

/** A save as Keystatic's editor sends it, or undefined: any other shape, or a path out of the content folder. */
export function parseSave(body: Buffer): SaveChanges | undefined {
  let update: unknown;
  try {
    update = JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
  const { additions, deletions } = (update ?? {}) as { additions?: unknown; deletions?: unknown };
  if (!Array.isArray(additions) || !Array.isArray(deletions)) return undefined;
  const isAddition = (file: unknown): file is Addition =>
    isContentPath((file as Addition | null)?.path) && typeof (file as Addition).contents === 'string';
  const isDeletion = (file: unknown): file is { path: string } => isContentPath((file as Addition | null)?.path);
  if (!additions.every(isAddition) || !deletions.every(isDeletion)) return undefined;
  return {
    writes: new Map(additions.map((file) => [file.path, Buffer.from(file.contents, 'base64')])),
    deletions: deletions.map((file) => file.path),
  };
}

/** `services/family-law.mdx`: inside the folder, as Keystatic's own rule has it (no `\\`, `.` or `..`), nor from the root. */
const isContentPath = (file: unknown): file is string =>
  typeof file === 'string' &&
  !/[\\\0]/.test(file) &&
  file.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
