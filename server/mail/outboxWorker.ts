/** Sends the outbox; past the hourly cap, in digests (docs/decisions/0025-no-request-hostage-erasure-everywhere.md). */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, RequestStore, StoredRequest } from '../store/store';
import { composeDigest, composeMail, type MailSettings } from './composeMail';
import { DEFAULT_DIGEST_MAX_BYTES, requestsFittingDigest } from './digestSize';
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
  leaseMs?: number;
  sendDeadlineMs?: number;
  digestIntervalMs?: number;
  digestMaxBytes?: number;
}

export type OutboxWorker = ReturnType<typeof createOutboxWorker>;

const HOUR_MS = 3_600_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_SEND_DEADLINE_MS = 2 * 60_000;
const STOP_GRACE_MS = 5_000;
/** Bounds the store's writes after a cut send, so a stop takes under 10 s even with a stuck store. */
const AFTER_CUT_MS = 1_500;
const DEFAULT_DIGEST_INTERVAL_MS = 10 * 60_000;
const DIGEST_MAX_REQUESTS = 200;
/** Mail this instance failed is left to the others for this many polls: a healthy one gets it first. */
const POLLS_LEFT_TO_OTHERS = 2;

export function createOutboxWorker(options: OutboxWorkerOptions) {
  const { outbox, logger, pollMs, transport } = options;
  const instanceId = randomUUID();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  // Not bound to the lease, which is renewed while a send lasts: a send cut after its data went may
  // still be delivered, and then sent again.
  const sendDeadlineMs = options.sendDeadlineMs ?? DEFAULT_SEND_DEADLINE_MS;
  const health = createTransportHealth(options.retry);
  const failedSends = createFailedSendRecorder({ outbox, logger, retry: options.retry, health, instanceId });
  let timer: NodeJS.Timeout | undefined;
  let inFlight: OutboxEntry[] = [];
  let running: Promise<number> | undefined;
  let stopped = true;
  let cut = new AbortController();
  let stopping: Promise<void> | undefined;
  let wokenWhileRunning = false;
  let wakeScheduled = false;
  let capped = false;
  const digestIntervalMs = options.digestIntervalMs ?? DEFAULT_DIGEST_INTERVAL_MS;
  let lastDigestAt = -Infinity;
  let lastCapWarningAt = -Infinity;

  const claim = (now: number, limit: number) =>
    outbox.claimDue({ now, limit, leaseMs, instanceId, holdOffMs: POLLS_LEFT_TO_OTHERS * pollMs });

  async function sendDue(): Promise<number> {
    let sentCount = 0;
    while (!stopping && (await transportReady())) {
      const now = Date.now();
      const allowance = options.mailPerHour - (await outbox.countSentSince(now - HOUR_MS));
      capped = allowance <= 0;
      // One mail per claim: a lease covers one send, never mails waiting behind a slow one.
      if (capped) return sentCount + (await sendDigestIfDue(now));
      const [entry] = await claim(now, 1);
      if (!entry) return sentCount;
      if (await sendOne(entry)) sentCount += 1;
    }
    return sentCount;
  }

  async function transportReady(): Promise<boolean> {
    const state = health.state(Date.now());
    if (state !== 'to-check') return state === 'works';
    // Only a send can tell whether a refused envelope or message is taken now: the next due mail.
    if (health.checkedBySending()) return true;
    try {
      await sendWithin((signal) => transport.verify(signal), sendDeadlineMs, cut.signal);
    } catch (error) {
      if (classifySendFailure(error) !== 'stopping') {
        const errorKind = describeSendError(error);
        logger.warn('mail transport still fails', {
          error: errorKind,
          checkInMs: health.failed(errorKind, Date.now()),
        });
      }
      return false;
    }
    noteTransportWorks();
    return true;
  }

  function noteTransportWorks(): void {
    if (health.worked()) logger.info('mail transport works again');
  }

  async function attempt(
    entries: OutboxEntry[],
    send: (signal: AbortSignal) => Promise<void>,
    onFailure: (error: unknown) => Promise<void> = (error) => failedSends.record(entries, error),
  ): Promise<boolean> {
    inFlight = entries;
    // Held while it lasts, however slow the mail server: no other instance takes a mail being sent.
    const renew = setInterval(
      () => void outbox.renewClaim(entryIds(entries), Date.now() + leaseMs).catch(() => {}),
      leaseMs / 3,
    );
    try {
      await sendWithin(send, sendDeadlineMs, cut.signal);
    } catch (error) {
      await onFailure(error);
      return false;
    } finally {
      clearInterval(renew);
      inFlight = [];
    }
    noteTransportWorks();
    failedSends.sent();
    for (const entry of entries) await outbox.markSent(entry.id, Date.now());
    return true;
  }

  async function sendDigestIfDue(now: number): Promise<number> {
    if (now - lastCapWarningAt >= HOUR_MS) {
      lastCapWarningAt = now;
      logger.warn('mail hourly cap reached; waiting mail goes out in digests', { mailPerHour: options.mailPerHour });
    }
    if (now - lastDigestAt < digestIntervalMs) return 0;
    const entries = await claim(now, DIGEST_MAX_REQUESTS);
    if (entries.length === 0) return 0;
    lastDigestAt = now;
    // A request purged since its claim has nothing left to mail; its outbox row went with it.
    const found = await Promise.all(
      entries.map(async (entry) => ({ entry, request: await options.requests.get(entry.requestId) })),
    );
    const parts = found.filter((part): part is DigestPart => part.request !== undefined);
    const fitting = await requestsFittingDigest(
      parts.map((part) => part.request),
      options.mail(),
      options.digestMaxBytes ?? DEFAULT_DIGEST_MAX_BYTES,
    );
    for (const { entry } of parts.slice(fitting)) await outbox.release(entry.id);
    const sent = await sendDigestPart(parts.slice(0, fitting));
    if (sent > 0) logger.info('digest mail sent', { requests: sent });
    return sent;
  }

  /** A digest refused for good (554) is sent again in halves, down to the one refused request. */
  async function sendDigestPart(parts: DigestPart[]): Promise<number> {
    const entries = parts.map((part) => part.entry);
    // Stopping, or the transport failed on an earlier part: the rest waits, due now.
    if (stopping || health.state(Date.now()) === 'backing-off') {
      for (const entry of entries) await outbox.release(entry.id);
      return 0;
    }
    // Each part is a send of its own: the claim must outlast it.
    await outbox.renewClaim(entryIds(entries), Date.now() + leaseMs);
    const requests = parts.map((part) => part.request);
    const message = () =>
      requests.length === 1 ? composeMail(requests[0]!, options.mail()) : composeDigest(requests, options.mail());
    const ids = requests.map((request) => request.id);
    let refusedWhole = false;
    const sent = await attempt(
      entries,
      (signal) => transport.send(message(), ids, signal),
      async (error) => {
        refusedWhole = parts.length > 1 && classifySendFailure(error) === 'refused';
        if (refusedWhole)
          logger.warn('digest refused; sending it again in halves', {
            requests: parts.length,
            error: describeSendError(error),
          });
        else await failedSends.record(entries, error);
      },
    );
    if (sent) return parts.length;
    if (!refusedWhole) return 0;
    const half = Math.ceil(parts.length / 2);
    return (await sendDigestPart(parts.slice(0, half))) + (await sendDigestPart(parts.slice(half)));
  }

  async function sendOne(entry: OutboxEntry): Promise<boolean> {
    const request = await options.requests.get(entry.requestId);
    if (!request) {
      // Purged between claim and send: nothing left to mail.
      await outbox.markFailed(entry.id, 'request-missing');
      return false;
    }
    const send = (signal: AbortSignal) => transport.send(composeMail(request, options.mail()), [request.id], signal);
    if (!(await attempt([entry], send))) return false;
    logger.info('mail sent', { requestId: request.id, attempts: entry.attempts });
    return true;
  }

  function runOnce(): Promise<number> {
    if (running) return running;
    running = sendDue()
      .catch((error: unknown) => {
        // A store error (disk full, locked): try again next round.
        logger.error('outbox round failed', { error: describeSendError(error) });
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  async function tick(): Promise<void> {
    wokenWhileRunning = false;
    wakeScheduled = false;
    await runOnce();
    schedule(wokenWhileRunning ? 0 : pollMs);
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), delayMs);
  }

  async function stopNow(): Promise<void> {
    stopped = true;
    clearTimeout(timer);
    const round = running;
    if (!round) return;
    if (await settlesWithin(round, STOP_GRACE_MS)) return;
    cut.abort();
    if (await settlesWithin(round, AFTER_CUT_MS)) return;
    // The store did not write the cut send's outcome in time: one more try, then the lease.
    await settlesWithin(Promise.all(inFlight.map((entry) => outbox.release(entry.id))), AFTER_CUT_MS);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      cut = new AbortController();
      stopping = undefined;
      schedule(0);
    },
    wake() {
      if (capped || wakeScheduled) return;
      if (running) wokenWhileRunning = true;
      else {
        wakeScheduled = true;
        schedule(0);
      }
    },
    runOnce,
    /** Waits for the mail being sent (5 s), then cuts that send and gives the mail back. */
    stop(): Promise<void> {
      // Called by the server and again by the intake's close: one wait, one release.
      stopping ??= stopNow();
      return stopping;
    },
    transportProblem: () => health.problem(),
  };
}

interface DigestPart {
  entry: OutboxEntry;
  request: StoredRequest;
}

const entryIds = (entries: OutboxEntry[]) => entries.map((entry) => entry.id);

function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), ms);
    timer.unref();
    void promise
      .then(
        () => resolve(true),
        () => resolve(true),
      )
      .finally(() => clearTimeout(timer));
  });
}
