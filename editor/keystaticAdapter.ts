/** Keystatic's framework-neutral API handler behind Express, for the dev and production servers. */
import type { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { Request, Response } from 'express';
import { MAX_PICTURE_BYTES } from '../content-pipeline/pictures';

export const PAGE_PATH = '/keystatic';
export const API_PATH = '/api/keystatic';
/** Room for the largest picture the checker takes, sent base64-encoded (a third larger); the site's own limits are for the public endpoint. */
const MAX_BODY_BYTES = 2 * MAX_PICTURE_BYTES;

type KeystaticHandler = ReturnType<typeof makeGenericAPIRouteHandler>;
type KeystaticRequest = Parameters<KeystaticHandler>[0];
type KeystaticResponse = Awaited<ReturnType<KeystaticHandler>>;

export const isPagePath = (urlPath: string) => urlPath === PAGE_PATH || urlPath.startsWith(`${PAGE_PATH}/`);
export const isApiPath = (urlPath: string) => urlPath === API_PATH || urlPath.startsWith(`${API_PATH}/`);

export function toKeystaticRequest(req: Request, body: Buffer): KeystaticRequest {
  return {
    method: req.method,
    // Keystatic reads the path and query, and builds the sign-in's callback address from the
    // origin: the one the browser used (behind Caddy, https as X-Forwarded-Proto says, with TRUST_PROXY).
    url: new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? '127.0.0.1'}`).toString(),
    headers: { get: (name: string) => req.get(name) ?? null },
    json: async () => JSON.parse(body.toString('utf8')) as unknown,
  };
}

export function send(res: Response, response: KeystaticResponse): void {
  res.status(response.status ?? 200);
  for (const [name, value] of new Headers(response.headers)) res.append(name, value);
  res.end(response.body ?? undefined);
}

export async function readBody(req: Request): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw Object.assign(new Error('request body too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
