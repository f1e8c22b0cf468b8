/**
 * What the intake keeps, whichever engine keeps it: the consultation requests, the outbox of
 * mails about them, and the rate limit's counts. Two engines implement it: SQLite in DATA_DIR
 * (one instance, the embedded default) and PostgreSQL (DATABASE_URL, several instances sharing
 * one database). Every call is asynchronous: PostgreSQL answers over the network, and SQLite
 * commits on a writer thread so the server goes on serving while the disk syncs.
 */
import type { RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';
import type { ConsultationRequest } from '../../consultation-request/schema';

export type Engine = 'sqlite' | 'postgres';

export interface StoredRequest extends ConsultationRequest {
  id: string;
  createdAt: string;
  /** The outbox status of its mail. */
  mailStatus: string;
  mailAttempts: number;
  /** Why its last send failed (an error code, never the server's words), or empty. */
  mailLastError: string;
  /** When its mail was stored in the outbox (ms since epoch), for "unsent for too long". */
  mailQueuedAt: number;
}

export interface RequestStore {
  /**
   * Stores the request and queues its mail in one transaction; resolves with the new id once
   * that transaction is on disk, rejects when it is not (then nothing of it was stored).
   */
  save(request: ConsultationRequest, now?: Date): Promise<string>;
  /**
   * Like save, for a request that came with a form token: stored unless a stored request
   * already carries the token's nonce, which is checked in the transaction that stores it. So
   * two posts of one token are never both stored, and a request that is not stored (its commit
   * failed) leaves its token unused. Resolves with the new id, or undefined when the nonce was
   * taken (then nothing was stored).
   */
  saveOnce(request: ConsultationRequest, formNonce: string, now?: Date): Promise<string | undefined>;
  get(id: string): Promise<StoredRequest | undefined>;
  /** Newest first. */
  list(): Promise<StoredRequest[]>;
  count(): Promise<number>;
  /**
   * Erases requests created before the cut-off, with their outbox rows; resolves with their
   * ids (the caller erases the mail files that hold them: server/mail/mailFiles.ts). A request
   * whose mail is not sent (pending, being sent, or failed and not resolved) is kept unless
   * `includeUnsent`.
   */
  purgeOlderThan(cutoff: Date, options: { includeUnsent: boolean }): Promise<string[]>;
  /**
   * What retention must not erase on the clock's word alone: requests created before `cutoff`
   * whose mail is not sent (kept by a purge without `includeUnsent`), and requests dated after
   * `now` (the clock is, or was, wrong).
   */
  countRetentionTrouble(cutoff: Date, now: Date): Promise<RetentionTrouble>;
  /** Erases one request with its outbox row; resolves with whether it existed. */
  erase(id: string): Promise<boolean>;
  /** Which of these ids a stored request still has. */
  existing(ids: readonly string[]): Promise<Set<string>>;
  /** Why the store cannot take a request now, or undefined. */
  problem(): Promise<string | undefined>;
}

export interface RetentionTrouble {
  /** Past the retention period, kept because the firm has not received their mail. */
  keptUnsent: number;
  /** Dated after the present: retention cannot judge their age. */
  future: number;
}

export interface OutboxEntry {
  id: number;
  requestId: string;
  /** Attempts including the one just claimed. */
  attempts: number;
  /** When the request was stored (ms since epoch): retries stop some days after it. */
  createdAt: number;
}

/**
 * A worker's claim. Mail the claiming instance itself failed less than `holdOffMs` ago is left
 * to the other instances (any other may claim it as soon as it is due), so an instance whose
 * sends fail never starves a healthy one.
 */
export interface OutboxClaim {
  now: number;
  limit: number;
  /** Claimed rows are held until `now + leaseMs`. */
  leaseMs: number;
  /** The claiming instance, an id made at its start. */
  instanceId: string;
  holdOffMs: number;
}

/** A failed attempt: when the mail is due again, why (an error code), and which instance failed it when. */
export interface OutboxRetry {
  nextAttemptAt: number;
  errorKind: string;
  failedBy: string;
  failedAt: number;
}

/**
 * The queue of mails to send, one row per request. A worker claims due rows for a lease;
 * a row is retried after its lease ends only if its worker never reported back (it crashed
 * mid-send), so each attempt sends at most once, whichever instance sends it.
 */
export interface Outbox {
  /** Claims up to `limit` due rows; rows another worker holds are skipped. */
  claimDue(claim: OutboxClaim): Promise<OutboxEntry[]>;
  markSent(id: number, now: number): Promise<void>;
  scheduleRetry(id: number, retry: OutboxRetry): Promise<void>;
  markFailed(id: number, errorKind: string): Promise<void>;
  /** Mails sent since a time, those of requests erased since included: the hourly cap counts these. */
  countSentSince(since: number): Promise<number>;
  countByStatus(): Promise<Record<string, number>>;
  /**
   * Extends the claim on mails this worker holds until `claimedUntil` (a digest sent in parts
   * takes several sends).
   */
  renewClaim(ids: readonly number[], claimedUntil: number): Promise<void>;
  /** Mails the firm must hear about: failed ones not resolved, and unsent ones stored before `staleBefore`. */
  countTrouble(staleBefore: number): Promise<{ failed: number; stale: number }>;
  /** Gives a claimed mail back to the queue, due now (its sender is stopping mid-send). */
  release(id: number): Promise<void>;
  /**
   * Puts failed mails back in the queue, due now: one request's (resolved or not), or every one
   * not resolved; resolves with how many.
   */
  retryFailed(now: number, requestId?: string): Promise<number>;
  /** Marks a request's failed mail as handled by the firm; resolves with whether there was one. */
  resolveFailed(requestId: string, now: number): Promise<boolean>;
}

/** A limit's name (its keys' prefix), points per window and window in seconds, as rate-limiter-flexible takes them. */
export type RateLimitOptions = Pick<
  ConstructorParameters<typeof RateLimiterMemory>[0],
  'keyPrefix' | 'points' | 'duration'
>;

export interface Store {
  engine: Engine;
  requests: RequestStore;
  outbox: Outbox;
  /**
   * A rate limiter counting where every instance sharing the store counts: each consume is
   * atomic there, so two instances taking the last point at once cannot both get it.
   */
  rateLimiter(options: RateLimitOptions): RateLimiterAbstract;
  /**
   * The value kept under `name`: the first one stored, by whichever instance stored it;
   * `candidate` is stored and returned when there is none yet (the form token's secret).
   */
  keptValue(name: string, candidate: string): Promise<string>;
  /**
   * Writes a consistent copy of the store to `file` while the server runs (SQLite only: a
   * PostgreSQL database is copied with pg_dump).
   */
  backup?(file: string): Promise<void>;
  close(): Promise<void>;
}
