/**
 * The e-mail the firm receives for one request: readable labels, every value escaped in
 * the HTML part, Reply-To the client, and a Message-ID derived from the request id so that
 * a second delivery of the same request is recognisable as the same message.
 */
import type Mail from 'nodemailer/lib/mailer/index.js';
import { BEST_TIMES, CONTACT_METHODS, URGENCY_LEVELS, optionLabel } from '../../consultation/options';
import type { StoredRequest } from '../store/requestStore';

export interface MailSettings {
  from: string;
  to: string;
  /** The readable name of a practice area value (the site's practice areas). */
  serviceAreaLabel: (value: string) => string;
}

export function composeMail(request: StoredRequest, settings: MailSettings): Mail.Options {
  const rows = describeRequest(request, settings);
  return {
    from: settings.from,
    to: settings.to,
    replyTo: { name: headerSafeName(`${request.firstName} ${request.lastName}`), address: request.email },
    subject: `Consultation request: ${settings.serviceAreaLabel(request.legalServiceArea)} (${shortUrgency(request.urgencyLevel)})`,
    messageId: messageIdFor(request.id, settings.from),
    date: new Date(request.createdAt),
    text: renderText(rows, request),
    html: renderHtml(rows, request),
  };
}

/**
 * One mail for many requests, sent when the hourly cap is reached: every request's fields, so
 * the firm has them all within the hour instead of hours later, one mail at a time.
 */
export function composeDigest(requests: StoredRequest[], settings: MailSettings): Mail.Options {
  const parts = requests.map((request) => ({ request, rows: describeRequest(request, settings) }));
  const heading = `${requests.length} consultation requests, sent together because the hourly mail limit was reached.`;
  return {
    from: settings.from,
    to: settings.to,
    subject: `Consultation requests: ${requests.length} received (hourly limit reached)`,
    text: [heading, ...parts.map(({ request, rows }) => renderText(rows, request))].join('\n\n----\n\n'),
    html: [
      `<!doctype html><html><body><p>${escapeHtml(heading)}</p>`,
      ...parts.map(({ request, rows }) => renderHtmlBody(rows, request)),
      '</body></html>',
    ].join('\n<hr>\n'),
  };
}

/** `<request-id@domain-of-the-sender>`: the same request always gives the same id. */
export function messageIdFor(requestId: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
  return `<consultation-${requestId}@${domain}>`;
}

/** 'Immediate (within 24 hours)' → 'Immediate' for the subject line. */
function shortUrgency(value: string): string {
  return optionLabel(URGENCY_LEVELS, value).replace(/\s*\(.*\)$/, '');
}

type Row = [label: string, value: string];

function describeRequest(request: StoredRequest, settings: MailSettings): Row[] {
  const rows: Row[] = [
    ['Name', `${request.firstName} ${request.lastName}`],
    ['E-mail', request.email],
    ['Phone', request.phone],
    ['Legal service area', settings.serviceAreaLabel(request.legalServiceArea)],
    ['Urgency', optionLabel(URGENCY_LEVELS, request.urgencyLevel)],
    ['Preferred contact method', optionLabel(CONTACT_METHODS, request.contactMethod)],
    ['Best time to contact', request.bestTime ? optionLabel(BEST_TIMES, request.bestTime) : 'No preference'],
  ];
  if (request.goals) rows.push(['Goals', request.goals]);
  if (request.consultedBefore) rows.push(['Consulted before', request.consultedBefore]);
  rows.push(['Received', request.createdAt], ['Request id', request.id]);
  return rows;
}

function renderText(rows: Row[], request: StoredRequest): string {
  const fields = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  return `New consultation request from the website.\n\n${fields}\n\nDescription:\n${request.problemDescription}\n`;
}

function renderHtml(rows: Row[], request: StoredRequest): string {
  return ['<!doctype html><html><body>', renderHtmlBody(rows, request), '</body></html>'].join('\n');
}

function renderHtmlBody(rows: Row[], request: StoredRequest): string {
  const fields = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('\n');
  return [
    '<p>New consultation request from the website.</p>',
    `<table cellpadding="4">\n${fields}\n</table>`,
    '<h2>Description</h2>',
    `<p style="white-space: pre-wrap">${escapeHtml(request.problemDescription)}</p>`,
  ].join('\n');
}

/**
 * A client's name as a header of the firm's mail may show it: no MIME encoded-word (a name
 * written `=?utf-8?q?=0D=0ABcc:...?=` would be decoded by the reader's mail program into
 * something else), no bidi controls (which reverse what the reader sees) and no invisible
 * characters. The body keeps the name as it was typed, escaped.
 */
export function headerSafeName(name: string): string {
  return name
    .replace(INVISIBLE_OR_REORDERING, '')
    .replaceAll('=?', '= ?')
    .replaceAll('?=', '? =')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Bidi embeddings, overrides and isolates, marks, zero-width characters, separators and the BOM. */
const INVISIBLE_OR_REORDERING = /[\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
