/**
 * The settings (server/config.ts): every bad value stops start-up with one line naming the
 * setting and what it takes; an empty setting is an unset one; the defaults and units are
 * those docs/settings.md gives.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from '../../server/config';

function problemWith(env: Record<string, string>): string {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
}

describe('a bad value', () => {
  it.each([
    ['PORT', 'abc', 'must be a whole number from 0 to 65535 (got "abc")'],
    ['PORT', '70000', 'must be a whole number from 0 to 65535 (got "70000")'],
    ['RATE_LIMIT_MAX', '-1', 'must be a whole number from 1 to 10000 (got "-1")'],
    ['RATE_LIMIT_MAX', '1.5', 'must be a whole number from 1 to 10000 (got "1.5")'],
    ['REQUEST_TIMEOUT_SECONDS', '1e3', 'must be a whole number from 1 to 300 (got "1e3")'],
    ['RETENTION_DAYS', '0', 'must be a whole number from 1 to 36500 (got "0")'],
    ['MAIL_DIGEST_MAX_KB', '10', 'must be a whole number from 64 to 102400 (got "10")'],
    ['HEALTHZ_TOKEN', 'short', 'must be at least 32 characters (it has 5)'],
    ['HOST', ' 127.0.0.1', 'must not start or end with spaces (got " 127.0.0.1")'],
    ['MAIL_TO', 'office', 'must be one e-mail address such as office@example.com (got "office")'],
    ['MAIL_TO', 'office@firm', 'must be one e-mail address such as office@example.com (got "office@firm")'],
    [
      'MAIL_TO',
      'a@firm.ca,b@firm.ca',
      'must be one e-mail address such as office@example.com (got "a@firm.ca,b@firm.ca")',
    ],
    ['MAIL_FROM', 'not an address', 'must be one e-mail address, a name before it allowed'],
    ['MAIL_FROM', 'Web, Site <a@firm.ca>', 'must be one e-mail address, a name before it allowed'],
    ['MAIL_FROM', 'a@firm.ca\r\nBcc: b@elsewhere.ca', 'must be one line, without control characters'],
    ['MAIL_GIVE_UP_HOURS', '999999999999999', 'must be a whole number from 1 to 8760 (got "999999999999999")'],
    ['MAIL_RETRY_MAX_MS', '9999999999', 'must be a whole number from 1 to 86400000 (got "9999999999")'],
    ['SMTP_URL', 'http://mail.example.com', 'must start with smtp:// or smtps:// (got "http://")'],
    ['SMTP_URL', 'mail.example.com', 'must be a URL such as smtps://user:password@mail.example.com:465'],
    ['DATABASE_URL', 'mysql://db/site', 'must start with postgres:// (got "mysql://")'],
    ['FORM_MIN_SECONDS', '-1', 'must be a whole number from 0 to 600 (got "-1")'],
    ['FORM_MIN_SECONDS', '601', 'must be a whole number from 0 to 600 (got "601")'],
    [
      'TRUST_PROXY',
      '10.0.0.5,10.0.0.999',
      'must be a number of proxy hops or a list of proxy addresses (got "10.0.0.999")',
    ],
  ])('%s=%s: "Configuration error: %s %s"', (setting, value, problem) => {
    expect(problemWith({ [setting]: value })).toContain(`Configuration error: ${setting} ${problem}`);
  });

  it.each([
    ['TRUST_PROXY', ' 1'],
    ['TRUST_PROXY', 'loopback '],
    ['PORT', '3000 '],
    ['RATE_LIMIT_MAX', ' 5'],
    ['SMTP_URL', ' smtp://mail.example.com:25'],
    ['DATABASE_URL', 'postgres://u:p@db:5432/site\t'],
    ['MAIL_TO', ' office@example.com'],
    ['MAIL_FROM', 'Website <no-reply@example.com> '],
    ['DATA_DIR', 'data '],
  ])('%s="%s" (spaces around it) stops start-up, naming it', (setting, value) => {
    expect(problemWith({ [setting]: value })).toBe(
      `Configuration error: ${setting} must not start or end with spaces (got "${value}")`,
    );
  });

  it('a secret with spaces around it is refused without quoting it', () => {
    const secret = ` ${'s'.repeat(40)}`;
    const message = problemWith({ HEALTHZ_TOKEN: secret });
    expect(message).toBe('Configuration error: HEALTHZ_TOKEN must not start or end with spaces');
  });

  it.each(['167772165', '0x0a000005', '10.0.0.5,1', '10.1/16'])(
    'TRUST_PROXY=%s, an address not written out in four parts, is refused',
    (value) => {
      expect(problemWith({ TRUST_PROXY: value })).toMatch(
        /^Configuration error: TRUST_PROXY (must be a number of proxy hops or a list of proxy addresses|must trust only)/,
      );
    },
  );

  it('a FORM_TOKEN_SECRET under 32 characters is refused without quoting it', () => {
    const message = problemWith({ FORM_TOKEN_SECRET: 'hunter2-hunter2' });
    expect(message).toBe(
      'Configuration error: FORM_TOKEN_SECRET must be at least 32 characters (it has 15): e.g. the output of openssl rand -base64 32',
    );
    expect(message).not.toContain('hunter2');
  });

  it.each([
    ['true', 'true'],
    ['6', '6'],
    ['99', '99'],
    ['0.0.0.0/0', '0.0.0.0/0'],
    ['::/0', '::/0'],
    ['0.0.0.0/0,::/0', '0.0.0.0/0'],
    ['loopback, 0.0.0.0/1, 128.0.0.0/1', '0.0.0.0/1'],
    ['10.0.0.0/7', '10.0.0.0/7'],
    ['2000::/3', '2000::/3'],
    // Every IPv4 client, as a dual-stack socket sees it, or more than a /8 of them.
    ['::ffff:0:0/96', '::ffff:0:0/96'],
    ['10.0.0.5,::/64', '::/64'],
    ['::ffff:0.0.0.0/100', '::ffff:0.0.0.0/100'],
  ])('TRUST_PROXY=%s trusts every address, or more proxies than there are: refused, naming %s', (value, culprit) => {
    const message = problemWith({ TRUST_PROXY: value });
    expect(message).toMatch(
      /^Configuration error: TRUST_PROXY must trust only the proxies in front of the server: any client could otherwise choose its own address/,
    );
    expect(message).toContain('1 to 5 (e.g. 1)');
    expect(message.endsWith(`(got "${culprit}")`)).toBe(true);
  });
});

describe('values taken', () => {
  it('reads an empty setting as unset, and gives every default', () => {
    const config = readConfig({ PORT: '', SMTP_URL: '', TRUST_PROXY: '' });
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DIST_DIR: path.resolve('dist'),
      DATA_DIR: path.resolve('data'),
      TRUST_PROXY: false,
      MAIL_FROM: 'Website <no-reply@example.com>',
      REQUEST_TIMEOUT_SECONDS: 15,
      RATE_LIMIT_MAX: 5,
      RATE_LIMIT_WINDOW_MINUTES: 10,
      MAIL_PER_HOUR: 200,
      FORM_MIN_SECONDS: 3,
      MAIL_DIGEST_MAX_KB: 5 * 1024,
    });
    for (const unset of [
      'DATABASE_URL',
      'SMTP_URL',
      'MAIL_TO',
      'RETENTION_DAYS',
      'FORM_TOKEN_SECRET',
      'HEALTHZ_TOKEN',
    ]) {
      expect(config[unset as keyof typeof config]).toBeUndefined();
    }
  });

  it('reads numbers, resolves folders and reads TRUST_PROXY as hops or addresses', () => {
    const config = readConfig({ RETENTION_DAYS: '30', MAIL_GIVE_UP_HOURS: '2', DIST_DIR: 'elsewhere' });
    expect(config.RETENTION_DAYS).toBe(30);
    expect(config.MAIL_GIVE_UP_HOURS).toBe(2);
    expect(config.DIST_DIR).toBe(path.resolve('elsewhere'));
    expect(readConfig({ FORM_MIN_SECONDS: '0' }).FORM_MIN_SECONDS).toBe(0);
    expect(readConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(readConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toEqual(['loopback', '10.0.0.0/8']);
    expect(readConfig({ TRUST_PROXY: '5' }).TRUST_PROXY).toBe(5);
    expect(readConfig({ TRUST_PROXY: 'fc00::/7,2001:db8::5,::ffff:10.0.0.0/104' }).TRUST_PROXY).toEqual([
      'fc00::/7',
      '2001:db8::5',
      '::ffff:10.0.0.0/104',
    ]);
    expect(readConfig({ DATABASE_URL: 'postgresql://u:p@db:5432/site' }).DATABASE_URL).toBe(
      'postgresql://u:p@db:5432/site',
    );
  });
});
