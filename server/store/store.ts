/**
 * What the intake keeps, whichever engine keeps it: the consultation requests, the outbox of
 * mails about them, and the rate limit's counts. SQLite in DATA_DIR (one instance, the default)
 * or PostgreSQL (DATABASE_URL, several instances sharing one database).
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
  /** When its mail was queued (ms since epoch), for "unsent for too long". */
  mailQueuedAt: number;
}

export interface RequestStore {
  /** Stores the request and queues its mail in one transaction; resolves with its id once on disk. */
  save(request: ConsultationRequest, now?: Date): Promise<string>;
  /**
   * Like save, unless a stored request already carries the form token's nonce (checked in the
   * same transaction, so two posts of one token are never both stored): then undefined.
   */
  saveOnce(request: ConsultationRequest, formNonce: string, now?: Date): Promise<string | undefined>;
  get(id: string): Promise<StoredRequest | undefined>;
  /** Newest first. */
  list(): Promise<StoredRequest[]>;
  count(): Promise<number>;
  /**
   * Erases requests created before the cut-off, with their outbox rows, and resolves with their
   * ids (for their mail files). A request whose mail is not sent is kept unless `includeUnsent`.
   */
  purgeOlderThan(cutoff: Date, options: { includeUnsent: boolean }): Promise<string[]>;
  /** Requests before `cutoff` kept as their mail is not sent, and requests dated after `now`. */
  countRetentionTrouble(cutoff: Date, now: Date): Promise<RetentionTrouble>;
  /** Erases one request with its outbox row; resolves with whether it existed. */
  erase(id: string): Promise<boolean>;
  /** Which of these ids a stored request still has. */
  existing(ids: readonly string[]): Promise<Set<string>>;
  /** Why the store cannot take a request now, or undefined. */
  problem(): Promise<string | undefined>;
}

export interface RetentionTrouble {
  keptUnsent: number;
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
 * A worker's claim, held until `now + leaseMs`. Mail the claiming instance itself failed less
 * than `holdOffMs` ago is left to the others, so a failing instance never starves a healthy one.
 */
export interface OutboxClaim {
  now: number;
  limit: number;
  leaseMs: number;
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
 * The queue of mails, one row per request. A row is claimed for a lease and retried after it only
 * if its worker never reported back (it crashed mid-send): each attempt sends at most once.
 */
export interface Outbox {
  /** Claims up to `limit` due rows; rows another worker holds are skipped. */
  claimDue(claim: OutboxClaim): Promise<OutboxEntry[]>;
  markSent(id: number, now: number): Promise<void>;
  scheduleRetry(id: number, retry: OutboxRetry): Promise<void>;
  markFailed(id: number, errorKind: string): Promise<void>;
  /** Mails sent since a time, those of erased requests included: the hourly cap counts these. */
  countSentSince(since: number): Promise<number>;
  countByStatus(): Promise<Record<string, number>>;
  /** Extends the claim on mails this worker holds (a digest sent in parts takes several sends). */
  renewClaim(ids: readonly number[], claimedUntil: number): Promise<void>;
  /** Failed mails not resolved, and unsent ones queued before `staleBefore`. */
  countTrouble(staleBefore: number): Promise<{ failed: number; stale: number }>;
  /** Gives a claimed mail back to the queue, due now (its sender is stopping mid-send). */
  release(id: number): Promise<void>;
  /** Queues failed mail again, due now: one request's, or every one not resolved; resolves with how many. */
  retryFailed(now: number, requestId?: string): Promise<number>;
  /** Marks a request's failed mail as handled by the firm; resolves with whether there was one. */
  resolveFailed(requestId: string, now: number): Promise<boolean>;
}

/** A limit's name (its keys' prefix), points per window and window in seconds. */
export type RateLimitOptions = Pick<
  ConstructorParameters<typeof RateLimiterMemory>[0],
  'keyPrefix' | 'points' | 'duration'
>;

export interface Store {
  engine: Engine;
  requests: RequestStore;
  outbox: Outbox;
  /** A rate limiter counting in the store, atomically, for every instance sharing it. */
  rateLimiter(options: RateLimitOptions): RateLimiterAbstract;
  /** The value kept under `name`, the first one stored; `candidate` when there is none yet. */
  keptValue(name: string, candidate: string): Promise<string>;
  /** Writes a consistent copy to `file` while the server runs (SQLite only: PostgreSQL has pg_dump). */
  backup?(file: string): Promise<void>;
  close(): Promise<void>;
}
