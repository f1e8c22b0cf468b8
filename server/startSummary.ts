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
  if (!config.SMTP_URL) {
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
  if (config.DATABASE_URL) return `${describeUrl(config.DATABASE_URL)} (PostgreSQL)`;
  return path.join(config.DATA_DIR, DATABASE_FILE);
}

function describeMail(config: ServerConfig, site: BuiltSiteManifest): string {
  if (!config.SMTP_URL) return `written as files to ${path.join(config.DATA_DIR, MAIL_FOLDER)} (not sent)`;
  // The host only: the URL carries the mail server's password.
  const server = new URL(config.SMTP_URL);
  return `sent to ${config.MAIL_TO ?? site.firmEmail} through ${server.protocol}//${server.host}`;
}
