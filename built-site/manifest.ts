/**
 * What the server needs to know about a built site, written by the build into `dist/site.json`:
 * the production server reads this file and never `content/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as yup from 'yup';
import { LANGUAGE_RECORDS, type Lang } from '../lib/languages';
import { renderCaddySite } from './caddySite';

const text = yup.string().defined();
const formPagesSchema = yup.object({ contact: text, thankYou: text, errors: text });

const siteManifestSchema = yup.object({
  /** Where consultation requests are mailed unless MAIL_TO says otherwise. */
  firmEmail: text,
  serviceAreas: yup.array(yup.object({ value: text, label: text })).defined(),
  /** Every alias (`/attorneys`) with its page (`/who-we-are`): answered with 301s. */
  redirects: yup.array(yup.object({ from: text, to: text })).defined(),
  /** Every prerendered page's address (aliases and the not-found page aside). */
  pages: yup.array(text).defined(),
  /** Days a request is kept, as the privacy notice publishes it; 0 when unknown yet. */
  requestRetentionDays: yup.number().integer().defined(),
  /** The site's public address (SITE_URL at build time): the editor's sign-in comes back to it alone. */
  siteUrl: yup.string(),
  /** The search page's address, when the site has one: it alone may run the search's WebAssembly. */
  searchPath: yup.string(),
  /** The form's pages in each translated language that has a contact page; English's are endpoint.ts's. */
  formPages: yup
    .mixed<Record<string, FormPages>>()
    .test((pages) => Object.values(pages ?? {}).every((page) => formPagesSchema.isValidSync(page, { strict: true }))),
});

/** What `npm start` reports besides: the examples in the content still awaiting the firm's facts. */
const builtSiteManifestSchema = siteManifestSchema.shape({ placeholderCount: yup.number().integer().defined() });

export type FormPages = yup.InferType<typeof formPagesSchema>;
export type SiteManifest = yup.InferType<typeof siteManifestSchema>;
export type BuiltSiteManifest = yup.InferType<typeof builtSiteManifestSchema>;
export type Redirect = SiteManifest['redirects'][number];

/** The built site's folders and files, relative to the build folder (`dist/`). */
export const BUILD_LAYOUT = {
  client: 'client',
  manifest: 'site.json',
  caddy: 'site.caddy',
  notFoundPage: 'client/404.html',
  /** The production server, compiled (build/compileServer.ts). */
  server: 'node',
  /** What the build was made from (build/builtFrom.ts). */
  sources: 'sources.json',
} as const;

/** A translated language's not-found page, beside its pages: `client/fr/404.html`, as static hosts look for it. */
export function notFoundPageOf(lang: Lang): string {
  return `${BUILD_LAYOUT.client}${LANGUAGE_RECORDS[lang].prefix}/404.html`;
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

/** With Caddy's share of the same facts (deploy/Caddyfile imports it). */
export function writeSiteManifest(buildDir: string, manifest: BuiltSiteManifest): void {
  fs.writeFileSync(path.join(buildDir, BUILD_LAYOUT.manifest), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(path.join(buildDir, BUILD_LAYOUT.caddy), renderCaddySite(manifest));
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
  if (!builtSiteManifestSchema.isValidSync(parsed, { strict: true }))
    throw new SiteManifestError(`${file} is not a site manifest: run npm run build`);
  return parsed;
}
