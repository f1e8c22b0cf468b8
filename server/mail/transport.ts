/**
 * Where mail goes: an SMTP server when SMTP_URL is set, otherwise .eml files under
 * DATA_DIR/outbox-mail/ so a fresh machine works with nothing else running.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer/index.js';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import { MAIL_FOLDER, renderMessage, writeMailFile } from './mailFiles';

export interface MailTransport {
  /**
   * Resolves once the server (or the disk) has accepted the message. Aborted by the signal,
   * the send is stopped (its connection closed), so a send given up on never arrives later.
   */
  send(message: Mail.Options, requestIds: readonly string[], signal?: AbortSignal): Promise<void>;
  /**
   * Resolves if mail could go out now, without sending any: the SMTP server answers and takes
   * our login, or the folder can be written. Stopped by the signal like a send.
   */
  verify(signal?: AbortSignal): Promise<void>;
  close(): void;
}

/** A stuck mail server must not hold a claimed row longer than the worker's lease. */
const SMTP_TIMEOUT_MS = 30_000;

export function createMailTransport(smtpUrl: string | undefined, dataDir: string): MailTransport {
  return smtpUrl ? createSmtpTransport(smtpUrl) : createFileTransport(path.join(dataDir, MAIL_FOLDER));
}

/**
 * A send given up on must stop, or it could still be delivered after the mail was counted as
 * failed and queued again. nodemailer runs each send on a connection we open for it
 * (`getSocket`; nodemailer still does the TLS of smtps:// on it), so aborting a send destroys
 * that connection: the mail server never sees the message end, and delivers nothing.
 */
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
  /**
   * Sends and checks go one at a time (the outbox worker's), so the sockets open now are the
   * call's. After one more read of the sockets: a reply already received (the server's "250
   * OK", waiting behind a busy turn of the event loop) still counts, so a delivered mail is
   * never taken for a failed one.
   */
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

/** Each mail as a file named by the requests it holds (mailFiles.ts), so erasing them can find it. */
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
