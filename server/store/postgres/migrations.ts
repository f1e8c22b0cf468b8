/** Append new ones: never edit or reorder those shipped. The same tables and columns as SQLite's. */
export const RATE_LIMIT_TABLE = 'rate_limits';

export const PG_MIGRATIONS: readonly string[] = [
  // 1: requests, the outbox of mails to send about them, and the rate limit's windows.
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
  );
  CREATE INDEX consultation_requests_created_at ON consultation_requests (created_at);

  CREATE TABLE outbox (
    id BIGSERIAL PRIMARY KEY,
    request_id TEXT NOT NULL UNIQUE REFERENCES consultation_requests (id) ON DELETE CASCADE,
    status TEXT NOT NULL CHECK (status IN ('pending', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at BIGINT NOT NULL,
    next_attempt_at BIGINT NOT NULL,
    claimed_until BIGINT,
    sent_at BIGINT,
    last_error TEXT
  );
  CREATE INDEX outbox_due ON outbox (status, next_attempt_at);
  CREATE INDEX outbox_sent_at ON outbox (sent_at);

  -- A client is a SHA-256 of its address: the table never holds an address.
  CREATE TABLE rate_limit_windows (
    client TEXT PRIMARY KEY,
    used INTEGER NOT NULL,
    resets_at BIGINT NOT NULL
  );
  `,
  // 2: rate-limiter-flexible's table; its keys are hashes (intake/rateLimit.ts), never an address.
  `
  DROP TABLE rate_limit_windows;
  CREATE TABLE ${RATE_LIMIT_TABLE} (
    key VARCHAR(255) PRIMARY KEY,
    points INTEGER NOT NULL DEFAULT 0,
    expire BIGINT
  );
  `,
  // 3: which instance last failed a mail: it leaves that mail to the others for a while.
  `ALTER TABLE outbox ADD COLUMN last_failed_by TEXT, ADD COLUMN last_failed_at BIGINT;`,
  // 4: the form token's nonce, once per request, and the kept token secret (docs/decisions/0021-a-signed-time-token-on-the-form.md).
  `
  ALTER TABLE consultation_requests ADD COLUMN form_nonce TEXT;
  CREATE UNIQUE INDEX consultation_requests_form_nonce ON consultation_requests (form_nonce);
  CREATE TABLE kept_values (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );
  `,
  // 5: when the firm marked a failed mail as handled (requests -- resolve): no longer reported.
  `ALTER TABLE outbox ADD COLUMN resolved_at BIGINT;`,
  // 6: the language the request was sent in; those before were all sent from the English pages.
  `ALTER TABLE consultation_requests ADD COLUMN language TEXT NOT NULL DEFAULT 'en';`,
  // 7: when each mail went out, apart from its request, so a purge does not reset the hourly cap.
  `
  CREATE TABLE mail_sends (sent_at BIGINT NOT NULL);
  CREATE INDEX mail_sends_sent_at ON mail_sends (sent_at);
  INSERT INTO mail_sends (sent_at) SELECT sent_at FROM outbox WHERE sent_at IS NOT NULL;
  `,
];
