/**
 * The settings a launched site cannot keep: without them no request reaches a person.
 * `npm run check:launch` lists them with the content's placeholders; `npm start` warns.
 */
import { isExampleMailbox, type LaunchItem } from '../lib/launchItem';
import type { ServerConfig } from './config';

export function settingsToConfirm(config: ServerConfig): LaunchItem[] {
  const firmMailbox = 'set it to the mailbox the firm reads for new requests';
  const messages = [
    !config.SMTP_URL &&
      'SMTP_URL is not set, so mail is only written to files and no request reaches anyone: ' +
        'set SMTP_URL=smtps://user:password@mail.your-firm.ca:465 (docs/settings.md)',
    config.MAIL_TO === undefined
      ? `MAIL_TO is not set: ${firmMailbox}, e.g. MAIL_TO=intake@your-firm.ca`
      : isExampleMailbox(config.MAIL_TO) && `MAIL_TO is an example address (${config.MAIL_TO}): ${firmMailbox}`,
    isExampleMailbox(config.MAIL_FROM) &&
      `MAIL_FROM is an example address (${config.MAIL_FROM}): set it to an address of the firm's own domain ` +
        "that its mail server may send from, e.g. MAIL_FROM='Website <no-reply@your-firm.ca>'",
  ];
  return messages.filter((message) => message !== false).map((message) => ({ file: 'environment', message }));
}
