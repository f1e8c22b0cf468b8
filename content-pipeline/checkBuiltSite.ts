/**
 * `check:content --built`: after prerendering, every internal link and picture in every page
 * of dist/client must lead to a file the static site has, and every in-page link
 * (`/who-we-are#team`, `#team`) to a part of its page that exists. This catches what only the
 * built pages show: links that components write, and the ids of the rendered headings.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalisePath } from '../build-output/urlPath';
import type { ContentProblem } from './contentProblem';
import { isExternalOrFragment, linkPath, resolveUnder } from './linkTargets';
import type { SiteContent } from './contentTypes';
import { nearestName } from './nearestName';
import { indexSite, NOT_FOUND_PAGE_NAME } from './routes';

/** href, src and each URL of srcset, with its position in the HTML. */
const URL_ATTRIBUTE = /\s(href|src|srcset)="([^"]*)"/g;
const ID_ATTRIBUTE = /\sid="([^"]+)"/g;

/** The content file a page was built from, with its text, so a problem can name its line. */
export type PageSource = (urlPath: string) => { file: string; text: string } | undefined;

interface BuiltPage {
  urlPath: string;
  name: string;
  html: string;
  ids: Set<string>;
  redirects: boolean;
}

export function checkBuiltSite(distClientDir: string, sourceOf: PageSource = () => undefined): ContentProblem[] {
  const files = listFiles(distClientDir);
  const pages = files.filter((file) => file.endsWith('.html')).map((file) => readPage(distClientDir, file));
  const byPath = new Map(pages.map((page) => [page.urlPath, page]));
  // Every page links the same header and footer: one lookup in a set per link, not three file checks.
  const served = new Set(files);
  const problems: ContentProblem[] = [];
  for (const page of pages) {
    problems.push(...checkFiles(distClientDir, served, page));
    problems.push(...checkFragments(page, byPath, sourceOf));
  }
  return problems;
}

function readPage(distClientDir: string, file: string): BuiltPage {
  const html = fs.readFileSync(file, 'utf8');
  const relative = path.relative(distClientDir, file).split(path.sep).join('/');
  const urlPath = normalisePath(`/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`);
  return {
    urlPath,
    name: `dist/client/${relative}`,
    html,
    ids: new Set([...html.matchAll(ID_ATTRIBUTE)].map((match) => match[1] ?? '')),
    redirects: html.includes('http-equiv="refresh"'),
  };
}

function checkFiles(distClientDir: string, served: Set<string>, page: BuiltPage): ContentProblem[] {
  const { html, name } = page;
  const problems: ContentProblem[] = [];
  for (const match of html.matchAll(URL_ATTRIBUTE)) {
    const [, attribute, value = ''] = match;
    const urls = attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
    for (const url of urls.map(decodeEntities)) {
      if (!url || isExternalOrFragment(url) || !url.startsWith('/') || servesFile(distClientDir, served, linkPath(url)))
        continue;
      problems.push({
        file: name,
        line: lineAt(html, match.index),
        severity: 'error',
        message: `${attribute} "${url}" leads to no page or file of the built site: fix the link in content/ or the component that writes it`,
      });
    }
  }
  return problems;
}

/** Every `#part` of an href must be the id of something on the page it names. */
function checkFragments(page: BuiltPage, byPath: Map<string, BuiltPage>, sourceOf: PageSource): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const match of page.html.matchAll(URL_ATTRIBUTE)) {
    const [, attribute, raw = ''] = match;
    const url = decodeEntities(raw);
    const hash = url.indexOf('#');
    if (attribute !== 'href' || hash === -1 || hash === url.length - 1 || !(url.startsWith('/') || hash === 0))
      continue;
    const target = hash === 0 ? page : byPath.get(normalisePath(linkPath(url)));
    const part = safeDecode(url.slice(hash + 1));
    if (!target || target.redirects || target.ids.has(part)) continue;
    const source = sourceOf(page.urlPath);
    const lineInSource = source ? lineOfText(source.text, url) : undefined;
    const guess = nearestName(part, [...target.ids]);
    const hint = guess ? `did you mean #${guess}? ` : '';
    problems.push({
      file: lineInSource ? source!.file : page.name,
      line: lineInSource ?? lineAt(page.html, match.index),
      severity: 'error',
      message: `the link "${url}" leads to no part "${part}" of ${target.urlPath}: ${hint}link to a part the page has, or to the page alone`,
    });
  }
  return problems;
}

function lineOfText(text: string, needle: string): number | undefined {
  const index = text.indexOf(needle);
  return index === -1 ? undefined : lineAt(text, index);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** How a static host answers a path: the file itself, or the folder's index.html. */
function servesFile(root: string, served: Set<string>, urlPath: string): boolean {
  const full = resolveUnder(root, urlPath);
  if (full === undefined) return false;
  return [full, path.join(full, 'index.html'), `${full}.html`].some((file) => served.has(file));
}

/** Every file of the built site, with its full path. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function lineAt(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function decodeEntities(url: string): string {
  return url
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');
}

/** The content file behind each built page, read from the content folder it was loaded from. */
export function pageSourcesOf(content: SiteContent, contentDir: string): PageSource {
  const site = indexSite(content);
  return (urlPath) => {
    const entry = urlPath === '/404' ? site.page(NOT_FOUND_PAGE_NAME) : site.entryAt(urlPath);
    if (!entry) return undefined;
    const fullPath = path.join(contentDir, entry.file.replace(/^content\//, ''));
    return { file: entry.file, text: fs.readFileSync(fullPath, 'utf8') };
  };
}
