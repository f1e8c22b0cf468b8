/** A mail server refuses a message over its size limit for good, and 200 long requests make more than 10 MB. */
import type { StoredRequest } from '../store/store';
import { composeDigest, type MailSettings } from './composeMail';
import { renderMessage } from './mailFiles';

export async function requestsFittingDigest(
  requests: readonly StoredRequest[],
  settings: MailSettings,
  maxBytes: number,
): Promise<number> {
  // From an estimate: building a 12 MB message to learn it is too large would hold the event loop.
  let count = estimatedFit(requests, maxBytes);
  for (;;) {
    const size = wireSize(await renderMessage(composeDigest(requests.slice(0, count), settings)));
    if (size <= maxBytes || count <= 1) return count;
    // Requests differ in size: aim a little under the share that fits, then measure again.
    count = Math.max(1, Math.min(count - 1, Math.floor((count * maxBytes * 0.95) / size)));
  }
}

/** Plain and HTML parts, base64 at worst (4/3, and a line end every 76 characters). */
const PARTS_AND_ENCODING = 2.8;
const PER_REQUEST_OVERHEAD = 4096;

function estimatedFit(requests: readonly StoredRequest[], maxBytes: number): number {
  let total = 0;
  for (const [index, request] of requests.entries()) {
    total += Buffer.byteLength(JSON.stringify(request)) * PARTS_AND_ENCODING + PER_REQUEST_OVERHEAD;
    if (total > maxBytes) return Math.max(1, index);
  }
  return requests.length;
}

/** The message's size on the wire: each LF line end goes out as CRLF. */
function wireSize(message: Buffer): number {
  let lineEnds = 0;
  for (const byte of message) if (byte === 0x0a) lineEnds += 1;
  return message.length + lineEnds;
}
