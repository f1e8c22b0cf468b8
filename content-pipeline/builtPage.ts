/** What the built-site check reads in one page, with htmlparser2 (it decodes entities and skips scripts). */
import { Parser } from 'htmlparser2';

export interface PageUrl {
  attribute: UrlAttribute;
  url: string;
  index: number;
}

export interface BuiltPage {
  urlPath: string;
  name: string;
  html: string;
  urls: PageUrl[];
  ids: Set<string>;
  /** An alias page: `<meta http-equiv="refresh">` sends the reader to the page itself. */
  redirects: boolean;
}

const URL_ATTRIBUTES = ['href', 'src', 'srcset'] as const;
type UrlAttribute = (typeof URL_ATTRIBUTES)[number];

export function readBuiltPage(urlPath: string, name: string, html: string): BuiltPage {
  const page: BuiltPage = { urlPath, name, html, urls: [], ids: new Set(), redirects: false };
  const parser = new Parser({
    onopentag(tag, attributes) {
      if (attributes.id) page.ids.add(attributes.id);
      if (tag === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') page.redirects = true;
      for (const attribute of URL_ATTRIBUTES) {
        const value = attributes[attribute];
        if (value === undefined) continue;
        const urls = attribute === 'srcset' ? srcsetUrls(value) : [value];
        for (const url of urls) page.urls.push({ attribute, url, index: parser.startIndex });
      }
    },
  });
  parser.end(html);
  return page;
}

/** `/a-400.webp 400w, /a-800.webp 800w` → the two addresses. */
function srcsetUrls(srcset: string): string[] {
  return srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
}
