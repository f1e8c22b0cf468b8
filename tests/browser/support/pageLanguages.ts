/**
 * The language of every visible text block of a page, against the language the page declares for
 * it (the nearest `lang`). A block is an element of text (a paragraph, a heading, a list item, a
 * link, a label, a button...) holding no other such element. Its language is read from the little
 * words every sentence has (the, of, your / le, de, votre): a block with fewer than three of them
 * is a name, an address or a label, which no identifier can judge, and is left out; where both
 * languages' words are as many, franc-min's trigrams decide.
 */
import { franc } from 'franc-min';
import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '../../../lib/languages';

/** A block with fewer of these words is a name, an address or a label: not judged. */
const MIN_FUNCTION_WORDS = 3;

/** English's and French's: a block of another language is judged by neither (tests/content/thirdLanguage.test.ts). */
const FUNCTION_WORDS = {
  en: new Set(
    'the of and to in is are was for with your you our we on by an be this that it or from at not can has have will what how who when which their about if'.split(
      ' ',
    ),
  ),
  fr: new Set(
    'le la les des du de et est sont pour avec votre vos vous nous notre nos sur par un une ce cette qui que quoi dans au aux pas peut ou en son sa ses leur être avez'.split(
      ' ',
    ),
  ),
};

const FRANC_LANG: Record<string, Lang> = { eng: 'en', fra: 'fr' };

interface TextBlock {
  text: string;
  lang: string;
}

function blocksOf(page: Page): Promise<TextBlock[]> {
  return page.evaluate(() => {
    const BLOCKS =
      'p, li, h1, h2, h3, h4, h5, h6, a, button, label, legend, td, th, dt, dd, figcaption, blockquote, summary, option, caption';
    return [...document.body.querySelectorAll<HTMLElement>(BLOCKS)]
      .filter((element) => !element.querySelector(BLOCKS))
      .map((element) => ({
        text: (element.tagName === 'OPTION' ? element.textContent : element.innerText) ?? '',
        lang: (element.closest('[lang]')?.getAttribute('lang') ?? 'en').slice(0, 2),
      }))
      .filter((block) => block.text.trim() !== '');
  });
}

/** What a block says without what no language owns: addresses, numbers, e-mails, phones. */
function wordsOf(text: string): string {
  return text
    .replace(/\S+@\S+|https?:\/\/\S+/g, ' ')
    .replace(/[^\p{L}’' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** `en`, `fr`, or undefined for a block too short to judge. */
export function languageOf(words: string): Lang | undefined {
  const tokens = words.toLowerCase().split(/[\s’']+/);
  const count = (lang: keyof typeof FUNCTION_WORDS) => tokens.filter((token) => FUNCTION_WORDS[lang].has(token)).length;
  const [en, fr] = [count('en'), count('fr')];
  if (en + fr < MIN_FUNCTION_WORDS) return undefined;
  if (en !== fr) return en > fr ? 'en' : 'fr';
  return FRANC_LANG[franc(words, { only: ['eng', 'fra'], minLength: 1 })];
}

/** Loads each page of `paths` and fails with every block whose words are in another language than its own. */
export async function expectEveryBlockInItsLanguage(page: Page, paths: string[]): Promise<void> {
  test.setTimeout(Math.max(test.info().timeout, paths.length * 3000));
  const wrong: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const block of await blocksOf(page)) {
      const words = wordsOf(block.text);
      const found = languageOf(words);
      if (found && found !== block.lang)
        wrong.push(`${path}: [${block.lang}, reads as ${found}] ${words.slice(0, 90)}`);
    }
  }
  expect(wrong).toEqual([]);
}
