/**
 * Both engines' tables, from one text: append new migrations, never edit or reorder those shipped
 * (the firm's database has run them). Where the engines differ, `sqlite`/`postgres` say how.
 */
import { StoreOpenError, type Engine } from './store';

export const RATE_LIMIT_TABLE = 'rate_limits';

export function migrations(engine: Engine): readonly string[] {
  const sqlite = engine === 'sqlite';
  // SQLite's INTEGER holds 64 bits; STRICT makes it check the types as PostgreSQL does.
  const [big, serial, strict] = sqlite
    ? ['INTEGER', 'INTEGER PRIMARY KEY AUTOINCREMENT', ' STRICT']
    : ['BIGINT', 'BIGSERIAL PRIMARY KEY', ''];
  return [
    // 1: requests and the outbox of mails to send about them (and what each engine needed then).
    `
    CREATE TABLE consultation_requests (
      id TEXT PRIMARY KEY,
      created_at TEXT NOT NULL,
      first_name TEXT NOT NULL,
      last_name TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      legal_service_area TEXT NOT NULL,
      problem_description TEXT NOT NULL,
      goals TEXT NOT NULL DEFAULT '',
      urgency_level TEXT NOT NULL,
      consulted_before TEXT NOT NULL DEFAULT '',
      contact_method TEXT NOT NULL,
      best_time TEXT NOT NULL DEFAULT ''
    )${strict};
    CREATE INDEX consultation_requests_created_at ON consultation_requests (created_at);
    CREATE TABLE outbox (
      id ${serial},
      request_id TEXT NOT NULL UNIQUE REFERENCES consultation_requests (id) ON DELETE CASCADE,
      status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at ${big} NOT NULL,
      next_attempt_at ${big} NOT NULL,
      claimed_until ${big},
      sent_at ${big},
      last_error TEXT
    )${strict};
    CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
    CREATE INDEX outbox_sent_at ON outbox (sent_at);
    ${sqlite ? 'CREATE TABLE health_check (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at INTEGER NOT NULL) STRICT;' : 'CREATE TABLE rate_limit_windows (client TEXT PRIMARY KEY, used INTEGER NOT NULL, resets_at BIGINT NOT NULL);'}
    `,
    // 2: SQLite's health check no longer writes; PostgreSQL's rate limit is rate-limiter-flexible's
    // table (its keys are hashes, intake/rateLimit.ts, never an address).
    sqlite
      ? 'DROP TABLE health_check;'
      : `DROP TABLE rate_limit_windows;
         CREATE TABLE ${RATE_LIMIT_TABLE} (key VARCHAR(255) PRIMARY KEY, points INTEGER NOT NULL DEFAULT 0, expire BIGINT);`,
    // 3: which instance last failed a mail: it leaves that mail to the others for a while.
    `ALTER TABLE outbox ADD COLUMN last_failed_by TEXT;
     ALTER TABLE outbox ADD COLUMN last_failed_at ${big};`,
    // 4: the form token's nonce, once per request, and the kept token secret (docs/decisions/0021-a-signed-time-token-on-the-form.md).
    `ALTER TABLE consultation_requests ADD COLUMN form_nonce TEXT;
     CREATE UNIQUE INDEX consultation_requests_form_nonce ON consultation_requests (form_nonce);
     CREATE TABLE kept_values (name TEXT PRIMARY KEY, value TEXT NOT NULL)${strict};`,
    // 5: when the firm marked a failed mail as handled (requests -- resolve): no longer reported.
    `ALTER TABLE outbox ADD COLUMN resolved_at ${big};`,
    // 6: the language the request was sent in; those before were all sent from the English pages.
    `ALTER TABLE consultation_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`,
    // 7: when each mail went out, apart from its request, so a purge does not reset the hourly cap.
    `CREATE TABLE mail_sends (sent_at ${big} NOT NULL)${strict};
     CREATE INDEX mail_sends_sent_at ON mail_sends (sent_at);
     INSERT INTO mail_sends (sent_at) SELECT sent_at FROM outbox WHERE sent_at IS NOT NULL;`,
  ];
}

/** A store a newer version of the code has migrated is left alone. */
export function assertKnownVersion(version: number, engine: Engine): void {
  const known = migrations(engine).length;
  if (version > known)
    throw new StoreOpenError(`the store is version ${version}, newer than this code (${known}): update the code`);
}
