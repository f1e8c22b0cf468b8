/** A received mail read as a mail program reads it (mailparser): headers decoded, both parts. */
import { simpleParser } from 'mailparser';

export interface ParsedMail {
  subject: string;
  text: string;
  html: string;
  date: Date | undefined;
  messageId: string | undefined;
  /** The Reply-To header as shown, e.g. `"Jane Doe" <jane@example.org>`. */
  replyTo: string;
}

export async function parseMail(raw: string | Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipTextToHtml: true, skipImageLinks: true });
  return {
    subject: mail.subject ?? '',
    // Line ends as written: SMTP carries them as CRLF.
    text: (mail.text ?? '').replaceAll('\r\n', '\n'),
    html: (mail.html || '').replaceAll('\r\n', '\n'),
    date: mail.date,
    messageId: mail.messageId,
    replyTo: mail.replyTo?.text ?? '',
  };
}

/** The label and value of every `<th>…</th><td>…</td>` row of an HTML part, as a reader sees them. */
export function htmlRows(html: string): [label: string, value: string][] {
  return [...html.matchAll(/<tr><th[^>]*>(.*?)<\/th><td[^>]*>(.*?)<\/td><\/tr>/gs)].map((match) => [
    shownText(match[1] ?? ''),
    shownText(match[2] ?? ''),
  ]);
}

/** HTML as text: tags removed, the escapes undone. */
export function shownText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
}
