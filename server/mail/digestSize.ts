/**
 * A digest is capped in bytes as well as in requests: a mail server refuses a message over its
 * size limit for good (Postfix's default is 10 MB), and 200 requests of the longest kind make
 * more than that. The size is measured on the message as built, with the CRLF line ends SMTP
 * sends.
 */
import type { StoredRequest } from '../store/store';
import { composeDigest, type MailSettings } from './composeMail';
import { renderMessage } from './mailFiles';

/** Half of Postfix's default message size limit (10 MB). */
export const DEFAULT_DIGEST_MAX_BYTES = 5 * 1024 * 1024;

/** How many of the requests, in this order, one digest of at most `maxBytes` holds (at least one). */
export async function requestsFittingDigest(
  requests: readonly StoredRequest[],
  settings: MailSettings,
  maxBytes: number,
): Promise<number> {
  let count = requests.length;
  for (;;) {
    const size = wireSize(await renderMessage(composeDigest(requests.slice(0, count), settings)));
    if (size <= maxBytes || count <= 1) return count;
    // Requests differ in size: aim a little under the share that fits, then measure again.
    count = Math.max(1, Math.min(count - 1, Math.floor((count * maxBytes * 0.95) / size)));
  }
}

/** The message's size on the wire: each LF line end goes out as CRLF. */
function wireSize(message: Buffer): number {
  let lineEnds = 0;
  for (const byte of message) if (byte === 0x0a) lineEnds += 1;
  return message.length + lineEnds;
}
