/**
 * The mail the firm receives, read from a real SMTP server as a mail program reads it: urgency,
 * name and area in the subject; the time received in Toronto time (daylight saving included);
 * phone and e-mail as links built only from what can be dialled or addressed; every value
 * escaped; the plain-text part as complete as the HTML part; the digest led by its most urgent
 * level.
 */
import { describe, expect, it } from 'vitest';
import { optionLabel } from '../../consultation-request/options';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, FAKE_SITE, postJson, validRequest, waitFor } from './support/fixtures';
import { workerForTest } from './support/outboxWorker';
import { htmlRows, parseMail, shownText, type ParsedMail } from './support/parsedMail';
import { smtpForTest, type TestSmtpServer } from './support/smtp';

const cleanups = cleanUpAfterEach();

/** The store and the outbox worker of the server, mailing to `smtpUrl` with the fake site's areas. */
async function worker(smtpUrl: string, mailPerHour = 200) {
  const { requests: store, worker: outboxWorker } = await workerForTest(cleanups, smtpUrl, undefined, {
    mail: () => ({
      from: 'Website <no-reply@example.com>',
      to: 'office@example.com',
      serviceAreaLabel: (value) => optionLabel(FAKE_SITE.serviceAreas, value),
    }),
    mailPerHour,
    digestIntervalMs: 0,
  });
  const save = (fields: Record<string, unknown>, at: string) => store.save(validRequest(fields), new Date(at));
  return { store, worker: outboxWorker, save };
}

/** Every mail received, parsed, by the request id in its Message-ID. */
async function mailsById(mail: TestSmtpServer): Promise<Map<string, ParsedMail>> {
  const parsed = await Promise.all(mail.messages.map((message) => parseMail(message.raw)));
  return new Map(parsed.map((message) => [/<consultation-([^@]+)@/.exec(message.messageId ?? '')?.[1] ?? '', message]));
}

/**
 * The Toronto time a person reads, computed apart from the code under test: Intl's own full
 * date and short time, with "AM" written "a.m." as in Canadian English.
 */
function torontoTimeOf(instant: string): string {
  const date = new Date(instant);
  const day = date.toLocaleDateString('en-US', { timeZone: 'America/Toronto', dateStyle: 'full' });
  const time = date
    .toLocaleTimeString('en-US', { timeZone: 'America/Toronto', timeStyle: 'short' })
    .replace(/\s*AM$/, ' a.m.')
    .replace(/\s*PM$/, ' p.m.');
  return `${day}, ${time} (Toronto time)`;
}

/** Each piece is found in `text` after the one before it. */
function expectInOrder(text: string, pieces: string[]): void {
  let from = 0;
  for (const piece of pieces) {
    const at = text.indexOf(piece, from);
    expect(at, `"${piece}" after position ${from}`).toBeGreaterThanOrEqual(from);
    from = at + piece.length;
  }
}

/** Every row of the HTML part, written `Label: value` in the plain-text part, later lines indented. */
function expectTextHasEveryRow(message: ParsedMail): void {
  const rows = htmlRows(message.html);
  expect(rows.length).toBeGreaterThan(8);
  for (const [label, value] of rows) expect(message.text).toContain(`${label}: ${value.replaceAll('\n', '\n    ')}\n`);
}

/** Every tag the firm mail may hold; a value typed by the client never adds one. */
const OUR_TAGS = [
  /^<!doctype html>$/,
  /^<\/?(html|body|p|table|tr|th|td|strong|h2|a)>$/,
  /^<table cellpadding="4">$/,
  /^<th align="left" valign="top">$/,
  /^<(td|p) style="white-space: pre-wrap">$/,
  /^<a href="(tel:\+?\d+|mailto:[A-Za-z0-9%@.!*()_~-]+(\?subject=[A-Za-z0-9%.!*()_~-]*)?)">$/,
];

describe('the firm mail of one request', () => {
  it('posted through the intake: urgency, name and area in the subject, Toronto time, links, complete plain text', async () => {
    const mail = await smtpForTest();
    const server = await serverForTest(cleanups, { SMTP_URL: mail.url });

    const request = validRequest({
      firstName: 'Jane',
      lastName: 'Doe',
      goals: 'A parenting plan\nwe can both keep',
      consultedBefore: 'A paralegal, in 2024',
      contactMethod: 'phone',
    });
    expect((await postJson(server.url, request)).status).toBe(200);
    await waitFor(() => mail.messages.length === 1, 10_000, 'the mail');
    const [stored] = await server.store.list();
    const message = await parseMail(mail.messages[0]!.raw);

    expect(message.subject).toBe('Immediate · Jane Doe · Family Law — consultation request');
    expect(message.messageId).toBe(`<consultation-${stored!.id}@example.com>`);
    expect(message.replyTo).toBe('"Jane Doe" <marguerite.okonkwo@example.org>');
    expect(message.date?.toISOString()).toBe(
      new Date(Math.floor(Date.parse(stored!.createdAt) / 1000) * 1000).toISOString(),
    );

    // Received in Toronto time in both parts (the text: expectTextHasEveryRow), and the instant for the firm's tool.
    const received = torontoTimeOf(stored!.createdAt);
    expect(htmlRows(message.html)).toContainEqual(['Received', received]);
    expect(htmlRows(message.html)).toContainEqual(['Received (UTC)', stored!.createdAt]);

    // Phone and e-mail as links, and a reply with a subject.
    expect(message.html).toContain('<a href="tel:+14165550199">+1 (416) 555-0199</a>');
    expect(message.html).toContain(
      '<a href="mailto:marguerite.okonkwo@example.org">marguerite.okonkwo@example.org</a>',
    );
    expect(message.html).toContain(
      '<a href="mailto:marguerite.okonkwo@example.org?subject=Your%20consultation%20request%20(Family%20Law)">Reply to Jane</a>',
    );

    // What a lawyer needs first, then the description, then the rest: in both parts.
    expect(htmlRows(message.html).map(([label]) => label)).toEqual([
      'Urgency Level',
      'Name',
      'Legal Service Area',
      'Language',
      'Phone Number',
      'Email',
      'Preferred Contact Method',
      'Best Time to Contact',
      'Received',
      'Goals',
      'Consulted Before',
      'Request id',
      'Received (UTC)',
    ]);
    const description = 'parenting plan &amp; &lt;support&gt; arrangement';
    expect(message.html.split(description)).toHaveLength(2);
    expectInOrder(message.html, [
      '>Urgency Level<',
      '>Received<',
      'Reply to Jane',
      '<h2>Description</h2>',
      description,
      '>Goals<',
    ]);
    expectInOrder(message.text, [
      'Urgency Level: Immediate (within 24 hours)\n',
      'Name: Jane Doe\n',
      'Legal Service Area: Family Law\n',
      'Phone Number: +1 (416) 555-0199\n',
      'Email: marguerite.okonkwo@example.org\n',
      'Preferred Contact Method: Phone\n',
      'Best Time to Contact: Evening (5 PM-8 PM)\n',
      `Received: ${received}\n`,
      `Description:\n    ${String(request.problemDescription)}\n`,
      'Goals: A parenting plan\n    we can both keep\n',
      'Consulted Before: A paralegal, in 2024\n',
      `Request id: ${stored!.id}\n`,
    ]);

    // The plain text holds every field of the HTML, and the description as typed.
    expectTextHasEveryRow(message);
    expect(shownText(message.html)).toContain(String(request.problemDescription));
  });

  it('writes the received time in Toronto time on both sides of daylight saving time', async () => {
    const mail = await smtpForTest();
    const { save, worker: outboxWorker } = await worker(mail.url);
    const cases = [
      // Summer: EDT, UTC−4.
      ['2026-07-15T16:30:00.000Z', 'Wednesday, July 15, 2026, 12:30 p.m. (Toronto time)'],
      // Winter: EST, UTC−5.
      ['2026-01-15T13:05:00.000Z', 'Thursday, January 15, 2026, 8:05 a.m. (Toronto time)'],
      // The night clocks go forward: the last minute of EST, the first of EDT.
      ['2026-03-08T06:59:00.000Z', 'Sunday, March 8, 2026, 1:59 a.m. (Toronto time)'],
      ['2026-03-08T07:00:00.000Z', 'Sunday, March 8, 2026, 3:00 a.m. (Toronto time)'],
      // Already the new year in UTC, still New Year's Eve in Toronto.
      ['2026-01-01T04:59:00.000Z', 'Wednesday, December 31, 2025, 11:59 p.m. (Toronto time)'],
    ] as const;
    const ids = await Promise.all(cases.map(([instant]) => save({}, instant)));

    expect(await outboxWorker.runOnce()).toBe(cases.length);
    const mails = await mailsById(mail);
    cases.forEach(([instant, shown], index) => {
      const message = mails.get(ids[index]!)!;
      expect(htmlRows(message.html)).toContainEqual(['Received', shown]);
      expect(htmlRows(message.html)).toContainEqual(['Received (UTC)', instant]);
      expectTextHasEveryRow(message);
    });
  });

  it('names each urgency first in the subject, and keeps a long name short there and whole in the body', async () => {
    const mail = await smtpForTest();
    const { save, worker: outboxWorker } = await worker(mail.url);
    const longName = { firstName: 'Maximiliana-Josephine', lastName: 'Vandenberghe-Okonkwo-Tremblay' };
    const ids = {
      urgent: await save(
        { urgencyLevel: 'urgent', legalServiceArea: 'employment', firstName: 'Ana', lastName: 'Li' },
        '2026-11-01T12:00:00Z',
      ),
      moderate: await save({ urgencyLevel: 'moderate', ...longName }, '2026-11-01T12:01:00Z'),
      low: await save(
        { urgencyLevel: 'low', firstName: 'Émile', lastName: 'Côté', phone: '(416) 555-0199' },
        '2026-11-01T12:02:00Z',
      ),
      notSaid: await save(
        { urgencyLevel: '', contactMethod: '', firstName: 'Noor', lastName: 'Haddad' },
        '2026-11-01T12:03:00Z',
      ),
    };

    await outboxWorker.runOnce();
    const mails = await mailsById(mail);
    expect(mails.get(ids.urgent)?.subject).toBe('Urgent · Ana Li · Employment Law — consultation request');
    expect(mails.get(ids.moderate)?.subject).toBe(
      'Moderate · Maximiliana-Josephine Vandenberghe-Okon… · Family Law — consultation request',
    );
    expect(mails.get(ids.moderate)?.text).toContain('Name: Maximiliana-Josephine Vandenberghe-Okonkwo-Tremblay\n');
    const low = mails.get(ids.low)!;
    expect(low.subject).toBe('Low urgency · Émile Côté · Family Law — consultation request');
    // No + typed, none dialled.
    expect(low.html).toContain('<a href="tel:4165550199">(416) 555-0199</a>');
    // Urgency and contact method are optional: the mail says they were not given.
    const notSaid = mails.get(ids.notSaid)!;
    expect(notSaid.subject).toBe('Urgency not said · Noor Haddad · Family Law — consultation request');
    expect(notSaid.text).toContain('Urgency Level: Not said\n');
    expect(notSaid.text).toContain('Preferred Contact Method: No preference\n');
  });

  it('escapes hostile values and builds links only from digits and addresses', async () => {
    const mail = await smtpForTest();
    const { save, worker: outboxWorker } = await worker(mail.url);
    // Stored as they are, past the schema, to prove the mail alone keeps them harmless.
    const hostile = {
      firstName: '"><script>alert(1)</script>',
      lastName: 'javascript:alert(1)',
      phone: 'javascript:alert(1)',
      email: '"><img src=x onerror=alert(1)>?cc=x@evil.example',
      goals: '<a href="javascript:alert(1)">click</a>',
      consultedBefore: "' onmouseover='alert(1)",
      problemDescription: '</p><script>alert(1)</script>',
    };
    const id = await save(hostile, '2026-11-01T12:00:00Z');

    await outboxWorker.runOnce();
    const message = (await mailsById(mail)).get(id)!;

    // Only our own tags with our own attributes, and links of tel: or mailto: with safe characters.
    const tags = message.html.match(/<[^>]*>/g) ?? [];
    expect(tags.length).toBeGreaterThan(20);
    expect(tags.filter((tag) => !OUR_TAGS.some((allowed) => allowed.test(tag)))).toEqual([]);
    expect(tags.filter((tag) => tag.startsWith('<a '))).toHaveLength(2);

    // The phone has too few digits to dial: shown as text, not a link.
    expect(message.html).not.toContain('tel:');
    expect(htmlRows(message.html)).toContainEqual(['Phone Number', 'javascript:alert(1)']);
    // The address is one mailto: link, its ? and quotes encoded: no cc header smuggled in.
    expect(message.html).toContain(
      '<a href="mailto:%22%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%3Fcc%3Dx@evil.example">',
    );

    // The reader sees what was typed, in both parts.
    const rows = htmlRows(message.html);
    expect(rows).toContainEqual(['Name', `${hostile.firstName} ${hostile.lastName}`]);
    expect(rows).toContainEqual(['Email', hostile.email]);
    expect(rows).toContainEqual(['Goals', hostile.goals]);
    expect(rows).toContainEqual(['Consulted Before', hostile.consultedBefore]);
    expect(shownText(message.html)).toContain(hostile.problemDescription);
    expectTextHasEveryRow(message);
    expect(message.text).toContain(`Description:\n    ${hostile.problemDescription.replaceAll('\n', '\n    ')}\n`);
  });
});

describe('the digest past the hourly cap', () => {
  it('leads with the most urgent level, most urgent request first, each with the rows of a single mail', async () => {
    const mail = await smtpForTest();
    const { save, worker: outboxWorker } = await worker(mail.url, 1);
    await save({ firstName: 'Alone', urgencyLevel: 'low' }, '2026-11-01T12:00:00Z');
    await save({ firstName: 'Later', urgencyLevel: 'low' }, '2026-11-01T12:01:00Z');
    await save({ firstName: 'Soon', urgencyLevel: 'urgent', phone: '416.555.0123' }, '2026-11-01T12:02:00Z');
    await save({ firstName: 'Meanwhile', urgencyLevel: 'moderate' }, '2026-11-01T12:03:00Z');

    expect(await outboxWorker.runOnce()).toBe(4);
    expect(mail.messages).toHaveLength(2);
    const digest = await parseMail(mail.messages[1]!.raw);
    expect(digest.subject).toBe('Urgent · Consultation requests: 3 received (hourly limit reached)');
    expectInOrder(digest.text, [
      'Urgent · Soon Okonkwo-Tremblay · Family Law\n',
      'Received: Sunday, November 1, 2026, 7:02 a.m. (Toronto time)\n',
      'Moderate · Meanwhile',
      'Low urgency · Later',
    ]);
    expect(digest.html).toContain('<a href="tel:4165550123">416.555.0123</a>');
    expect(digest.html).toContain('>Reply to Soon</a>');
    expectTextHasEveryRow(digest);

    // Nothing immediate or urgent: the subject is about the digest alone.
    await save({ firstName: 'Calm', urgencyLevel: 'moderate' }, '2026-11-01T12:04:00Z');
    await save({ firstName: 'Calmer', urgencyLevel: 'low' }, '2026-11-01T12:05:00Z');
    expect(await outboxWorker.runOnce()).toBe(2);
    const quiet = await parseMail(mail.messages[2]!.raw);
    expect(quiet.subject).toBe('Consultation requests: 2 received (hourly limit reached)');
  });
});
