/**
 * Sends the outbox: polls for due rows, mails each request, marks it sent right after the
 * transport accepts it, and handles a failure by whose fault it is (classifyFailure.ts): a mail the
 * server refuses for now is retried with backoff and given up (marked failed, an error logged)
 * after the retry window; a mail refused for good fails at once; a failing transport makes
 * this instance back off for itself (transportHealth.ts) while the mail stays due for the
 * others, never given up for it (/healthz reports the transport, and warns of the mail unsent
 * too long). Past the hourly cap, mail goes out in digests capped in requests and bytes; a
 * digest refused for good is sent again in halves, so one request's text never fails the others
 * (docs/decisions/0025-no-request-hostage-erasure-everywhere.md). A refusal of the firm's own
 * envelope, or of every request's message, is the transport's (failureRecorder.ts). Log lines carry
 * ids and error codes only, and the words of what the firm must fix.
 */
import { randomUUID } from 'node:crypto';
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, RequestStore, StoredRequest } from '../store/store';
import type { RetryPolicy } from './backoff';
import { composeDigest, composeMail, type MailSettings } from './composeMail';
import { DEFAULT_DIGEST_MAX_BYTES, requestsFittingDigest } from './digestSize';
import { createFailedSendRecorder } from './failureRecorder';
import { classifySendFailure, describeSendError } from './classifyFailure';
import { sendWithin } from './sendWithin';
import type { MailTransport } from './transport';
import { createTransportHealth } from './transportHealth';

export interface OutboxWorkerOptions {
  outbox: Outbox;
  requests: RequestStore;
  transport: MailTransport;
  /** Read for each mail, so a change of the site's facts (in `npm run dev`) reaches the next one. */
  mail: () => MailSettings;
  logger: Logger;
  retry: RetryPolicy;
  pollMs: number;
  mailPerHour: number;
  /** How long a claimed mail stays claimed; longer than one send may take (sendDeadlineMs). */
  leaseMs?: number;
  /** A send not done by then counts as failed for now and is retried later. */
  sendDeadlineMs?: number;
  /** How long stop() waits for the mail being sent before it cuts that send and gives the mail back. */
  stopGraceMs?: number;
  /** Over the hourly cap, waiting mail goes out as one digest this often. */
  digestIntervalMs?: number;
  /** The largest digest, in bytes as sent; the requests that do not fit wait for the next one. */
  digestMaxBytes?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Ask for a round soon (a request was just stored). */
  wake(): void;
  /** Sends what is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and waits for the mail being sent, up to stopGraceMs; then cuts that send
   * and gives the mail back to the queue, due at once, before it resolves.
   */
  stop(): Promise<void>;
  /** Why this instance cannot send mail now (its mail transport fails), or undefined. */
  transportProblem(): string | undefined;
}

const HOUR_MS = 3_600_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_SEND_DEADLINE_MS = 2 * 60_000;
const DEFAULT_STOP_GRACE_MS = 5_000;
/**
 * A cut send ends at once (its connection is destroyed); this bounds the store's writes after
 * it, so a stop takes under 10 s even with a stuck store (5 s of grace, then twice this).
 */
const AFTER_CUT_MS = 1_500;
const DEFAULT_DIGEST_INTERVAL_MS = 10 * 60_000;
/** Requests in one digest at most; more wait for the next one. */
const DIGEST_MAX_REQUESTS = 200;
/**
 * Mail this instance failed is left to the other instances for this many polls (theirs are as
 * frequent as ours when they share the settings): a healthy one gets it first.
 */
const POLLS_LEFT_TO_OTHERS = 2;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, logger, pollMs, transport } = options;
  // Made at each start of the server: the outbox records it on the mail this instance failed.
  const instanceId = randomUUID();
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const sendDeadlineMs = Math.min(options.sendDeadlineMs ?? DEFAULT_SEND_DEADLINE_MS, leaseMs / 2);
  const health = createTransportHealth(options.retry);
  const failedSends = createFailedSendRecorder({ outbox, logger, retry: options.retry, health, instanceId });
  const recordFailedSend = failedSends.record;
  let timer: NodeJS.Timeout | undefined;
  /** The mail being sent now (a digest's several), each under its own lease. */
  let inFlight: OutboxEntry[] = [];
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a round in progress claims no further mail. */
  let stopRequested = false;
  /** Aborted by stop() after its grace: cuts the send (or transport check) in progress. */
  let cut = new AbortController();
  let stopping: Promise<void> | undefined;
  let wokenWhileRunning = false;
  /** A round is already due at once: more wakes before it starts change nothing. */
  let wakeScheduled = false;
  /**
   * The hourly cap was reached in the last round: a stored request cannot be mailed before
   * the next poll anyway, so wakes wait for it rather than each costing a round.
   */
  let capped = false;
  const digestIntervalMs = options.digestIntervalMs ?? DEFAULT_DIGEST_INTERVAL_MS;
  let lastDigestAt = -Infinity;
  let lastCapWarningAt = -Infinity;

  const claim = (now: number, limit: number) =>
    outbox.claimDue({ now, limit, leaseMs, instanceId, holdOffMs: POLLS_LEFT_TO_OTHERS * pollMs });

  async function sendDue(): Promise<number> {
    let sentCount = 0;
    while (!stopRequested && (await transportReady())) {
      const now = Date.now();
      const allowance = options.mailPerHour - (await outbox.countSentSince(now - HOUR_MS));
      capped = allowance <= 0;
      // One mail per claim: a lease covers one send, so a slow mail server can never make a
      // lease run out on mails still waiting behind it (another process would send them too).
      if (capped) return sentCount + (await sendDigestIfDue(now));
      const [entry] = await claim(now, 1);
      if (!entry) return sentCount;
      if (await sendOne(entry)) sentCount += 1;
    }
    return sentCount;
  }

  /**
   * Whether this instance may claim mail: yes while its transport works; after a failure, not
   * before its backoff ends, and then only if a check of the transport (no mail) passes.
   */
  async function transportReady(): Promise<boolean> {
    const state = health.state(Date.now());
    if (state !== 'to-check') return state === 'works';
    // The mail server takes our login but refused the firm's envelope or every message: only a
    // send can tell whether it takes them now, and the next due mail is that send.
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

  /**
   * Sends a claimed mail and marks it sent; if the send fails, `onFailure` writes what follows
   * (by default: recordFailedSend) before it resolves false.
   */
  async function attempt(
    entries: OutboxEntry[],
    send: (signal: AbortSignal) => Promise<void>,
    onFailure: (error: unknown) => Promise<void> = (error) => recordFailedSend(entries, error),
  ): Promise<boolean> {
    inFlight = entries;
    try {
      await sendWithin(send, sendDeadlineMs, cut.signal);
    } catch (error) {
      await onFailure(error);
      return false;
    } finally {
      inFlight = [];
    }
    noteTransportWorks();
    failedSends.sent();
    for (const entry of entries) await outbox.markSent(entry.id, Date.now());
    return true;
  }

  /**
   * Over the hourly cap, the mail waiting is not held back for hours: every digestIntervalMs it
   * goes out as one digest, of at most DIGEST_MAX_REQUESTS requests and digestMaxBytes bytes
   * (the rest go back to the queue for the next one). The cap's warning is logged once an
   * hour, not once per round.
   */
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

  /**
   * A digest the mail server refuses for good (one request's text it will never take, 554) is
   * sent again in halves, and so on down to single mails: only the refused request fails, the
   * others are delivered. Any other failure is the whole part's, as for one mail.
   */
  async function sendDigestPart(parts: DigestPart[]): Promise<number> {
    const entries = parts.map((part) => part.entry);
    // Stopping, or the transport failed on an earlier part: the rest waits, due now.
    if (stopRequested || health.state(Date.now()) === 'backing-off') {
      for (const entry of entries) await outbox.release(entry.id);
      return 0;
    }
    // Each part is a send of its own: the claim must outlast it.
    await outbox.renewClaim(
      entries.map((entry) => entry.id),
      Date.now() + leaseMs,
    );
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
        else await recordFailedSend(entries, error);
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

  /** One timed round; a wake() during it asks for another right away. */
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
    stopRequested = true;
    clearTimeout(timer);
    const round = running;
    if (!round) return;
    // The mail in flight may finish within the grace; no new one is claimed meanwhile.
    if (await settlesWithin(round, options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS)) return;
    cut.abort();
    if (await settlesWithin(round, AFTER_CUT_MS)) return;
    // The store did not write the cut send's outcome in time: one more try, then the lease.
    await settlesWithin(Promise.all(inFlight.map((entry) => outbox.release(entry.id))), AFTER_CUT_MS);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
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
    stop() {
      // Called by the server and again by the intake's close: one wait, one release.
      stopping ??= stopNow();
      return stopping;
    },
    transportProblem: () => health.problem(),
  };
}

/** A claimed mail of a digest, with its request. */
interface DigestPart {
  entry: OutboxEntry;
  request: StoredRequest;
}

/** Whether the promise settles (resolves or rejects) within `ms`. */
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
