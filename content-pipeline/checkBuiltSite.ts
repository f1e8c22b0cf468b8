/**
 * `check:content --built`: every internal link, picture and `#part` of every built page must exist: this catches
 * what only built pages show (component links, heading ids). Not linkinator: it names no file or line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalisePath } from '../lib/urlPath';
import { readBuiltPage, type BuiltPage, type PageUrl } from './builtPage';
import type { ContentProblem } from './contentProblem';
import type { SiteContent } from './contentTypes';
import { decodedOrUndefined, isExternalOrFragment, linkPath, resolveUnder } from './linkTargets';
import { nearestName } from './nearestName';
import { indexSite, NOT_FOUND_PAGE_NAME } from './routes';
import { normaliseSourceText } from './sourceText';

export type PageSource = (urlPath: string) => { file: string; text: string } | undefined;

type BuiltSite = ReturnType<typeof readBuiltSite>;

export function checkBuiltSite(distClientDir: string, sourceOf: PageSource = () => undefined): ContentProblem[] {
  const site = readBuiltSite(distClientDir, sourceOf);
  const problems: ContentProblem[] = [];
  for (const page of site.pages.values()) {
    for (const link of page.urls) {
      const problem = missingFile(site, page, link) ?? missingPart(site, page, link);
      if (problem) problems.push(problem);
    }
  }
  return problems;
}

function readBuiltSite(root: string, sourceOf: PageSource) {
  const files = listFiles(root);
  const pages = new Map<string, BuiltPage>();
  const fileUrls: string[] = [];
  for (const file of files) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (!file.endsWith('.html')) {
      fileUrls.push(`/${relative}`);
      continue;
    }
    const urlPath = normalisePath(`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
    pages.set(urlPath, readBuiltPage(urlPath, `dist/client/${relative}`, fs.readFileSync(file, 'utf8')));
  }
  // `served`: every page links the same header and footer, so one set lookup per link.
  return { root, served: new Set(files), pages, fileUrls, sourceOf };
}

function missingFile(site: BuiltSite, page: BuiltPage, { attribute, url, index }: PageUrl): ContentProblem | undefined {
  if (!url || isExternalOrFragment(url) || !url.startsWith('/')) return undefined;
  const target = linkPath(url);
  if (servesFile(site, target)) return undefined;
  const guess = nearestName(normalisePath(target), attribute === 'href' ? [...site.pages.keys()] : site.fileUrls);
  const hint = guess ? `did you mean "${guess}"? ` : '';
  const message = `${attribute} "${url}" leads to no page or file of the built site: ${hint}fix the link in content/ or the component that writes it`;
  return { ...locate(site, page, url, index), severity: 'error', message };
}

function missingPart(site: BuiltSite, page: BuiltPage, { attribute, url, index }: PageUrl): ContentProblem | undefined {
  const hash = url.indexOf('#');
  if (attribute !== 'href' || hash === -1 || hash === url.length - 1 || !(url.startsWith('/') || hash === 0))
    return undefined;
  const target = hash === 0 ? page : site.pages.get(normalisePath(linkPath(url)));
  const part = decodedOrUndefined(url.slice(hash + 1)) ?? url.slice(hash + 1);
  // A page that does not exist is missingFile's; an alias page only redirects to the page itself.
  if (!target || target.redirects || target.ids.has(part)) return undefined;
  const guess = nearestName(part, [...target.ids]);
  const hint = guess ? `did you mean #${guess}? ` : '';
  const message = `the link "${url}" leads to no part "${part}" of ${target.urlPath}: ${hint}link to a part the page has, or to the page alone`;
  return { ...locate(site, page, url, index), severity: 'error', message };
}

function locate(site: BuiltSite, page: BuiltPage, url: string, index: number): { file: string; line: number } {
  const source = site.sourceOf(page.urlPath);
  const written = source?.text.indexOf(url) ?? -1;
  if (source && written !== -1) return { file: source.file, line: lineAt(source.text, written) };
  return { file: page.name, line: lineAt(page.html, index) };
}

function servesFile(site: BuiltSite, urlPath: string): boolean {
  const full = resolveUnder(site.root, urlPath);
  if (full === undefined) return false;
  return [full, path.join(full, 'index.html'), `${full}.html`].some((file) => site.served.has(file));
}

export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

export function pageSourcesOf(content: SiteContent, contentDir: string): PageSource {
  const site = indexSite(content);
  return (urlPath) => {
    const entry = urlPath === '/404' ? site.page(NOT_FOUND_PAGE_NAME) : site.entryAt(urlPath);
    if (!entry) return undefined;
    const fullPath = path.join(contentDir, entry.file.replace(/^content\//, ''));
    return { file: entry.file, text: normaliseSourceText(fs.readFileSync(fullPath, 'utf8'), 'mdx') };
  };
}
