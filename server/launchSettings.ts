/**
 * The settings a launched site cannot keep: without them no request reaches a person.
 * `npm run check:launch` lists them with the content's placeholders; `npm start` warns.
 */
import { isExampleMailbox, type LaunchItem } from '../lib/launchItem';
import type { ServerConfig } from './config';

const SETTINGS = 'environment';

export function settingsToConfirm(config: ServerConfig): LaunchItem[] {
  const items: LaunchItem[] = [];
  if (!config.smtpUrl) {
    items.push({
      file: SETTINGS,
      message:
        'SMTP_URL is not set, so mail is only written to files and no request reaches anyone: ' +
        'set SMTP_URL=smtps://user:password@mail.your-firm.ca:465 (docs/settings.md)',
    });
  }
  if (config.mailTo === undefined) {
    items.push({
      file: SETTINGS,
      message:
        'MAIL_TO is not set: set it to the mailbox the firm reads for new requests, e.g. MAIL_TO=intake@your-firm.ca',
    });
  } else if (isExampleMailbox(config.mailTo)) {
    items.push({
      file: SETTINGS,
      message: `MAIL_TO is an example address (${config.mailTo}): set it to the mailbox the firm reads for new requests`,
    });
  }
  if (isExampleMailbox(config.mailFrom)) {
    items.push({
      file: SETTINGS,
      message:
        `MAIL_FROM is an example address (${config.mailFrom}): set it to an address of the firm's own domain ` +
        "that its mail server may send from, e.g. MAIL_FROM='Website <no-reply@your-firm.ca>'",
    });
  }
  return items;
}
