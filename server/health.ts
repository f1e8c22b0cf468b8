import type { RequestHandler } from 'express';

/**
 * `GET /healthz`: 200 while the server can do its job, 503 with the reasons otherwise, for
 * monitoring. Each check says what is wrong, or nothing; none of them writes to disk.
 */
export function createHealthCheck(checks: (() => Promise<string | undefined>)[]): RequestHandler {
  return async (_req, res) => {
    const found = await Promise.all(checks.map((check) => check()));
    const problems = found.filter((problem): problem is string => problem !== undefined);
    res.setHeader('Cache-Control', 'no-store');
    if (problems.length === 0) res.status(200).json({ status: 'ok' });
    else res.status(503).json({ status: 'unavailable', problems });
  };
}
