/**
 * Sends the outbox: polls for due rows, mails each request, marks it sent right after the
 * transport accepts it, retries failures with exponential backoff, and gives up (marks
 * failed, logs an error) after the retry window. Log lines carry ids and error codes only.
 */
import type { Logger } from '../logger';
import type { Outbox, OutboxEntry, RequestStore } from '../store/store';
import { retryDelay, type RetryPolicy } from './backoff';
import { composeDigest, composeMail, type MailSettings } from './composeMail';
import type { MailTransport } from './transport';

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
  /** How long stop() waits for the mail being sent before it gives that mail back to the queue. */
  stopGraceMs?: number;
  /** Over the hourly cap, waiting mail goes out as one digest this often. */
  digestIntervalMs?: number;
}

export interface OutboxWorker {
  start(): void;
  /** Ask for a round soon (a request was just stored). */
  wake(): void;
  /** Sends what is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /**
   * Stops polling and waits for the mail being sent, up to stopGraceMs; a mail still in
   * flight then is given back to the queue, to go out after the next start.
   */
  stop(): Promise<void>;
}

const HOUR_MS = 3_600_000;
const DEFAULT_LEASE_MS = 5 * 60_000;
const DEFAULT_SEND_DEADLINE_MS = 2 * 60_000;
const DEFAULT_STOP_GRACE_MS = 5_000;
const DEFAULT_DIGEST_INTERVAL_MS = 10 * 60_000;
/** Requests in one digest at most; more wait for the next one. */
const DIGEST_MAX_REQUESTS = 200;

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { outbox, logger, pollMs } = options;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const sendDeadlineMs = Math.min(options.sendDeadlineMs ?? DEFAULT_SEND_DEADLINE_MS, leaseMs / 2);
  let timer: NodeJS.Timeout | undefined;
  /** The mail being sent now: one at a time, each under its own lease. */
  let inFlight: OutboxEntry | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  /** Set by stop(): a round in progress sends no further mail. */
  let stopRequested = false;
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

  async function sendDue(): Promise<number> {
    let sentCount = 0;
    for (;;) {
      const now = Date.now();
      const allowance = options.mailPerHour - (await outbox.countSentSince(now - HOUR_MS));
      capped = allowance <= 0;
      // One mail per claim: a lease covers one send, so a slow mail server can never make a
      // lease run out on mails still waiting behind it (another process would send them too).
      if (capped) return sentCount + (await sendDigestIfDue(now));
      const entries = await outbox.claimDue(now, 1, leaseMs);
      if (entries.length === 0) return sentCount;
      for (const entry of entries) {
        inFlight = entry;
        if (await sendOne(entry)) sentCount += 1;
        inFlight = undefined;
      }
      if (stopRequested) return sentCount;
    }
  }

  /**
   * Over the hourly cap, the mail waiting is not held back for hours: every digestIntervalMs it
   * goes out as one digest. The cap's warning is logged once an hour, not once per round.
   */
  async function sendDigestIfDue(now: number): Promise<number> {
    if (now - lastCapWarningAt >= HOUR_MS) {
      lastCapWarningAt = now;
      logger.warn('mail hourly cap reached; waiting mail goes out in digests', { mailPerHour: options.mailPerHour });
    }
    if (now - lastDigestAt < digestIntervalMs) return 0;
    const entries = await outbox.claimDue(now, DIGEST_MAX_REQUESTS, leaseMs);
    if (entries.length === 0) return 0;
    lastDigestAt = now;
    const found = await Promise.all(entries.map((entry) => options.requests.get(entry.requestId)));
    const requests = found.filter((request) => request !== undefined);
    try {
      await sendWithin(
        (signal) => options.transport.send(composeDigest(requests, options.mail()), `digest-${now}`, signal),
        sendDeadlineMs,
      );
      for (const entry of entries) await outbox.markSent(entry.id, Date.now());
      logger.info('digest mail sent', { requests: entries.length });
      return entries.length;
    } catch (error) {
      for (const entry of entries) await handleFailure(entry, describeError(error), isPermanent(error));
      return 0;
    }
  }

  async function sendOne(entry: OutboxEntry): Promise<boolean> {
    const request = await options.requests.get(entry.requestId);
    if (!request) {
      // Purged between claim and send: nothing left to mail.
      await outbox.markFailed(entry.id, 'request-missing');
      return false;
    }
    try {
      await sendWithin(
        (signal) => options.transport.send(composeMail(request, options.mail()), request.id, signal),
        sendDeadlineMs,
      );
      await outbox.markSent(entry.id, Date.now());
      logger.info('mail sent', { requestId: request.id, attempts: entry.attempts });
      return true;
    } catch (error) {
      await handleFailure(entry, describeError(error), isPermanent(error));
      return false;
    }
  }

  async function handleFailure(entry: OutboxEntry, errorKind: string, permanent: boolean): Promise<void> {
    const now = Date.now();
    if (permanent || now - entry.createdAt >= options.retry.giveUpAfterMs) {
      await outbox.markFailed(entry.id, errorKind);
      logger.error('mail failed; see npm run requests -- show, then requests -- retry', {
        requestId: entry.requestId,
        attempts: entry.attempts,
        error: errorKind,
        permanent,
      });
      return;
    }
    const delay = retryDelay(entry.attempts, options.retry);
    await outbox.scheduleRetry(entry.id, now + delay, errorKind);
    logger.warn('mail not sent; will retry', {
      requestId: entry.requestId,
      attempts: entry.attempts,
      retryInMs: delay,
      error: errorKind,
    });
  }

  function runOnce(): Promise<number> {
    if (running) return running;
    running = sendDue()
      .catch((error: unknown) => {
        // A store error (disk full, locked): try again next round.
        logger.error('outbox round failed', { error: describeError(error) });
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
    if (!running) return;
    const finished = await Promise.race([
      running.then(() => true),
      delay(options.stopGraceMs ?? DEFAULT_STOP_GRACE_MS),
    ]);
    if (!finished && inFlight) {
      // The process ends and the connection with it: that mail was not sent, so it goes
      // back to the queue now rather than waiting out its lease after the next start.
      await outbox.release(inFlight.id).catch(() => {});
      logger.warn('mail in flight at shutdown returned to the queue', { requestId: inFlight.requestId });
    }
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      stopRequested = false;
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
  };
}

/**
 * Runs the send, stopped after `ms`: then it rejects with code ESENDDEADLINE, unless the send
 * had succeeded after all (its outcome is awaited, never raced, so a mail counted as failed
 * and retried can never also have been delivered by this attempt).
 */
async function sendWithin(send: (signal: AbortSignal) => Promise<void>, ms: number): Promise<void> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    await send(controller.signal);
  } catch (error) {
    if (controller.signal.aborted) throw Object.assign(new Error('send deadline'), { code: 'ESENDDEADLINE' });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

function delay(ms: number): Promise<false> {
  return new Promise((resolve) => setTimeout(() => resolve(false), ms).unref());
}

/**
 * A 5xx reply is the mail server's final word (an unknown recipient, a message refused as
 * spam): sending the same mail again gives the same answer, so it fails at once and the firm
 * is told. 4xx replies and network errors pass, and are retried with backoff.
 */
function isPermanent(error: unknown): boolean {
  const responseCode = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}

/** An error's code or name only: SMTP replies can quote the addresses they reject. */
function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { code, responseCode, name } = error as { code?: unknown; responseCode?: unknown; name?: unknown };
    const parts = [code, responseCode].filter((part) => part !== undefined).map(String);
    if (parts.length > 0) return parts.join(' ');
    if (typeof name === 'string') return name;
  }
  return 'unknown';
}
