/**
 * `check:content --built`: after prerendering, every internal link and picture in every page
 * of dist/client must lead to a file the static site has. This catches links that code or
 * components write, which the content check cannot see.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ContentProblem } from './contentProblem';
import { isExternalOrFragment, isFile, linkPath, resolveUnder } from './linkTargets';

/** href, src and each URL of srcset, with its position in the HTML. */
const URL_ATTRIBUTE = /\s(href|src|srcset)="([^"]*)"/g;

export function checkBuiltSite(distClientDir: string): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const file of listHtmlFiles(distClientDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const name = ['dist/client', ...path.relative(distClientDir, file).split(path.sep)].join('/');
    for (const match of html.matchAll(URL_ATTRIBUTE)) {
      const [, attribute, value = ''] = match;
      const urls = attribute === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value];
      for (const url of urls.map(decodeEntities)) {
        if (!url || isExternalOrFragment(url) || !url.startsWith('/') || servesFile(distClientDir, linkPath(url)))
          continue;
        problems.push({
          file: name,
          line: lineAt(html, match.index),
          severity: 'error',
          message: `${attribute} "${url}" leads to no page or file of the built site: fix the link in content/ or the component that writes it`,
        });
      }
    }
  }
  return problems;
}

/** How a static host answers a path: the file itself, or the folder's index.html. */
function servesFile(root: string, urlPath: string): boolean {
  const full = resolveUnder(root, urlPath);
  if (full === undefined) return false;
  return [full, path.join(full, 'index.html'), `${full}.html`].some(isFile);
}

function listHtmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
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
