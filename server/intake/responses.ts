/**
 * How the endpoint answers: JSON for the JavaScript form, 303 redirects for the plain HTML form,
 * so a visitor without JavaScript lands on a page (docs/decisions/0008-works-without-javascript.md).
 */
import type { Request, RequestHandler, Response } from 'express';
import type { FormPages, SiteManifest } from '../../built-site/manifest';
import {
  CONTACT_ERRORS_PATH,
  CONTACT_PATH,
  FORM_LANGUAGE_PARAM,
  THANK_YOU_PATH,
} from '../../consultation-request/endpoint';
import { DEFAULT_LANG, isLang, languageOfPath, type Lang } from '../../lib/languages';
import type { FailureReason } from '../../consultation-request/failures';
import type { ConsultationFieldErrors } from '../../consultation-request/schema';

const DEFAULT_FORM_PAGES: FormPages = { contact: CONTACT_PATH, thankYou: THANK_YOU_PATH, errors: CONTACT_ERRORS_PATH };

const SITE_LOCAL = 'consultationSite';

/** Lets every answer of this request, even one given before the body is read, find the site's form pages. */
export function rememberSite(res: Response, site: () => SiteManifest): void {
  res.locals[SITE_LOCAL] = site;
}

export function formPagesIn(site: SiteManifest, lang: Lang): FormPages {
  return (lang !== DEFAULT_LANG ? site.formPages?.[lang] : undefined) ?? DEFAULT_FORM_PAGES;
}

/** The language a request was sent in: its `language` field, else its `?lang=`, else its Referer's. */
export function requestLanguage(req: Request): Lang {
  const body: unknown = req.body;
  const field = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
  if (isLang(field)) return field;
  const named: unknown = req.query[FORM_LANGUAGE_PARAM];
  if (isLang(named)) return named;
  // Checked before parsing: a thrown parse error costs more than the rest of the request's reading.
  const referer = req.get('referer');
  if (!referer) return DEFAULT_LANG;
  try {
    return languageOfPath(new URL(referer).pathname);
  } catch {
    return DEFAULT_LANG;
  }
}

function formPagesFor(req: Request, res: Response): FormPages {
  const site = res.locals[SITE_LOCAL] as (() => SiteManifest) | undefined;
  return site ? formPagesIn(site(), requestLanguage(req)) : DEFAULT_FORM_PAGES;
}

/** The plain HTML form posts url-encoded; the JavaScript form posts JSON. */
export function isFormPost(req: Request): boolean {
  return req.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded';
}

export function answerSuccess(req: Request, res: Response): void {
  if (isFormPost(req)) res.redirect(303, formPagesFor(req, res).thankYou);
  else res.json({ success: true });
}

export function answerInvalid(req: Request, res: Response, fieldErrors: ConsultationFieldErrors): void {
  if (isFormPost(req)) {
    res.redirect(303, `${formPagesFor(req, res).errors}?fields=${Object.keys(fieldErrors).join(',')}`);
  } else res.status(400).json({ success: false, error: 'Some fields need attention', fieldErrors });
}

const FAILURES: Record<FailureReason, { status: number; error: string }> = {
  malformed: { status: 400, error: 'The request could not be read' },
  'too-large': { status: 413, error: 'The request is too large' },
  'unsupported-type': { status: 415, error: 'Send the request as application/json' },
  'rate-limited': { status: 429, error: 'Too many requests from this connection; wait ten minutes, or call us' },
  unavailable: { status: 503, error: 'The request could not be saved just now; wait a few minutes, or call us' },
  busy: { status: 503, error: 'Too many requests are being sent just now; send it again in a moment, or call us' },
  'cross-site': { status: 403, error: "Send the request from this site's own form" },
  expired: { status: 409, error: 'The form was open too long: send it again' },
};

export function answerMethodNotAllowed(allow: string): RequestHandler {
  return (_req, res) => {
    res.setHeader('Allow', allow);
    res.status(405).json({ success: false, error: `Use ${allow.split(',')[0]}` });
  };
}

export function answerFailure(req: Request, res: Response, reason: FailureReason): void {
  const failure = FAILURES[reason];
  if (isFormPost(req)) res.redirect(303, `${formPagesFor(req, res).errors}?reason=${reason}`);
  // The reason lets the JavaScript form word the failure (consultation-request/failures.ts).
  else res.status(failure.status).json({ success: false, error: failure.error, reason });
}
