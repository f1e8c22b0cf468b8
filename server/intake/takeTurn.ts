/**
 * A flood of posts takes turns: a few start in each turn of the event loop, the others wait unread.
 * A reader's request then waits behind a few posts' steps on the server's one thread, never behind
 * the flood's, while the posts already started wait on the store together and share its commits
 * (docs/benchmarks.md). The queue holds one post per connection: the few a client pipelines on it
 * (server.ts closes a connection with more) wait behind their first, and go to the back of the
 * queue each in turn, behind other visitors. Past the queue's limit a post is answered busy at once.
 */
import type { Socket } from 'node:net';
import type { NextFunction, RequestHandler, Response } from 'express';
import { answerFailure } from './responses';

/** Posts started in one turn of the event loop. */
export const POSTS_PER_TURN = 2;
/** Connections with a post waiting to start: a bound on a visitor's wait and on the memory they hold. */
export const QUEUE_LIMIT = 200;
/** A busy server's advice: a person pressing Send again after this finds room. */
const RETRY_AFTER_SECONDS = 10;

export function takeTurn(): RequestHandler {
  const queue: (() => void)[] = [];
  /** Each connection with a post in the queue or started: its posts waiting behind that one. */
  const behind = new WeakMap<Socket, (() => void)[]>();
  const startSome = () => {
    const starting = queue.splice(0, POSTS_PER_TURN);
    if (queue.length > 0) setImmediate(startSome);
    for (const start of starting) start();
  };
  const enqueue = (start: () => void) => {
    if (queue.push(start) === 1) setImmediate(startSome);
  };
  /** Once a connection's post is answered (or cut off), its next post joins the queue, at the back. */
  const turnOf = (socket: Socket, res: Response, next: NextFunction) => () => {
    const passOn = () => {
      const following = behind.get(socket)?.shift();
      if (following) enqueue(following);
      else behind.delete(socket);
    };
    if (socket.destroyed) return passOn();
    res.once('close', passOn);
    next();
  };
  return (req, res, next) => {
    const own = behind.get(req.socket);
    if (!own && queue.length >= QUEUE_LIMIT) {
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      return answerFailure(req, res, 'busy');
    }
    const turn = turnOf(req.socket, res, next);
    if (own) return void own.push(turn);
    behind.set(req.socket, []);
    enqueue(turn);
  };
}
