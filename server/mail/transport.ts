/** Where mail goes: SMTP_URL's server, otherwise .eml files under DATA_DIR/outbox-mail/. */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { MAIL_FOLDER, renderMessage, writeMailFile } from './mailFiles';

export interface MailTransport {
  send(message: Mail.Options, requestIds: readonly string[], signal?: AbortSignal): Promise<void>;
  verify(signal?: AbortSignal): Promise<void>;
  close(): void;
}

/** A stuck mail server must not hold a claimed row longer than the worker's lease. */
const SMTP_TIMEOUT_MS = 30_000;

export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  return smtpUrl ? createSmtpTransport(smtpUrl) : createFileTransport(path.join(dataDir, MAIL_FOLDER));
}

/** A send given up on must stop, or it could be delivered after being queued again: abort destroys its socket. */
function createSmtpTransport(url: string): MailTransport {
  const sockets = new Set<net.Socket>();
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    getSocket: (
      options: { host?: string; port?: number },
      callback: (error: Error | null, socket?: { connection: net.Socket }) => void,
    ) => {
      const socket = net.connect({ host: options.host ?? 'localhost', port: options.port ?? 25 });
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
      socket.once('error', (error) => callback(error));
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        callback(null, { connection: socket });
      });
    },
  } as SMTPTransport.Options);
  // Sends go one at a time; destroyed a turn later, so a "250 OK" already received still counts.
  async function stoppable(signal: AbortSignal | undefined, run: () => Promise<unknown>): Promise<void> {
    const stop = () =>
      setImmediate(() => {
        for (const socket of sockets) socket.destroy();
      });
    signal?.addEventListener('abort', stop, { once: true });
    try {
      await run();
    } finally {
      signal?.removeEventListener('abort', stop);
    }
  }
  return {
    send: (message, _requestIds, signal) => stoppable(signal, () => transporter.sendMail(message)),
    verify: (signal) => stoppable(signal, () => transporter.verify()),
    close: () => transporter.close(),
  };
}

function createFileTransport(folder: string): MailTransport {
  return {
    async send(message, requestIds) {
      await writeMailFile(folder, requestIds, await renderMessage(message));
    },
    async verify() {
      await fs.promises.mkdir(folder, { recursive: true, mode: 0o700 });
      await fs.promises.access(folder, fs.constants.W_OK);
    },
    close: () => {},
  };
}
