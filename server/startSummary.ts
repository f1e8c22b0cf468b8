/** What `npm start` tells the person who ran it, on stderr, beside the JSON log lines. */
import path from 'node:path';
import type { BuiltSiteManifest } from '../built-site/manifest';
import type { ServerConfig } from './config';
import { MAIL_FOLDER } from './mail/mailFiles';
import { describeUrl } from './store/postgres/pgStore';
import { DATABASE_FILE } from './store/sqlite/database';
import { plural } from './words';

export function describeStart(url: string, config: ServerConfig, site: BuiltSiteManifest): string[] {
  const lines = [
    'The site is running.',
    `  Open:      ${url}/`,
    `  Requests:  stored in ${describeStore(config)}`,
    `  Mail:      ${describeMail(config, site)}`,
  ];
  if (!config.smtpUrl) {
    lines.push(
      'WARNING: mail is only written to files: no consultation request reaches anyone at the firm.',
      '         Set SMTP_URL and MAIL_TO before launch (docs/settings.md).',
    );
  }
  if (site.placeholderCount > 0) {
    lines.push(
      `WARNING: the site still shows ${plural(site.placeholderCount, 'placeholder')} (example names, phones, addresses).`,
      '         npm run check:launch lists each one with what to do.',
    );
  }
  return lines;
}

function describeStore(config: ServerConfig): string {
  // Never the URL itself: it carries the database's password.
  if (config.databaseUrl) return `${describeUrl(config.databaseUrl)} (PostgreSQL)`;
  return path.join(config.dataDir, DATABASE_FILE);
}

function describeMail(config: ServerConfig, site: BuiltSiteManifest): string {
  if (!config.smtpUrl) return `written as files to ${path.join(config.dataDir, MAIL_FOLDER)} (not sent)`;
  // The host only: the URL carries the mail server's password.
  const server = new URL(config.smtpUrl);
  return `sent to ${config.mailTo ?? site.firmEmail} through ${server.protocol}//${server.host}`;
}
