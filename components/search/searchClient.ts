/**
 * The search box of the search page, in the browser: it asks the index the build made
 * (build/searchIndex.ts, Pagefind) as the visitor types or submits, lists the pages found with
 * the matching passage, and says how many there are in a live region. Pagefind's script and its
 * index's entry are loaded from the site itself as soon as the page opens, so the first search
 * does not wait for them. The address keeps the query (`?q=…`), so a search can be shared and
 * the back button returns to it.
 */
import { formatDay } from '../../lib/formatDay';
import { messagesIn, type Messages } from '../../messages';
import { SEARCH_INDEX_PATH } from '../../built-site/searchFiles';
import { SEARCH_FIELDS, SEARCH_FILTER_AREA, SEARCH_IDS, SEARCH_META } from './searchIds';
import * as styles from './Search.css';

/** Each result shown is one more small file to fetch: the count says how many there are in all. */
const SHOWN_RESULTS = 10;
/** Search when the visitor pauses typing, not at every key. */
const TYPING_PAUSE_MS = 250;

/** The part of Pagefind's browser API used here (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  search(
    term: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{ results: { data(): Promise<FoundPage> }[] }>;
}
interface FoundPage {
  url: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
}

let pagefindLoading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefindLoading ??= (async () => {
    // Built with the site, not bundled: the address is only known at run time.
    const pagefind = (await import(/* @vite-ignore */ `${SEARCH_INDEX_PATH}pagefind.js`)) as Pagefind;
    await pagefind.options({ excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  return pagefindLoading;
}

export function startSearch(): void {
  const form = document.getElementById(SEARCH_IDS.form);
  const query = document.getElementById(SEARCH_IDS.query);
  const area = document.getElementById(SEARCH_IDS.area);
  const status = document.getElementById(SEARCH_IDS.status);
  const list = document.getElementById(SEARCH_IDS.results);
  if (!(form instanceof HTMLFormElement) || !(query instanceof HTMLInputElement) || !status || !list) return;
  const areaSelect = area instanceof HTMLSelectElement ? area : undefined;
  const asked = new URLSearchParams(location.search);
  query.value = asked.get(SEARCH_FIELDS.query) ?? '';
  if (areaSelect) areaSelect.value = asked.get(SEARCH_FIELDS.area) ?? '';

  let latest = 0;
  const search = async () => {
    const term = query.value.trim();
    const areaName = areaSelect?.value ?? '';
    const ticket = ++latest;
    history.replaceState(null, '', addressOf(term, areaName));
    if (!term) {
      list.hidden = true;
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    try {
      const started = performance.now();
      const pagefind = await loadPagefind();
      const found = await pagefind.search(term, areaName ? { filters: { [SEARCH_FILTER_AREA]: areaName } } : {});
      const pages = await Promise.all(found.results.slice(0, SHOWN_RESULTS).map((result) => result.data()));
      // A slower, older search must not overwrite a newer one.
      if (ticket !== latest) return;
      list.replaceChildren(...pages.map(resultItem));
      list.hidden = pages.length === 0;
      status.textContent = countLine(found.results.length, term, areaName);
      // Read by `npm run bench:build` (the time from a search to its results on the page).
      performance.measure('site-search', { start: started });
    } catch {
      if (ticket === latest) status.textContent = pageText().searchUnavailable;
    }
  };

  let pause: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(pause);
    void search();
  });
  query.addEventListener('input', () => {
    clearTimeout(pause);
    pause = setTimeout(() => void search(), TYPING_PAUSE_MS);
  });
  areaSelect?.addEventListener('change', () => void search());
  if (query.value.trim()) void search();
  // While the visitor reads the page and types; a failure shows when they search.
  else loadPagefind().catch(() => undefined);
}

function addressOf(term: string, areaName: string): string {
  const params = new URLSearchParams();
  if (term) params.set(SEARCH_FIELDS.query, term);
  if (areaName) params.set(SEARCH_FIELDS.area, areaName);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/** The page's language (`<html lang="fr-CA">`): the script runs on the English and the French search page. */
function pageLang(): 'en' | 'fr' {
  return document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
}

function pageText(): Messages['shell'] {
  return messagesIn(pageLang()).shell;
}

function countLine(count: number, term: string, areaName: string): string {
  return pageText().searchCount(count, term, areaName, SHOWN_RESULTS);
}

/** One page found: its title as a link, what kind of page it is (and a guide's date), the passage. */
function resultItem(page: FoundPage): HTMLLIElement {
  const item = document.createElement('li');
  const heading = document.createElement('h2');
  heading.className = styles.resultTitle;
  const link = document.createElement('a');
  // Pagefind names a page by its folder (`/insights/x/`); the site's addresses have no trailing slash.
  link.href = page.url.length > 1 ? page.url.replace(/\/$/, '') : page.url;
  link.textContent = page.meta.title ?? link.href;
  heading.append(link);
  const kind = document.createElement('p');
  kind.className = styles.resultKind;
  const date = page.meta[SEARCH_META.date];
  const text = pageText();
  const kindName = page.meta[SEARCH_META.kind];
  kind.textContent = [
    kindName ? (text.searchKinds[kindName] ?? kindName) : undefined,
    date ? formatDay(date, pageLang()) : undefined,
  ]
    .filter(Boolean)
    .join(' · ');
  const excerpt = document.createElement('p');
  excerpt.className = styles.resultExcerpt;
  excerpt.append(...markedPassage(page.excerpt));
  item.append(heading, kind, excerpt);
  return item;
}

/**
 * The passage as text with its matching words in <mark>: read as HTML by a parser that runs
 * nothing, then rebuilt from its text and marks alone, so no markup of a page reaches this one.
 */
function markedPassage(excerpt: string): Node[] {
  const parsed = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html').body.firstChild;
  return [...(parsed?.childNodes ?? [])].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}
