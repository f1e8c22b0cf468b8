/**
 * A client's name cannot play tricks in the headers of the firm's mail: an encoded-word that
 * would decode into a new header line, bidi overrides that reverse what the lawyer reads, and
 * invisible characters are gone from the headers, while the body keeps the name as typed.
 */
import { describe, expect, it } from 'vitest';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, postJson, validRequest, waitFor } from './support/fixtures';
import { smtpForTest } from './support/smtp';

const cleanups = cleanUpAfterEach();

const TRICK = '=?utf-8?q?=0D=0ABcc:_v@evil.example?=';

describe('names in the headers of the firm mail', () => {
  it('carry no encoded-word, bidi control or invisible character; the body keeps the name', async () => {
    const mail = await smtpForTest();
    const server = await serverForTest(cleanups, { SMTP_URL: mail.url });

    const lastName = 'Tr\u202ekcirt\u200b Doe\u2066x\u2069';
    expect((await postJson(server.url, validRequest({ firstName: TRICK, lastName }))).status).toBe(200);
    await waitFor(() => mail.messages.length === 1, 10_000, 'the mail');
    const [message] = mail.messages;
    const headers = message!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).not.toMatch(/^bcc:/im);
    // What the lawyer's mail program shows: the header decoded once, as it does.
    const shown = decodeEncodedWords(message!.header('Reply-To') ?? '');
    expect(shown).not.toMatch(/[\u200b\u202e\u2066\u2069]/);
    // Nothing in it decodes a second time into something else (a line break, a header).
    expect(decodeEncodedWords(shown)).toBe(shown);
    expect(message!.header('Reply-To')).toContain('<marguerite.okonkwo@example.org>');
    // The subject names the client too, made safe the same way.
    const subject = decodeEncodedWords(message!.header('Subject') ?? '');
    expect(subject).toMatch(/^Immediate · = \?utf-8/);
    expect(subject).not.toMatch(/[\u200b\u202e\u2066\u2069]/);
    expect(decodeEncodedWords(subject)).toBe(subject);
    expect(message!.decoded).toContain(TRICK);
  });

  it('refuses the Unicode line and paragraph separators in one-line fields', async () => {
    const server = await serverForTest(cleanups);
    for (const separator of ['\u2028', '\u2029']) {
      const answer = await postJson(server.url, validRequest({ lastName: `Doe${separator}Bcc: x@evil.example` }));
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        fieldErrors: { lastName: 'Last Name contains characters that are not allowed' },
      });
    }
  });
});

/** RFC 2047 encoded-words (=?charset?Q|B?text?=) decoded, as a mail program shows them. */
function decodeEncodedWords(header: string): string {
  return header
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_word, _charset: string, encoding: string, text: string) => {
      if (encoding.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8');
      const bytes = text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => `%${hex}`);
      try {
        return decodeURIComponent(bytes);
      } catch {
        return bytes;
      }
    });
}
