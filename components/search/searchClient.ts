/**
 * The search page's box in the browser: asks the Pagefind index the build made as the visitor types,
 * lists the pages found, and keeps the query in the address (`?q=…`) for sharing and the back button.
 */
import { formatDay } from '../../lib/formatDay';
import { type Lang, languageOfTag, type Messages, messagesIn } from '../../lib/languages';
import { SEARCH_INDEX_PATH } from '../../built-site/searchFiles';
import type { SearchListing } from '../../page-data/views';
import { bestMatch, meaningfulWords, respelt } from './searchWords';
import { SEARCH_FIELDS, SEARCH_FILTER_AREA, SEARCH_IDS, SEARCH_META } from './searchIds';
import * as styles from './Search.css';

/** Each result shown is one more small file to fetch: the count says how many there are in all. */
const SHOWN_RESULTS = 10;
const TYPING_PAUSE_MS = 250;
/**
 * How much a match in each of a page's facts adds to its rank (Pagefind's `metaWeights`): a practice area's search
 * terms most, then a title (Pagefind's default); a page's kind and day are facts to show, not to be found by.
 */
const META_WEIGHTS = { [SEARCH_META.terms]: 10, title: 5, [SEARCH_META.kind]: 0, [SEARCH_META.date]: 0 };

/** The part of Pagefind's browser API used here (https://pagefind.app/docs/api/). */
interface Pagefind {
  options(options: { excerptLength: number; ranking: { metaWeights: Record<string, number> } }): Promise<void>;
  init(): Promise<void>;
  search(term: string, options: SearchOptions): Promise<{ results: Found[] }>;
}
type SearchOptions = { filters?: Record<string, string> };
type Found = { id: string; score: number; data(): Promise<FoundPage> };
type FoundPage = { url: string; excerpt: string; meta: Record<string, string | undefined> };

let pagefindLoading: Promise<Pagefind> | undefined;

function loadPagefind(): Promise<Pagefind> {
  pagefindLoading ??= (async () => {
    // Built with the site, not bundled: the address is only known at run time.
    const pagefind = (await import(/* @vite-ignore */ `${SEARCH_INDEX_PATH}pagefind.js`)) as Pagefind;
    await pagefind.options({ excerptLength: 24, ranking: { metaWeights: META_WEIGHTS } });
    await pagefind.init();
    return pagefind;
  })();
  return pagefindLoading;
}

/**
 * The pages found, the most relevant first. Pagefind finds the pages that hold every word, so
 * "divorce lawyer" finds nothing when no page says both: then each word is searched alone, and
 * the pages that hold any are ranked by the sum of their scores.
 */
async function findPages(pagefind: Pagefind, term: string, options: SearchOptions): Promise<Found[]> {
  const { results } = await pagefind.search(term, options);
  const words = term.split(/\s+/);
  if (results.length > 0 || words.length < 2) return results;
  const scores = new Map<string, Found>();
  for (const found of await Promise.all(words.map((word) => pagefind.search(word, options)))) {
    for (const page of found.results) {
      scores.set(page.id, { ...page, score: page.score + (scores.get(page.id)?.score ?? 0) });
    }
  }
  return [...scores.values()].sort((a, b) => b.score - a.score);
}

export function startSearch(): void {
  const form = document.getElementById(SEARCH_IDS.form);
  const query = document.getElementById(SEARCH_IDS.query);
  const area = document.getElementById(SEARCH_IDS.area);
  const status = document.getElementById(SEARCH_IDS.status);
  const answer = document.getElementById(SEARCH_IDS.answer);
  const list = document.getElementById(SEARCH_IDS.results);
  if (!(form instanceof HTMLFormElement) || !(query instanceof HTMLInputElement) || !status || !answer || !list) return;
  const listed = listedPages(list);
  const facts = listedIn(SEARCH_IDS.facts);
  // Ties go to the first: a practice area, then a fact, then a page or an area not practised.
  const areas = listed.filter((entry) => entry.kind === 'service');
  const ordered = [...areas, ...facts, ...listed.filter((entry) => !areas.includes(entry))];
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
    // A word one typo from a listed one is read as that word ("emploment": "employment").
    const respeltTerm = respelt(term, ordered);
    const asked = bestMatch(term, ordered) ? term : respeltTerm;
    const named = bestMatch(asked, ordered);
    // A question on one of the firm's facts gets the fact itself, unless it names a practice area as long.
    answer.replaceChildren(...answerTo(named));
    // After "we do not practise", only the question's other words are searched: "will" as a verb finds nothing.
    const notPractised = named && !named.href && !(facts as SearchListing[]).includes(named) ? named : undefined;
    if (!term) {
      list.hidden = true;
      list.replaceChildren();
      status.textContent = '';
      return;
    }
    status.textContent = pageText().searching;
    try {
      const started = performance.now();
      const pagefind = await loadPagefind();
      const options = areaName ? { filters: { [SEARCH_FILTER_AREA]: areaName } } : {};
      const find = (query: string) => {
        const words = meaningfulWords(query, notPractised);
        return words ? findPages(pagefind, words, options) : Promise.resolve([]);
      };
      let shownTerm = term;
      let found = await find(term);
      if (found.length === 0 && respeltTerm !== term) {
        shownTerm = respeltTerm;
        found = await find(respeltTerm);
      }
      const pages = await Promise.all(found.slice(0, SHOWN_RESULTS).map((result) => result.data()));
      // A slower, older search must not overwrite a newer one.
      if (ticket !== latest) return;
      list.replaceChildren(...pages.map(resultItem));
      list.hidden = pages.length === 0;
      const count = found.length;
      status.textContent = pageText().searchCount(count, shownTerm, areaName, SHOWN_RESULTS);
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
    // Said at once, politely: the results follow after the pause and Pagefind's first load.
    if (query.value.trim()) status.textContent = pageText().searching;
    pause = setTimeout(() => void search(), TYPING_PAUSE_MS);
  });
  areaSelect?.addEventListener('change', () => void search());
  if (query.value.trim()) void search();
  // While the visitor reads the page and types; a failure shows when they search.
  else loadPagefind().catch(() => undefined);
}

/** The pages listed with their search terms, then the areas not practised (ties go to the pages). */
function listedPages(list: HTMLElement): SearchListing[] {
  return [...(JSON.parse(list.dataset.listed ?? '[]') as SearchListing[]), ...listedIn(SEARCH_IDS.notPractised)];
}

/** The items of a list the page holds for the script, by their words; a fact's answer is not among its words. */
function listedIn(id: string): (SearchListing & { item: HTMLElement })[] {
  return [...(document.getElementById(id)?.children ?? [])].map((item) => ({
    title: item instanceof HTMLElement && item.dataset.fact ? '' : (item.textContent ?? ''),
    terms: JSON.parse((item as HTMLElement).dataset.searchTerms ?? '[]') as string[],
    item: item as HTMLElement,
  }));
}

/** What answers first: a fact of the firm's as the page holds it, or that the firm does not practise the area named. */
function answerTo(named: (SearchListing & { item?: HTMLElement }) | undefined): Node[] {
  const fact = named?.item?.dataset.fact;
  const referral = document.getElementById(SEARCH_IDS.referral);
  if (!named || named.href || !(fact || referral)) return [];
  const box = document.createElement(fact ? 'div' : 'p');
  box.className = styles.answer;
  const said = document.createElement('strong');
  said.textContent = pageText().notPractised(named.title);
  if (fact) box.dataset.fact = fact;
  const shown = fact ? named.item!.childNodes : [said, ' ', ...referral!.childNodes];
  box.append(...[...shown].map((node) => (typeof node === 'string' ? node : node.cloneNode(true))));
  return [box];
}

function addressOf(term: string, areaName: string): string {
  const params = new URLSearchParams();
  if (term) params.set(SEARCH_FIELDS.query, term);
  if (areaName) params.set(SEARCH_FIELDS.area, areaName);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

function pageLang(): Lang {
  return languageOfTag(document.documentElement.lang);
}

function pageText(): Messages['shell'] {
  return messagesIn(pageLang()).shell;
}

/** Pagefind names a page by its folder (`/insights/x/`); the site's addresses have no trailing slash. */
function hrefOf(page: FoundPage): string {
  return page.url.length > 1 ? page.url.replace(/\/$/, '') : page.url;
}

function resultItem(page: FoundPage): HTMLLIElement {
  const item = document.createElement('li');
  const heading = document.createElement('h2');
  heading.className = styles.resultTitle;
  const link = document.createElement('a');
  link.href = hrefOf(page);
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
