/** What an internal link may lead to: a slug, an alias, or a file the site serves; for the content and built-pages checks. */
import fs from 'node:fs';
import path from 'node:path';
import type { RoutableEntry } from './contentTypes';
import { nearestName } from './nearestName';
import { normalisePath } from '../lib/urlPath';

const GENERATED_FILES = ['/sitemap.xml', '/robots.txt', '/_redirects'];

export interface LinkTargets {
  has(urlPath: string): boolean;
  pages: string[];
  /** Not on the public site, so no link may lead there. */
  drafts?: ReadonlyMap<string, string>;
}

/** `otherPaths`: the lists, and slugs of pages with errors of their own (a link to one is not a second mistake). */
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

/** Undefined for a malformed escape such as `%E0%A4%A`. */
export function decodedOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

export function resolveUnder(dir: string, urlPath: string): string | undefined {
  const decoded = decodedOrUndefined(urlPath);
  if (decoded === undefined) return undefined;
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

export function isExternalOrFragment(url: string): boolean {
  return url.startsWith('#') || /^(https?:|mailto:|tel:)/i.test(url) || url.startsWith('//');
}

export function linkPath(url: string): string {
  return url.replace(/[?#].*$/, '') || '/';
}

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
    : `leads to no page (found "${url}"): use the address of a page, such as /contact, or remove the link`;
}
