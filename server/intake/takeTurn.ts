/**
 * A flood of posts takes turns, the waiting ones unread. Each step of a post (its body, its checks,
 * its answer) then queues on the server's one thread behind a few posts' steps, not behind every
 * connection's, and a reader's page with them: readers keep their share of the thread (docs/benchmarks.md).
 */
import type { RequestHandler } from 'express';
import pLimit from 'p-limit';

/** Posts read and answered at once: enough to fill each commit while the one before syncs. */
export const POSTS_AT_ONCE = 8;

/** Past the store's own waits (5 s): a post that never ends gives its turn back all the same. */
const TURN_MAX_MS = 10_000;

export function takeTurn(): RequestHandler {
  const turns = pLimit(POSTS_AT_ONCE);
  return (_req, res, next) => {
    const turn = () =>
      new Promise<void>((done) => {
        // Its client left while it waited: nothing was read, nothing is stored, the turn passes on.
        if (res.closed) return done();
        const timer = setTimeout(done, TURN_MAX_MS);
        res.once('close', () => {
          clearTimeout(timer);
          done();
        });
        next();
      });
    // Only a throw before the post went on lands here: the error handler answers it.
    turns(turn).catch(next);
  };
}
