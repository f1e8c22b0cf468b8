/**
 * What an internal link may lead to: a page's slug, an alias (it redirects), or a file the
 * site serves. Shared by the content check and by the check of the built pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RoutableEntry } from './contentTypes';
import { nearestName } from './nearestName';
import { normalisePath } from '../lib/urlPath';

/** Files the build writes that are not under public/ (build/seoFiles.ts). */
const GENERATED_FILES = ['/sitemap.xml', '/robots.txt', '/_redirects'];

export interface LinkTargets {
  has(urlPath: string): boolean;
  /** Page addresses, for "did you mean" suggestions. */
  pages: string[];
  /** The file of each draft article by its slug: not on the public site, so no link may lead there. */
  drafts?: ReadonlyMap<string, string>;
}

/**
 * @param otherPaths addresses that lead somewhere though no loaded file has them as its slug:
 *   the lists of articles, and the slugs written in page files that have errors of their own
 *   (a link to such a page is not a second mistake).
 * @param drafts the draft articles left out of the site, by slug.
 */
export function contentLinkTargets(
  entries: RoutableEntry[],
  publicDir: string,
  otherPaths: string[] = [],
  drafts: ReadonlyMap<string, string> = new Map(),
): LinkTargets {
  const pages = entries.map((e) => e.frontmatter.slug);
  const known = new Set([
    ...pages,
    ...otherPaths,
    ...entries.flatMap((e) => e.frontmatter.aliases),
    ...GENERATED_FILES,
  ]);
  return { pages, drafts, has: (urlPath) => known.has(normalisePath(urlPath)) || isFileUnder(publicDir, urlPath) };
}

/**
 * The file a link path names inside `dir`, or undefined when it cannot be decoded or would
 * leave the folder (whatever "../" the link holds).
 */
export function resolveUnder(dir: string, urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const root = path.resolve(dir);
  const full = path.join(root, decoded);
  return full === root || full.startsWith(root + path.sep) ? full : undefined;
}

export function isFile(file: string): boolean {
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

export function isFileUnder(dir: string, urlPath: string): boolean {
  const full = resolveUnder(dir, urlPath);
  return full !== undefined && isFile(full);
}

/** Links that leave the site or stay on this page need no target here. */
export function isExternalOrFragment(url: string): boolean {
  return url.startsWith('#') || /^(https?:|mailto:|tel:)/i.test(url) || url.startsWith('//');
}

/** The path part of an internal link: `/contact?x#form` → `/contact`. */
export function linkPath(url: string): string {
  return url.replace(/[?#].*$/, '') || '/';
}

/** Why a link leads nowhere, with the fix; undefined when it is fine. */
export function describeBrokenLink(url: string, targets: LinkTargets): string | undefined {
  if (isExternalOrFragment(url)) return undefined;
  if (url.trim() === '') return 'is empty: write the address of a page, e.g. /contact';
  if (!url.startsWith('/')) {
    return `must start with "/" (found "${url}"): write "/${url.replace(/^\.?\/*/, '')}"`;
  }
  if (targets.has(linkPath(url))) return undefined;
  const draft = targets.drafts?.get(normalisePath(linkPath(url)));
  if (draft)
    return `leads to a draft (found "${url}", ${draft}): publish it first (remove draft: true), or remove the link`;
  const guess = nearestName(normalisePath(linkPath(url)), targets.pages);
  return guess
    ? `leads to no page (found "${url}"): did you mean "${guess}"?`
    : `leads to no page (found "${url}"): use the slug of a page, e.g. /contact, or remove the link`;
}
