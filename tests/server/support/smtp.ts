/** A real SMTP server (smtp-server) on 127.0.0.1 that keeps every message it accepts. */
import type { AddressInfo } from 'node:net';
import type net from 'node:net';
import { SMTPServer } from 'smtp-server';
import { onTestFinished } from 'vitest';

export interface ReceivedMail {
  raw: string;
  header(name: string): string | undefined;
  /** The text of the message with quoted-printable soft breaks and escapes undone. */
  decoded: string;
  /** The visitor's address the mail answers to. */
  replyTo: string | undefined;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Messages whose data has all arrived and that wait for the delay before their answer. */
  held(): number;
  /** Clients connected now. */
  connected(): number;
  /** Ends every session at once, as a mail server that stops does: what it holds is not delivered. */
  drop(): void;
  close(): Promise<void>;
}

export interface SmtpBehaviour {
  /** Answer every message with this reply code instead of accepting it, e.g. 554 or 451. */
  rejectDataWith?: number;
  /** Refuse for good (554) every message whose decoded text holds this, as a virus scanner does. */
  rejectDataContaining?: string;
  /** Refuse every recipient with this reply code, e.g. 550. */
  rejectRecipientWith?: number;
  /** Refuse every sender (MAIL FROM) with this reply code, e.g. 553. */
  rejectSenderWith?: number;
  /** Wait this long before answering a message; one whose client leaves meanwhile is not delivered. */
  delayMs?: number;
  /** Ask for a login and refuse every one (535): mail is only taken from a client logged in. */
  refuseLogins?: boolean;
}

/** A mail server for the running test, closed once it has finished (after its afterEach). */
export async function smtpForTest(port = 0, behaviour: SmtpBehaviour = {}): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const refusal = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code });
  const closedSessions = new Set<string>();
  let held = 0;
  const server = new SMTPServer({
    onClose(session) {
      closedSessions.add(session.id);
    },
    disabledCommands: behaviour.refuseLogins ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !behaviour.refuseLogins,
    // The tests' mail servers have no TLS: a login goes in the clear, on 127.0.0.1.
    allowInsecureAuth: true,
    onAuth(_auth, _session, callback) {
      callback(refusal(535, 'Authentication credentials invalid'));
    },
    onMailFrom(_address, _session, callback) {
      callback(behaviour.rejectSenderWith ? refusal(behaviour.rejectSenderWith, 'Sender refused') : undefined);
    },
    onRcptTo(_address, _session, callback) {
      callback(behaviour.rejectRecipientWith ? refusal(behaviour.rejectRecipientWith, 'No such user here') : undefined);
    },
    // No DNS look-up of 127.0.0.1 per connection (it costs ~100 ms each).
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (behaviour.rejectDataWith) return callback(refusal(behaviour.rejectDataWith, 'Message refused'));
        const marker = behaviour.rejectDataContaining;
        if (marker && parseMail(Buffer.concat(chunks).toString('utf8')).decoded.includes(marker)) {
          return callback(refusal(554, 'Message content rejected'));
        }
        const accept = () => {
          if (behaviour.delayMs) held -= 1;
          // A client gone before our "250 OK" never learnt the mail was taken: it is not delivered.
          if (closedSessions.has(session.id)) return;
          messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
          callback();
        };
        if (behaviour.delayMs) {
          held += 1;
          setTimeout(accept, behaviour.delayMs);
        } else accept();
      });
    },
  });
  const sockets = new Set<net.Socket>();
  server.server.on('connection', (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // A client that goes away mid-session (a send stopped at its deadline, a killed server) is
  // normal for a mail server: the session ends, the server goes on.
  server.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  onTestFinished(close);
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    messages,
    held: () => held,
    connected: () => sockets.size,
    drop: () => {
      for (const socket of sockets) socket.destroy();
    },
    close,
  };
}

function parseMail(raw: string): ReceivedMail {
  const headerBlock = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = headerBlock.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) => {
    const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
    return line?.slice(name.length + 1).trim();
  };
  return {
    raw,
    header,
    // The address, after any display name (which may itself hold <…>).
    replyTo: /<([^<>]+)>\s*$/.exec(header('Reply-To') ?? '')?.[1],
    decoded: raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  };
}

/** A port with nothing listening on it (the mail server is "down"). */
export { freePort as findFreePort } from '../../support/freePort';
