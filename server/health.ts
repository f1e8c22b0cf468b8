import type { RequestHandler } from 'express';

/** `GET /healthz`: 200 while the server can do its job (store writable), 503 otherwise. */
export function createHealthCheck(isStoreWritable: () => boolean): RequestHandler {
  return (_req, res) => {
    const ok = isStoreWritable();
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json(ok ? { status: 'ok' } : { status: 'unavailable', reason: 'store not writable' });
  };
}
