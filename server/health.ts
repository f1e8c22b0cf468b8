/** `GET /healthz`: the reasons and warnings are shown only to this machine or to HEALTHZ_TOKEN. */
import { hash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import type { Request, RequestHandler } from 'express';

export interface HealthChecks {
  problems: (() => Promise<string | undefined>)[];
  warnings: () => Promise<string[]>;
  token: string | undefined;
}

export function createHealthCheck({ problems, warnings, token }: HealthChecks): RequestHandler {
  return async (req, res) => {
    // The warnings read the store: a store that fails is already the problem reported.
    const [found, warned] = await Promise.all([
      Promise.all(problems.map((check) => check())),
      warnings().catch((): string[] => []),
    ]);
    const failing = found.filter((problem): problem is string => problem !== undefined);
    const details = isLocal(req) || hasToken(req, token);
    res.setHeader('Cache-Control', 'no-store');
    res.status(failing.length > 0 ? 503 : 200).json({
      status: failing.length > 0 ? 'unavailable' : 'ok',
      ...(details && failing.length > 0 ? { problems: failing } : {}),
      ...(details && warned.length > 0 ? { warnings: warned } : {}),
    });
  };
}

/** From this machine itself: a loopback connection that no proxy forwarded. */
function isLocal(req: Request): boolean {
  if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined) return false;
  const address = req.socket.remoteAddress ?? '';
  const ipv4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (net.isIPv4(ipv4) && ipv4.startsWith('127.'));
}

function hasToken(req: Request, token: string | undefined): boolean {
  if (token === undefined) return false;
  const given = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (given === undefined) return false;
  // Compared as hashes of equal length, in constant time.
  return timingSafeEqual(hash('sha256', given, 'buffer'), hash('sha256', token, 'buffer'));
}
