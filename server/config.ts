/** Every setting, read and checked here: a bad value stops start-up with one message naming it (docs/settings.md). */
import path from 'node:path';
import * as yup from 'yup';
import { readTrustProxy, trustProxyProblem } from './trustProxy';

export type ServerConfig = ReturnType<typeof readConfig>;

export class ConfigError extends Error {
  constructor(setting: string, problem: string) {
    super(`Configuration error: ${setting} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MINUTES = 7 * 24 * 60;
const FROM = 'Website <no-reply@example.com>';

/** One address of a dotted domain (`office@firm` is no address mail can reach): no list. */
const ADDRESS_TEXT = "[\\w.!#$%&'*+/=?^`{|}~-]+@[a-z0-9-]+(?:\\.[a-z0-9-]+)+";
const ADDRESS = new RegExp(`^${ADDRESS_TEXT}$`, 'i');
/** The same, or with a name before it in <>: no quote, comma or colon that would make it a list or a group. */
const NAMED_ADDRESS = new RegExp(`^(?:${ADDRESS_TEXT}|[^<>@,;:"\\\\]*<${ADDRESS_TEXT}>)$`, 'i');

const SETTINGS = yup.object({
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: yup.string().default('127.0.0.1'),
  DIST_DIR: yup.string().default('dist'),
  DATA_DIR: yup.string().default('data'),
  DATABASE_URL: url({
    schemes: ['postgres:', 'postgresql:'],
    startsWith: 'postgres://',
    example: 'postgres://user:password@db.example.com:5432/site',
  }),
  TRUST_PROXY: checkedText(trustProxyProblem),
  SMTP_URL: url({
    schemes: ['smtp:', 'smtps:'],
    startsWith: 'smtp:// or smtps://',
    example: 'smtps://user:password@mail.example.com:465',
    mustHaveHost: 'must name the mail server host',
  }),
  MAIL_TO: matching(ADDRESS, 'one e-mail address such as office@example.com'),
  MAIL_FROM: matching(NAMED_ADDRESS, `one e-mail address, a name before it allowed: ${FROM}`).default(FROM),
  REQUEST_TIMEOUT_SECONDS: wholeNumber(1, 300).default(15),
  RATE_LIMIT_MAX: wholeNumber(1, 10_000).default(5),
  RATE_LIMIT_WINDOW_MINUTES: wholeNumber(1, WEEK_MINUTES).default(10),
  MAIL_PER_HOUR: wholeNumber(1, 100_000).default(200),
  OUTBOX_POLL_MS: wholeNumber(10, HOUR_MS).default(3000),
  MAIL_RETRY_BASE_MS: wholeNumber(1, DAY_MS).default(60_000),
  MAIL_RETRY_MAX_MS: wholeNumber(1, DAY_MS).default(HOUR_MS),
  MAIL_GIVE_UP_HOURS: wholeNumber(1, 24 * 365).default(120),
  MAIL_ALERT_AFTER_MINUTES: wholeNumber(1, WEEK_MINUTES).default(60),
  RETENTION_DAYS: wholeNumber(1, 36_500),
  // Longer than one SMTP attempt can take (three 30 s timeouts), so a live worker is never overtaken.
  OUTBOX_LEASE_MS: wholeNumber(100, DAY_MS).default(5 * MINUTE_MS),
  FORM_TOKEN_SECRET: checkedText(secretProblem),
  FORM_MIN_SECONDS: wholeNumber(0, 600).default(3),
  // Half of Postfix's default message size limit (10 MB).
  MAIL_DIGEST_MAX_KB: wholeNumber(64, 100 * 1024).default(5 * 1024),
  HEALTHZ_TOKEN: checkedText(secretProblem),
});

/** The settings by their names, in their units; the folders resolved and the proxy setting read. */
export function readConfig(env: Env = process.env) {
  const settings = validate(env);
  return {
    ...settings,
    DIST_DIR: path.resolve(settings.DIST_DIR),
    DATA_DIR: path.resolve(settings.DATA_DIR),
    TRUST_PROXY: readTrustProxy(settings.TRUST_PROXY),
  };
}

function validate(env: Env): yup.InferType<typeof SETTINGS> {
  // An empty setting is an unset one, as an environment file's blank value.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  for (const name of Object.keys(SETTINGS.fields)) {
    const value = given[name];
    if (value === undefined) continue;
    const shown = SECRETS.has(name) ? '' : ` (got "${value}")`;
    // A line break can add a mail header or an SMTP command; a space around a value can change
    // its meaning (" 1" for TRUST_PROXY would be an address).
    if (value.trim() !== value) throw new ConfigError(name, `must not start or end with spaces${shown}`);
    if (/\p{Cc}/u.test(value)) throw new ConfigError(name, 'must be one line, without control characters');
  }
  try {
    return SETTINGS.validateSync(given, { stripUnknown: true });
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new ConfigError(error.path ?? 'a setting', error.message);
    throw error;
  }
}

/** Digits only: no sign, point or exponent. */
function wholeNumber(min: number, max: number) {
  const message = ({ originalValue }: { originalValue: unknown }) =>
    `must be a whole number from ${min} to ${max} (got "${String(originalValue)}")`;
  return yup
    .number()
    .transform((_value, original: unknown) =>
      typeof original === 'string' && /^\d+$/.test(original) ? Number(original) : NaN,
    )
    .typeError(message)
    .min(min, message)
    .max(max, message);
}

function matching(pattern: RegExp, expected: string) {
  return checkedText((value) => (pattern.test(value) ? undefined : `must be ${expected} (got "${value}")`));
}

function checkedText(problemOf: (value: string) => string | undefined) {
  return yup.string().test({
    name: 'setting',
    test(value) {
      const problem = value === undefined ? undefined : problemOf(value);
      return problem === undefined || this.createError({ message: problem });
    },
  });
}

/** Settings never quoted in a message: the log or a terminal could keep them. */
const SECRETS = new Set(['FORM_TOKEN_SECRET', 'HEALTHZ_TOKEN']);

const SECRET_MIN_LENGTH = 32;

function secretProblem(value: string): string | undefined {
  if (value.length >= SECRET_MIN_LENGTH) return undefined;
  return `must be at least ${SECRET_MIN_LENGTH} characters (it has ${value.length}): e.g. the output of openssl rand -base64 32`;
}

function url(rule: { schemes: string[]; startsWith: string; example: string; mustHaveHost?: string }) {
  return checkedText((value) => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return `must be a URL such as ${rule.example}`;
    }
    if (!rule.schemes.includes(parsed.protocol))
      return `must start with ${rule.startsWith} (got "${parsed.protocol}//")`;
    if (rule.mustHaveHost && !parsed.hostname) return rule.mustHaveHost;
    return undefined;
  });
}
