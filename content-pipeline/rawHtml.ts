/** The HTML the site's Content-Security-Policy blocks: the visitor would see an empty box, so each is a checker error. */
import type { ContentProblem } from './contentProblem';
import { blank, bodyLines } from './bodyLines';

const BLOCKED = "is blocked by the site's security policy";

const BLOCKED_ELEMENTS = {
  script:
    'so it would never run: link to the service instead, e.g. [Book a time](https://…), or to the consultation form, [Book a consultation](/contact)',
  iframe:
    'so visitors would see an empty box: link to the map or video instead, e.g. [See us on the map](https://…); <ContactCards /> shows the office address',
  object:
    'so visitors would see an empty box: save the file under public/ and link to it, e.g. [Read the guide (PDF)](/files/guide.pdf)',
  embed:
    'so visitors would see an empty box: save the file under public/ and link to it, e.g. [Read the guide (PDF)](/files/guide.pdf)',
  style:
    'so it would change nothing: the site\'s own styles apply; for a tinted band write <Section heading="…" tone="alt">',
} as const;

type BlockedElement = keyof typeof BLOCKED_ELEMENTS;

const OPENING_TAG = new RegExp(`<(${Object.keys(BLOCKED_ELEMENTS).join('|')})(?![\\w-])`, 'gi');

/** `onclick`, `onError`, `onMouseOver`…: an attribute that runs script. */
export function isEventHandler(attributeName: string): boolean {
  return /^on[a-z]/i.test(attributeName);
}

export function blockedHandlerMessage(attributeName: string, elementName: string): string {
  return `${attributeName}="…" on <${elementName}> ${BLOCKED}, so it would never run: remove it; a link or <ButtonLink> needs no script`;
}

/** A `javascript:` address, however a browser would still read it (any case, spaces, tabs, line breaks). */
export function isScriptAddress(url: string): boolean {
  const asRead = [...url].filter((character) => character.charCodeAt(0) > 0x20).join('');
  return asRead.toLowerCase().startsWith('javascript:');
}

export function blockedAddressMessage(url: string): string {
  const shown = url.trim().length > 30 ? `${url.trim().slice(0, 29)}…` : url.trim();
  return `the link "${shown}" ${BLOCKED}, so it would do nothing: link to a page or web address instead, e.g. /contact or https://…`;
}

/**
 * Outside code, which is only shown. The elements come back blanked out (lines kept): a `<style>` full of braces
 * would otherwise also be reported as broken MDX.
 */
export function screenBlockedElements(file: string, text: string) {
  const lineStarts = startsOfLines(text);
  const problems: ContentProblem[] = [];
  let screened = text;
  for (const { line, text: lineText } of bodyLines(text)) {
    for (const match of lineText.matchAll(OPENING_TAG)) {
      const name = (match[1] ?? '').toLowerCase() as BlockedElement;
      problems.push({ file, line, severity: 'error', message: `<${name}> ${BLOCKED}, ${BLOCKED_ELEMENTS[name]}` });
      const start = (lineStarts[line - 1] ?? 0) + (match.index ?? 0);
      const end = elementEnd(text, start, name);
      screened = screened.slice(0, start) + blank(screened.slice(start, end)) + screened.slice(end);
    }
  }
  return { problems, text: screened };
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) starts.push(index + 1);
  return starts;
}

function elementEnd(text: string, start: number, name: BlockedElement): number {
  const opening = /^<[\w-]+(?:"[^"]*"|'[^']*'|\{[^}]*\}|[^'"{}>])*>?/.exec(text.slice(start))?.[0] ?? '<';
  const afterOpening = start + opening.length;
  if (opening.endsWith('/>') || name === 'embed') return afterOpening;
  const closing = new RegExp(`</${name}\\s*>`, 'i').exec(text.slice(afterOpening));
  return closing ? afterOpening + closing.index + closing[0].length : afterOpening;
}
