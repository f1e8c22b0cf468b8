/** Sends the outbox; past the hourly cap, in digests (docs/decisions/0025-no-request-hostage-erasure-everywhere.md). */
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, RequestStore, StoredRequest } from '../store/store';
import { composeDigest, composeMail, type MailSettings } from './composeMail';
import { requestsFittingDigest } from './digestSize';
import { createFailedSendRecorder } from './failureRecorder';
import { classifySendFailure, describeSendError, sendWithin } from './classifyFailure';
import type { MailTransport } from './transport';
import { createTransportHealth, type RetryPolicy } from './transportHealth';

export interface OutboxWorkerOptions {
  outbox: Outbox;
  requests: RequestStore;
  transport: MailTransport;
  /** Read for each mail: a change of the site's facts (`npm run dev`) reaches the next one. */
  mail: () => MailSettings;
  logger: Logger;
  retry: RetryPolicy;
  pollMs: number;
  mailPerHour: number;
  leaseMs: number;
  sendDeadlineMs?: number;
  digestIntervalMs?: number;
  digestMaxBytes: number;
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

const HOUR_MS = 3_600_000;
const DEFAULT_SEND_DEADLINE_MS = 2 * 60_000;
const STOP_GRACE_MS = 5_000;
/** Bounds the store's writes after a cut send, so a stop takes under 10 s even with a stuck store. */
const AFTER_CUT_MS = 1_500;
const DEFAULT_DIGEST_INTERVAL_MS = 10 * 60_000;
const DIGEST_MAX_REQUESTS = 200;
/** Mail this instance failed is left to the others for this many polls: a healthy one gets it first. */
const POLLS_LEFT_TO_OTHERS = 2;

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const worker = newWorker(options);
  return {
    start: () => start(worker),
    wake: () => wake(worker),
    runOnce: () => runOnce(worker),
    /** Waits for the mail being sent (5 s), then cuts that send and gives the mail back. */
    stop(): Promise<void> {
      // Called by the server and again by the intake's close: one wait, one release.
      worker.stopping ??= stopNow(worker);
      return worker.stopping;
    },
    transportProblem: () => worker.health.problem(),
  };
}

/** The worker's settings and the state its functions below share. */
type Worker = ReturnType<typeof newWorker>;

function newWorker(options: OutboxWorkerOptions) {
  const instanceId = randomUUID();
  const health = createTransportHealth(options.retry);
  const { outbox, logger, retry } = options;
  return {
    options,
    instanceId,
    // Not bound to the lease, which is renewed while a send lasts: a send cut after its data went may be delivered.
    sendDeadlineMs: options.sendDeadlineMs ?? DEFAULT_SEND_DEADLINE_MS,
    health,
    failedSends: createFailedSendRecorder({ outbox, logger, retry, health, instanceId }),
    timer: undefined as NodeJS.Timeout | undefined,
    inFlight: [] as OutboxEntry[],
    running: undefined as Promise<number> | undefined,
    stopped: true,
    cut: new AbortController(),
    stopping: undefined as Promise<void> | undefined,
    wokenWhileRunning: false,
    capped: false,
    lastDigestAt: -Infinity,
    lastCapWarningAt: -Infinity,
  };
}

function start(worker: Worker): void {
  worker.stopped = false;
  schedule(worker, 0);
}

function wake(worker: Worker): void {
  if (worker.capped) return;
  if (worker.running) worker.wokenWhileRunning = true;
  else schedule(worker, 0);
}

function schedule(worker: Worker, delayMs: number): void {
  if (worker.stopped) return;
  clearTimeout(worker.timer);
  worker.timer = setTimeout(() => void tick(worker), delayMs);
}

async function tick(worker: Worker): Promise<void> {
  worker.wokenWhileRunning = false;
  await runOnce(worker);
  schedule(worker, worker.wokenWhileRunning ? 0 : worker.options.pollMs);
}

function runOnce(worker: Worker): Promise<number> {
  worker.running ??= sendDue(worker)
    .catch((error: unknown) => {
      // A store error (disk full, locked): try again next round.
      worker.options.logger.error('outbox round failed', { error: describeSendError(error) });
      return 0;
    })
    .finally(() => {
      worker.running = undefined;
    });
  return worker.running;
}

function claim(worker: Worker, now: number, limit: number): Promise<OutboxEntry[]> {
  const { instanceId, options } = worker;
  const { leaseMs, pollMs } = options;
  return options.outbox.claimDue({ now, limit, leaseMs, instanceId, holdOffMs: POLLS_LEFT_TO_OTHERS * pollMs });
}

async function sendDue(worker: Worker): Promise<number> {
  let sentCount = 0;
  while (!worker.stopping && (await transportReady(worker))) {
    const now = Date.now();
    const allowance = worker.options.mailPerHour - (await worker.options.outbox.countSentSince(now - HOUR_MS));
    worker.capped = allowance <= 0;
    // One mail per claim: a lease covers one send, never mails waiting behind a slow one.
    if (worker.capped) return sentCount + (await sendDigestIfDue(worker, now));
    const [entry] = await claim(worker, now, 1);
    if (!entry) return sentCount;
    if (await sendOne(worker, entry)) sentCount += 1;
  }
  return sentCount;
}

async function transportReady(worker: Worker): Promise<boolean> {
  const { health, options } = worker;
  const state = health.state(Date.now());
  if (state !== 'to-check') return state === 'works';
  // Only a send can tell whether a refused envelope or message is taken now: the next due mail.
  if (health.checkedBySending()) return true;
  try {
    await sendWithin((signal) => options.transport.verify(signal), worker.sendDeadlineMs, worker.cut.signal);
  } catch (error) {
    if (classifySendFailure(error) !== 'stopping') {
      const errorKind = describeSendError(error);
      options.logger.warn('mail transport still fails', {
        error: errorKind,
        checkInMs: health.failed(errorKind, Date.now()),
      });
    }
    return false;
  }
  noteTransportWorks(worker);
  return true;
}

function noteTransportWorks(worker: Worker): void {
  if (worker.health.worked()) worker.options.logger.info('mail transport works again');
}

/** Sends, then marks every entry sent in one commit at once: a crash after that never mails them again. */
async function attempt(
  worker: Worker,
  entries: OutboxEntry[],
  send: (signal: AbortSignal) => Promise<void>,
  onFailure: (error: unknown) => Promise<void> = (error) => worker.failedSends.record(entries, error),
): Promise<boolean> {
  const { outbox } = worker.options;
  worker.inFlight = entries;
  // Held while it lasts, however slow the mail server: no other instance takes a mail being sent.
  const renew = setInterval(
    () => void outbox.renewClaim(entryIds(entries), Date.now() + worker.options.leaseMs).catch(() => {}),
    worker.options.leaseMs / 3,
  );
  try {
    await sendWithin(send, worker.sendDeadlineMs, worker.cut.signal);
  } catch (error) {
    await onFailure(error);
    return false;
  } finally {
    clearInterval(renew);
    worker.inFlight = [];
  }
  await outbox.markSent(entryIds(entries), Date.now());
  noteTransportWorks(worker);
  worker.failedSends.sent();
  return true;
}

async function sendOne(worker: Worker, entry: OutboxEntry): Promise<boolean> {
  const { options } = worker;
  const request = await options.requests.get(entry.requestId);
  if (!request) {
    // Purged between claim and send: nothing left to mail.
    await options.outbox.markFailed(entry.id, 'request-missing');
    return false;
  }
  const send = (signal: AbortSignal) =>
    options.transport.send(composeMail(request, options.mail()), [request.id], signal);
  if (!(await attempt(worker, [entry], send))) return false;
  options.logger.info('mail sent', { requestId: request.id, attempts: entry.attempts });
  return true;
}

async function sendDigestIfDue(worker: Worker, now: number): Promise<number> {
  const { options } = worker;
  if (now - worker.lastCapWarningAt >= HOUR_MS) {
    worker.lastCapWarningAt = now;
    options.logger.warn('mail hourly cap reached; waiting mail goes out in digests', {
      mailPerHour: options.mailPerHour,
    });
  }
  if (now - worker.lastDigestAt < (options.digestIntervalMs ?? DEFAULT_DIGEST_INTERVAL_MS)) return 0;
  const entries = await claim(worker, now, DIGEST_MAX_REQUESTS);
  if (entries.length === 0) return 0;
  worker.lastDigestAt = now;
  // A request purged since its claim has nothing left to mail; its outbox row went with it.
  const found = await Promise.all(
    entries.map(async (entry) => ({ entry, request: await options.requests.get(entry.requestId) })),
  );
  const parts = found.filter((part): part is DigestPart => part.request !== undefined);
  const fitting = await requestsFittingDigest(
    parts.map((part) => part.request),
    options.mail(),
    options.digestMaxBytes,
  );
  await release(worker, parts.slice(fitting));
  const sent = await sendDigestPart(worker, parts.slice(0, fitting));
  if (sent > 0) options.logger.info('digest mail sent', { requests: sent });
  return sent;
}

/** A digest refused for good (554) is sent again in halves, down to the one refused request. */
async function sendDigestPart(worker: Worker, parts: DigestPart[]): Promise<number> {
  const { options } = worker;
  const entries = parts.map((part) => part.entry);
  // Stopping, or the transport failed on an earlier part: the rest waits, due now.
  if (worker.stopping || worker.health.state(Date.now()) === 'backing-off') {
    await release(worker, parts);
    return 0;
  }
  // Each part is a send of its own: the claim must outlast it.
  await options.outbox.renewClaim(entryIds(entries), Date.now() + options.leaseMs);
  const requests = parts.map((part) => part.request);
  const ids = requests.map((request) => request.id);
  const message = () =>
    requests.length === 1 ? composeMail(requests[0]!, options.mail()) : composeDigest(requests, options.mail());
  let refusedWhole = false;
  const sent = await attempt(
    worker,
    entries,
    (signal) => options.transport.send(message(), ids, signal),
    async (error) => {
      refusedWhole = parts.length > 1 && classifySendFailure(error) === 'refused';
      if (!refusedWhole) return worker.failedSends.record(entries, error);
      options.logger.warn('digest refused; sending it again in halves', {
        requests: parts.length,
        error: describeSendError(error),
      });
    },
  );
  if (sent) return parts.length;
  if (!refusedWhole) return 0;
  const half = Math.ceil(parts.length / 2);
  return (await sendDigestPart(worker, parts.slice(0, half))) + (await sendDigestPart(worker, parts.slice(half)));
}

async function release(worker: Worker, parts: DigestPart[]): Promise<void> {
  for (const { entry } of parts) await worker.options.outbox.release(entry.id);
}

async function stopNow(worker: Worker): Promise<void> {
  worker.stopped = true;
  clearTimeout(worker.timer);
  const round = worker.running;
  if (!round) return;
  if (await settlesWithin(round, STOP_GRACE_MS)) return;
  worker.cut.abort();
  if (await settlesWithin(round, AFTER_CUT_MS)) return;
  // The store did not write the cut send's outcome in time: one more try, then the lease.
  const releases = worker.inFlight.map((entry) => worker.options.outbox.release(entry.id));
  await settlesWithin(Promise.all(releases), AFTER_CUT_MS);
}

interface DigestPart {
  entry: OutboxEntry;
  request: StoredRequest;
}

const entryIds = (entries: OutboxEntry[]) => entries.map((entry) => entry.id);

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = promise.then(
    () => true,
    () => true,
  );
  return Promise.race([settled, sleep(ms, false, { ref: false })]);
}
