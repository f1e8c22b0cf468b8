/**
 * A flood of posts takes turns: a few start in each turn of the event loop, the others wait unread.
 * A reader's request then waits behind a few posts' steps on the server's one thread, never behind
 * the flood's, while the posts already started wait on the store together and share its commits
 * (docs/benchmarks.md).
 */
import type { NextFunction, RequestHandler } from 'express';

/** Posts started in one turn of the event loop. */
export const POSTS_PER_TURN = 2;

export function takeTurn(): RequestHandler {
  const waiting: NextFunction[] = [];
  const startSome = () => {
    const starting = waiting.splice(0, POSTS_PER_TURN);
    if (waiting.length > 0) setImmediate(startSome);
    for (const start of starting) start();
  };
  return (_req, _res, next) => {
    if (waiting.push(next) === 1) setImmediate(startSome);
  };
}
