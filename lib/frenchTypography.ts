/**
 * French typography, applied to a French page's HTML at build: the spaces a French reader expects never to break
 * (before `: ; ! ?`, inside « », in numbers, phones and before units), and one apostrophe (’). Only text between tags
 * changes, and not inside the hydrated island (its text must match what React renders).
 */
const NARROW_NBSP = '\u202f';
const NBSP = '\u00a0';
const NB_HYPHEN = '\u2011';

/** Elements whose text is never typography: code, and what the browser runs or edits. */
const RAW_ELEMENTS = new Set(['script', 'style', 'pre', 'code', 'textarea']);

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g;

/** Also for the words of the hydrated island, which the page's pass leaves alone. */
export function frenchSpaces(text: string): string {
  return (
    text
      // « 10+ » is English shorthand: French says « plus de 10 » (« Plus de 10 » opening a text).
      .replace(/^(\s*)(\d+)\+(?![\d\p{L}])/u, '$1Plus de $2')
      .replace(/(\d+)\+(?![\d\p{L}])/gu, 'plus de $1')
      // 416 555-0142, (416) 555-0142, 1 800 555-0142: one unbreakable whole.
      .replace(/(\(?\d{3}\)?)[ \u00a0](\d{3})-(\d{4})\b/g, `$1${NBSP}$2${NB_HYPHEN}$3`)
      // 5 000 and 1 250 000: thousands grouped with a narrow space.
      .replace(/(\d)[ \u00a0](?=\d{3}(?![\d\u2011-]))/g, `$1${NARROW_NBSP}`)
      // 24 heures, 15 %, 250 $: a number keeps its unit or noun.
      .replace(/(\d)[ \u00a0\u202f](?=[\p{L}%$€])/gu, `$1${NBSP}`)
      // The space before : ; ! ? (where one is written) never breaks.
      .replace(/[ \u00a0](?=[:;!?](?:\s|$|[»)]))/g, NARROW_NBSP)
      // One apostrophe, the typographic one: l’Ontario, d’avocats (React writes ' as &#x27;).
      .replace(/(\p{L})(?:'|&#x27;|&#39;)(?=\p{L})/gu, '$1’')
      // « and » hold their words.
      .replace(/«[ \u00a0]?/g, `«${NARROW_NBSP}`)
      .replace(/[ \u00a0]?»/g, `${NARROW_NBSP}»`)
  );
}

/** The page's HTML with French spaces in its text, except inside the elements `skipIds` names. */
export function withFrenchTypography(html: string, skipIds: readonly string[] = []): string {
  let out = '';
  let last = 0;
  /** The element whose text is left alone, and how deep inside it the tokens are. */
  let skipping: { name: string; depth: number } | undefined;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    const text = html.slice(last, match.index);
    out += skipping ? text : frenchSpaces(text);
    out += tag;
    last = match.index + tag.length;
    if (skipping) {
      if (name === skipping.name) skipping.depth += closing ? -1 : attributes.trimEnd().endsWith('/') ? 0 : 1;
      if (skipping.depth === 0) skipping = undefined;
    } else if (!closing && (RAW_ELEMENTS.has(name) || skipIds.some((id) => attributes.includes(` id="${id}"`)))) {
      skipping = { name, depth: 1 };
    }
  }
  return out + (skipping ? html.slice(last) : frenchSpaces(html.slice(last)));
}
