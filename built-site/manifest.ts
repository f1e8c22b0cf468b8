/**
 * What the server needs to know about a built site, written by the build into
 * `dist/site.json` beside the prerendered pages (`dist/client`). The production server reads
 * this file and never `content/`: it runs from the build alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConsultationOption } from '../consultation-request/options';

export interface Redirect {
  /** An alias, e.g. `/attorneys`. */
  from: string;
  /** The page it moved to, e.g. `/who-we-are`. */
  to: string;
}

export interface SiteManifest {
  /** Where consultation requests are mailed unless MAIL_TO says otherwise. */
  firmEmail: string;
  /** The practice areas the form offers, as the endpoint must accept them. */
  serviceAreas: ConsultationOption[];
  /** Every alias with its page: answered with 301s. */
  redirects: Redirect[];
  /** Every prerendered page's address (aliases and the not-found page aside). */
  pages: string[];
  /** Days a request is kept, as the privacy notice publishes it (content/site.yaml); 0 when unknown yet. */
  requestRetentionDays: number;
  /** The search page's address, when the site has one: it alone may run the search's WebAssembly. */
  searchPath?: string;
  /**
   * The form's pages in each translated language that has a contact page (`fr`: `/fr/contact`,
   * `/fr/merci`, `/fr/contact/erreurs`); absent for an English-only site. The default language's
   * are consultation-request/endpoint.ts's.
   */
  formPages?: Record<string, FormPages>;
}

/** Where the form lives, and where a request sent without JavaScript lands, in one language. */
export interface FormPages {
  contact: string;
  thankYou: string;
  errors: string;
}

/** The file the build writes: the site, and what `npm start` reports about the build. */
export interface BuiltSiteManifest extends SiteManifest {
  /** How many examples in the content still await the firm's facts: `npm start` warns while any remain. */
  placeholderCount: number;
}

/** The built site's folders and files, relative to the build folder (`dist/`). */
export const BUILD_LAYOUT = {
  client: 'client',
  manifest: 'site.json',
  notFoundPage: 'client/404.html',
} as const;

/** A translated language's not-found page, beside its pages: `client/fr/404.html`, as static hosts look for it. */
export function notFoundPageOf(lang: string): string {
  return `${BUILD_LAYOUT.client}/${lang}/404.html`;
}

/** Files every complete build has: without one of them the build stopped half-way. */
export const COMPLETE_BUILD_FILES = [
  BUILD_LAYOUT.manifest,
  BUILD_LAYOUT.notFoundPage,
  'client/index.html',
  'client/sitemap.xml',
  'client/_redirects',
];

/** The files a complete build would have and this one lacks (all of them when there is none). */
export function missingBuildFiles(buildDir: string): string[] {
  return COMPLETE_BUILD_FILES.filter((file) => !fs.existsSync(path.join(buildDir, file)));
}

export class SiteManifestError extends Error {
  override name = 'SiteManifestError';
}

export function writeSiteManifest(buildDir: string, manifest: BuiltSiteManifest): void {
  fs.writeFileSync(path.join(buildDir, BUILD_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Reads and checks `dist/site.json`; a missing or damaged file is one clear error. */
export function readSiteManifest(buildDir: string): BuiltSiteManifest {
  const file = path.join(buildDir, BUILD_LAYOUT.manifest);
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : 'is not valid JSON';
    throw new SiteManifestError(`${file} ${reason}: run npm run build`);
  }
  if (!isSiteManifest(parsed)) throw new SiteManifestError(`${file} is not a site manifest: run npm run build`);
  return parsed;
}

function isSiteManifest(value: unknown): value is BuiltSiteManifest {
  const v = (value ?? {}) as Record<string, unknown>;
  const hasStrings = (item: unknown, keys: string[]) =>
    keys.every((key) => typeof (item as Record<string, unknown> | null)?.[key] === 'string');
  const listOf = (items: unknown, keys: string[]) =>
    Array.isArray(items) && items.every((item) => hasStrings(item, keys));
  return (
    hasStrings(v, ['firmEmail']) &&
    listOf(v.serviceAreas, ['value', 'label']) &&
    listOf(v.redirects, ['from', 'to']) &&
    Array.isArray(v.pages) &&
    v.pages.every((page) => typeof page === 'string') &&
    Number.isInteger(v.requestRetentionDays) &&
    Number.isInteger(v.placeholderCount) &&
    (v.searchPath === undefined || typeof v.searchPath === 'string') &&
    (v.formPages === undefined || listOf(Object.values(v.formPages ?? 0), ['contact', 'thankYou', 'errors']))
  );
}
