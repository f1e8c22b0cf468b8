/** The firm's e-mail for a request, read on a phone: what is needed to call back comes first. */
import type Mail from 'nodemailer/lib/mailer/index.js';
import type { SiteManifest } from '../../built-site/manifest';
import { BEST_TIMES, CONTACT_METHODS, URGENCY_LEVELS, optionLabel } from '../../consultation-request/options';
import { CONSULTATION_FIELDS, fieldLabel, LIMITS, type ConsultationField } from '../../consultation-request/schema';
import type { StoredRequest } from '../store/store';
import { CLIENT_TEXT_INDENT, HIDDEN_FORMATTING, indentLater, visibleText } from '../visibleText';
import { DEFAULT_LANG, LANGUAGE_RECORDS } from '../../lib/languages';

export interface MailSettings {
  from: string;
  to: string;
  serviceAreaLabel: (value: string) => string;
}

export function mailSettings(
  config: { MAIL_FROM: string; MAIL_TO?: string },
  site: Pick<SiteManifest, 'firmEmail' | 'serviceAreas'>,
): MailSettings {
  return {
    from: config.MAIL_FROM,
    to: config.MAIL_TO ?? site.firmEmail,
    serviceAreaLabel: (value) => optionLabel(site.serviceAreas, value),
  };
}

export function composeMail(request: StoredRequest, settings: MailSettings): Mail.Options {
  const view = describeRequest(request, settings);
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: headerSafeName(`${request.firstName} ${request.lastName}`), address: request.email },
    subject: `${view.heading} — consultation request`,
    messageId: messageIdFor(request.id, settings.from),
    date: new Date(request.createdAt),
    text: `${INTRO}\n\n${renderText(view)}`,
    html: `<!doctype html><html><body>\n<p>${escapeHtml(INTRO)}</p>\n${renderHtmlBody(view)}\n</body></html>`,
  };
}

/** One mail for many requests past the hourly cap, the most urgent first (and in the subject). */
export function composeDigest(requests: StoredRequest[], settings: MailSettings): Mail.Options {
  const views = requests
    .map((request) => describeRequest(request, settings))
    .sort((a, b) => a.urgencyRank - b.urgencyRank || a.receivedAt.localeCompare(b.receivedAt));
  const heading = `${requests.length} consultation requests, sent together because the hourly mail limit was reached.`;
  const mostUrgent = views[0];
  const prefix = mostUrgent && mostUrgent.urgencyRank < URGENT_RANKS ? `${mostUrgent.shortUrgency} · ` : '';
  return {
    from: settings.from,
    to: settings.to,
    subject: `${prefix}Consultation requests: ${requests.length} received (hourly limit reached)`,
    text: [heading, ...views.map((view) => `${view.heading}\n\n${renderText(view)}`)].join('\n\n----\n\n'),
    html: [
      `<!doctype html><html><body><p>${escapeHtml(heading)}</p>`,
      ...views.map((view) => `<p><strong>${escapeHtml(view.heading)}</strong></p>\n${renderHtmlBody(view)}`),
      '</body></html>',
    ].join('\n<hr>\n'),
  };
}

/** The same request always gives the same id: a second delivery is the same message. */
export function messageIdFor(requestId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<consultation-${requestId}@${domain}>`;
}

const INTRO = 'New consultation request from the website.';

const URGENT_RANKS = 2;

/** A longer name is cut in the subject (the body has it whole), so a phone still shows the area. */
const SUBJECT_NAME_MAX = 40;

interface Row {
  /** The request's field the row shows, if it is one. */
  field?: ConsultationField;
  label: string;
  value: string;
  href?: string;
  strong?: boolean;
}

type RequestView = ReturnType<typeof describeRequest>;

function describeRequest(request: StoredRequest, settings: MailSettings) {
  const name = `${request.firstName} ${request.lastName}`;
  const area = settings.serviceAreaLabel(request.legalServiceArea);
  // The level without its explanation in brackets, for the subject.
  const shortUrgency = request.urgencyLevel
    ? optionLabel(URGENCY_LEVELS, request.urgencyLevel).replace(/\s*\(.*\)$/, '')
    : 'Urgency not said';
  const reply = mailtoHref(request.email, `Your consultation request (${area})`);
  const chosen = (options: Parameters<typeof optionLabel>[0], value: string, none: string) =>
    value ? optionLabel(options, value) : none;
  // Each field by its one label, in the firm's language (the site's first).
  const field = (name: ConsultationField, value: string, more: Partial<Row> = {}): Row => ({
    field: name,
    label: fieldLabel(name, DEFAULT_LANG),
    value,
    ...more,
  });
  const summary: Row[] = [
    field('urgencyLevel', chosen(URGENCY_LEVELS, request.urgencyLevel, 'Not said'), { strong: true }),
    { label: 'Name', value: visibleText(name) },
    field('legalServiceArea', area),
    // The language of the page the client wrote from: the firm answers in it (Law Society rules on French).
    field('language', LANGUAGE_RECORDS[request.language].nameInEnglish, { strong: request.language !== DEFAULT_LANG }),
    field('phone', visibleText(request.phone), { href: telHref(request.phone) }),
    field('email', visibleText(request.email), { href: mailtoHref(request.email) }),
    field('contactMethod', chosen(CONTACT_METHODS, request.contactMethod, 'No preference')),
    field('bestTime', chosen(BEST_TIMES, request.bestTime, 'No preference')),
    { label: 'Received', value: torontoTime(request.createdAt) },
  ];
  // Every other field answered, so a field added to the schema reaches the firm with no change here.
  const shown = new Set([...summary.map((row) => row.field), 'firstName', 'lastName', 'problemDescription']);
  const details: Row[] = CONSULTATION_FIELDS.filter((name) => !shown.has(name) && request[name]).map((name) =>
    field(name, visibleText(request[name])),
  );
  details.push({ label: 'Request id', value: request.id }, { label: 'Received (UTC)', value: request.createdAt });
  return {
    heading: headerSafeName(`${shortUrgency} · ${shorten(headerSafeName(name), SUBJECT_NAME_MAX)} · ${area}`),
    shortUrgency,
    urgencyRank: urgencyRank(request.urgencyLevel),
    receivedAt: request.createdAt,
    summary,
    reply: reply === undefined ? undefined : { href: reply, text: `Reply to ${visibleText(request.firstName)}` },
    description: visibleText(request.problemDescription),
    details,
  };
}

function urgencyRank(value: string): number {
  const index = URGENCY_LEVELS.findIndex((level) => level.value === value);
  return index === -1 ? URGENCY_LEVELS.length : index;
}

/** The plain-text part: a client's text never starts a line at the margin, so none passes for `Phone: …`. */
function renderText(view: RequestView): string {
  const rows = (list: Row[]) => list.map(({ label, value }) => `${label}: ${indentLater(value)}`).join('\n');
  return (
    [
      rows(view.summary),
      `Description:\n${CLIENT_TEXT_INDENT}${indentLater(view.description)}`,
      `Other details:\n${rows(view.details)}`,
    ].join('\n\n') + '\n'
  );
}

function renderHtmlBody(view: RequestView): string {
  return [
    renderTable(view.summary),
    ...(view.reply ? [`<p><a href="${escapeHtml(view.reply.href)}">${escapeHtml(view.reply.text)}</a></p>`] : []),
    '<h2>Description</h2>',
    `<p style="white-space: pre-wrap">${escapeHtml(view.description)}</p>`,
    '<h2>Other details</h2>',
    renderTable(view.details),
  ].join('\n');
}

function renderTable(rows: Row[]): string {
  const cells = rows
    .map(({ label, value, href, strong }) => {
      let shown = escapeHtml(value);
      if (href) shown = `<a href="${escapeHtml(href)}">${shown}</a>`;
      if (strong) shown = `<strong>${shown}</strong>`;
      return `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space: pre-wrap">${shown}</td></tr>`;
    })
    .join('\n');
  return `<table cellpadding="4">\n${cells}\n</table>`;
}

const TORONTO_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Toronto',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** `Sunday, November 22, 2026, 8:05 a.m. (Toronto time)`: built from parts, so ICU cannot change it. */
function torontoTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  const parts = TORONTO_TIME.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const period = part('dayPeriod').toUpperCase().startsWith('P') ? 'p.m.' : 'a.m.';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${period} (Toronto time)`;
}

function telHref(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < LIMITS.phoneMin) return undefined;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** Percent-encoded around its @, so a `?` or `#` typed stays text. */
function mailtoHref(address: string, subject?: string): string | undefined {
  const at = address.lastIndexOf('@');
  if (at <= 0 || at === address.length - 1) return undefined;
  try {
    const href = `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
    return subject === undefined ? href : `${href}?subject=${encodeURIComponent(subject)}`;
  } catch {
    // A lone surrogate cannot be encoded (the schema refuses them): no link then.
    return undefined;
  }
}

function shorten(text: string, max: number): string {
  const graphemes = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  const kept = graphemes.slice(0, max - 1).join('');
  return graphemes.length <= max ? text : `${kept.trimEnd()}…`;
}

/** No MIME encoded-word (`=?utf-8?q?=0D=0ABcc:...?=` would be decoded), bidi control or invisible character. */
export function headerSafeName(name: string): string {
  return name
    .replace(INVISIBLE_OR_REORDERING, '')
    .replaceAll('=?', '= ?')
    .replaceAll('?=', '? =')
    .replace(/\s+/g, ' ')
    .trim();
}

const INVISIBLE_OR_REORDERING = new RegExp(`[${HIDDEN_FORMATTING}\\u200c\\u200d\\u2028\\u2029]`, 'gu');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
