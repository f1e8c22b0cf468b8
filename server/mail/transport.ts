/**
 * Where mail goes: an SMTP server when SMTP_URL is set, otherwise .eml files under
 * DATA_DIR/outbox-mail/ so a fresh machine works with nothing else running.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';

export interface MailTransport {
  /** Resolves once the server (or the disk) has accepted the message. */
  send(message: Mail.Options, fileName: string): Promise<void>;
  close(): void;
}

/** A stuck mail server must not hold a claimed row longer than the worker's lease. */
const SMTP_TIMEOUT_MS = 30_000;

export const MAIL_FOLDER = 'outbox-mail';

export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  return smtpUrl ? createSmtpTransport(smtpUrl) : createFileTransport(path.join(dataDir, MAIL_FOLDER));
}

function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    send: async (message) => {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

function createFileTransport(folder: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message, fileName) {
      const info = await transporter.sendMail(message);
      await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${fileName}.eml`);
      // Written whole, then renamed: a crash never leaves half a message under the final name.
      const partial = `${file}.partial`;
      await fs.promises.writeFile(partial, info.message as Buffer, { mode: 0o600 });
      await fs.promises.rename(partial, file);
    },
    close: () => transporter.close(),
  };
}
