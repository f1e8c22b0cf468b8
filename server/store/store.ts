import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { ConsultationRequest } from '../../consultation-request/schema';

export type Engine = 'sqlite' | 'postgres';

export interface StoredRequest extends ConsultationRequest {
  id: string;
  createdAt: string;
  mailStatus: string;
  mailAttempts: number;
  /** Why its last send failed (an error code, never the server's words), or empty. */
  mailLastError: string;
  mailQueuedAt: number;
}

export interface RequestStore {
  save(request: ConsultationRequest, now?: Date): Promise<string>;
  /** Like save, unless a stored request carries the nonce (same transaction): then undefined. */
  saveOnce(request: ConsultationRequest, formNonce: string, now?: Date): Promise<string | undefined>;
  get(id: string): Promise<StoredRequest | undefined>;
  list(): Promise<StoredRequest[]>;
  count(): Promise<number>;
  purgeOlderThan(cutoff: Date, options: { includeUnsent: boolean }): Promise<string[]>;
  countRetentionTrouble(cutoff: Date, now: Date): Promise<{ keptUnsent: number; future: number }>;
  erase(id: string): Promise<boolean>;
  existing(ids: readonly string[]): Promise<Set<string>>;
  problem(): Promise<string | undefined>;
}

export interface OutboxEntry {
  id: number;
  requestId: string;
  attempts: number;
  createdAt: number;
}

/** Mail the claiming instance failed under `holdOffMs` ago is left to the others: a failing one never starves a healthy one. */
export interface OutboxClaim {
  now: number;
  limit: number;
  leaseMs: number;
  instanceId: string;
  holdOffMs: number;
}

export interface OutboxRetry {
  nextAttemptAt: number;
  errorKind: string;
  failedBy: string;
  failedAt: number;
}

/** A row is retried after its lease only if its worker never reported back: each attempt sends at most once. */
export interface Outbox {
  claimDue(claim: OutboxClaim): Promise<OutboxEntry[]>;
  /** One transaction: every entry of a digest is marked sent, or none. */
  markSent(ids: readonly number[], now: number): Promise<void>;
  scheduleRetry(id: number, retry: OutboxRetry): Promise<void>;
  markFailed(id: number, errorKind: string): Promise<void>;
  /** Those of erased requests included. */
  countSentSince(since: number): Promise<number>;
  renewClaim(ids: readonly number[], claimedUntil: number): Promise<void>;
  countTrouble(staleBefore: number): Promise<{ failed: number; stale: number }>;
  release(id: number): Promise<void>;
  retryFailed(now: number, requestId?: string): Promise<number>;
  resolveFailed(requestId: string, now: number): Promise<boolean>;
}

export interface Store {
  requests: RequestStore;
  outbox: Outbox;
  rateLimiter(options: { keyPrefix: string; points: number; duration: number }): RateLimiterAbstract;
  /** The first value stored under `name`. */
  keptValue(name: string, candidate: string): Promise<string>;
  /** Writes a consistent copy to `file` while the server runs (SQLite only: PostgreSQL has pg_dump). */
  backup?(file: string): Promise<void>;
  close(): Promise<void>;
}

/** The store cannot be opened for the firm's tool: the message is the one line to print. */
export class StoreOpenError extends Error {
  override name = 'StoreOpenError';
}
