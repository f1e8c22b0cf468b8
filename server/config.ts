/**
 * Every setting of the server, read from the environment in this one place and validated,
 * so a bad value stops start-up with one message naming the setting instead of failing later.
 */
import net from 'node:net';
import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  /** The build's output (`npm run build`): the pages in `client/`, what the server needs in `site.json`. */
  buildDir: string;
  /** True when buildDir is the build's own output folder, so `npm start` may build it. */
  buildDirIsDefault: boolean;
  /** The SQLite store (without DATABASE_URL) and the .eml files of mail written to files live here. */
  dataDir: string;
  /** postgres://… : the store is this PostgreSQL database, shared by every instance; undefined: SQLite. */
  databaseUrl: string | undefined;
  /**
   * Express `trust proxy`: false, a number of proxy hops, or the proxies' addresses. Never
   * `true`: that would let any client choose its own address, and so its own rate limit.
   */
  trustProxy: false | number | string[];
  /** smtp:// or smtps:// with credentials; undefined writes mail as .eml files. */
  smtpUrl: string | undefined;
  /** Recipient of each request; undefined means the firm e-mail of the built site (dist/site.json). */
  mailTo: string | undefined;
  mailFrom: string;
  /** How long a client has to send a whole request, headers and body; then 408. */
  requestTimeoutMs: number;
  /** Accepted consultation requests per client IP per window. */
  rateLimitMax: number;
  rateLimitWindowMinutes: number;
  /** Global cap on mails sent per hour; the rest wait in the outbox. */
  mailPerHour: number;
  /** How often the outbox worker looks for due mail. */
  outboxPollMs: number;
  /** First retry delay after a failed send; doubles each time up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** After this long since the request, a mail that still fails is marked failed. */
  retryGiveUpMs: number;
  /**
   * Requests older than this are erased by the running server (PIPEDA: kept no longer than
   * needed). Undefined: the period the privacy notice publishes (requestRetentionDays in site.yaml).
   */
  retentionMs: number | undefined;
  /** A mail still unsent this long after its request was stored makes /healthz report it. */
  mailAlertAfterMs: number;
  /** A mail claimed by a worker that then died is retried after this long. */
  outboxLeaseMs: number;
}

export const DEFAULT_BUILD_DIR = 'dist';

export class ConfigError extends Error {
  constructor(
    readonly setting: string,
    problem: string,
  ) {
    super(`Configuration error: ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** Reads and validates the settings; throws ConfigError naming the first bad setting. */
export function readConfig(env: Env = process.env): ServerConfig {
  const buildSetting = readString(env, 'DIST_DIR', DEFAULT_BUILD_DIR);
  return {
    port: readInteger(env, 'PORT', 3000, { min: 0, max: 65535 }),
    host: readString(env, 'HOST', '127.0.0.1'),
    buildDir: path.resolve(buildSetting),
    buildDirIsDefault: path.resolve(buildSetting) === path.resolve(DEFAULT_BUILD_DIR),
    dataDir: path.resolve(readString(env, 'DATA_DIR', 'data')),
    databaseUrl: readDatabaseUrl(env),
    trustProxy: readTrustProxy(env),
    smtpUrl: readSmtpUrl(env),
    mailTo: readOptionalEmail(env, 'MAIL_TO'),
    mailFrom: readString(env, 'MAIL_FROM', 'Website <no-reply@example.com>'),
    requestTimeoutMs: readInteger(env, 'REQUEST_TIMEOUT_SECONDS', 15, { min: 1, max: 300 }) * 1000,
    rateLimitMax: readInteger(env, 'RATE_LIMIT_MAX', 5, { min: 1 }),
    rateLimitWindowMinutes: readInteger(env, 'RATE_LIMIT_WINDOW_MINUTES', 10, { min: 1 }),
    mailPerHour: readInteger(env, 'MAIL_PER_HOUR', 200, { min: 1 }),
    outboxPollMs: readInteger(env, 'OUTBOX_POLL_MS', 3000, { min: 10 }),
    retryBaseMs: readInteger(env, 'MAIL_RETRY_BASE_MS', 60_000, { min: 1 }),
    retryMaxMs: readInteger(env, 'MAIL_RETRY_MAX_MS', 3_600_000, { min: 1 }),
    retryGiveUpMs: readInteger(env, 'MAIL_GIVE_UP_HOURS', 120, { min: 1 }) * 3_600_000,
    mailAlertAfterMs: readInteger(env, 'MAIL_ALERT_AFTER_MINUTES', 60, { min: 1 }) * 60_000,
    retentionMs: readOptionalDays(env, 'RETENTION_DAYS'),
    // Longer than one SMTP attempt can take (three 30 s timeouts), so a live worker is never overtaken.
    outboxLeaseMs: readInteger(env, 'OUTBOX_LEASE_MS', 5 * 60_000, { min: 100 }),
  };
}

function readString(env: Env, name: string, fallback: string): string {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  if (value.trim() !== value) throw new ConfigError(name, `must not start or end with spaces (got "${value}")`);
  return value;
}

function readOptionalDays(env: Env, name: string): number | undefined {
  if (env[name] === undefined || env[name] === '') return undefined;
  return readInteger(env, name, 0, { min: 1, max: 36_500 }) * DAY_MS;
}

const DAY_MS = 86_400_000;

function readInteger(env: Env, name: string, fallback: number, bounds: { min: number; max?: number }): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const max = bounds.max ?? Number.MAX_SAFE_INTEGER;
  if (!/^\d+$/.test(value) || Number(value) < bounds.min || Number(value) > max) {
    const range = bounds.max === undefined ? `${bounds.min} or more` : `from ${bounds.min} to ${max}`;
    throw new ConfigError(name, `must be a whole number ${range} (got "${value}")`);
  }
  return Number(value);
}

/** Express's names for address ranges a proxy may sit in. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function readTrustProxy(env: Env): false | number | string[] {
  const value = env.TRUST_PROXY;
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      'must not be "true": any client could then choose its own address (and rate limit) with X-Forwarded-For; ' +
        'give the number of proxies in front of the server (e.g. 1) or their addresses (e.g. 10.0.0.5,loopback)',
    );
  }
  // A hop count trusts only that many proxies in front of the server.
  if (/^\d+$/.test(value)) return Number(value);
  const addresses = value.split(',').map((entry) => entry.trim());
  const wrong = addresses.find((entry) => !isProxyAddress(entry));
  if (wrong === undefined) return addresses;
  throw new ConfigError(
    'TRUST_PROXY',
    `must be a number of proxy hops or a list of proxy addresses (got "${wrong}"): e.g. 1, or 10.0.0.5,loopback`,
  );
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGES.includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
}

function readDatabaseUrl(env: Env): string | undefined {
  return readOptionalUrl(env, 'DATABASE_URL', {
    schemes: ['postgres:', 'postgresql:'],
    startsWith: 'postgres://',
    example: 'postgres://user:password@db.example.com:5432/site',
  });
}

function readSmtpUrl(env: Env): string | undefined {
  return readOptionalUrl(env, 'SMTP_URL', {
    schemes: ['smtp:', 'smtps:'],
    startsWith: 'smtp:// or smtps://',
    example: 'smtps://user:password@mail.example.com:465',
    mustHaveHost: 'must name the mail server host',
  });
}

interface UrlRule {
  /** The URL schemes accepted, with their colon, as `URL.protocol` gives them. */
  schemes: string[];
  /** How the message names them. */
  startsWith: string;
  example: string;
  /** The message when the URL names no host, if it must name one. */
  mustHaveHost?: string;
}

/** A URL setting, unset when empty; the value is returned as written. */
function readOptionalUrl(env: Env, name: string, rule: UrlRule): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `must be a URL such as ${rule.example}`);
  }
  if (!rule.schemes.includes(url.protocol)) {
    throw new ConfigError(name, `must start with ${rule.startsWith} (got "${url.protocol}//")`);
  }
  if (rule.mustHaveHost && !url.hostname) throw new ConfigError(name, rule.mustHaveHost);
  return value;
}

function readOptionalEmail(env: Env, name: string): string | undefined {
  const value = env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(value)) {
    throw new ConfigError(name, `must be an e-mail address such as office@example.com (got "${value}")`);
  }
  return value;
}
