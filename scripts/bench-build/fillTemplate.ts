/** Filling a template's slots with words, and the small text helpers the generator needs around it. */
import { pick, type Random } from './random';
import { WORDS, type ArticleSubject, type Slot } from './vocabulary';

const SLOT_PATTERN = /\{(?:([ab]+):)?(\w+)\}/g;

function isSlot(name: string): name is Slot {
  return Object.hasOwn(WORDS, name);
}

function indefiniteArticle(word: string): string {
  return /^\W*[aeiou]/i.test(word) ? 'an' : 'a';
}

export function capitalise(text: string): string {
  return text.replace(/^(\W*)([a-z])/, (_match, prefix: string, letter: string) => prefix + letter.toUpperCase());
}

/**
 * Fills `{slot}` with a random word of WORDS (or the subject's own word for it); `{a:slot}` adds
 * "a"/"an", `{b:slot}` makes the word bold. A brace left over would be an MDX expression and break
 * the build, so a mistyped slot stops the generator instead.
 */
export function fillTemplate(template: string, random: Random, subject: ArticleSubject = {}): string {
  const filled = template.replace(SLOT_PATTERN, (_match, modifiers: string | undefined, name: string) => {
    if (!isSlot(name)) throw new Error(`unknown slot {${name}} in "${template}"`);
    const word = subject[name] ?? pick(random, WORDS[name]);
    const emphasised = modifiers?.includes('b') ? `**${word}**` : word;
    return modifiers?.includes('a') ? `${indefiniteArticle(word)} ${emphasised}` : emphasised;
  });
  if (/[{}]/.test(filled)) throw new Error(`a brace is left in "${filled}" (from "${template}")`);
  return filled;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** A random template filled until the result fits, e.g. a title's word count or a description's length. */
export function fillUntil(
  templates: readonly string[],
  random: Random,
  subject: ArticleSubject,
  fits: (text: string) => boolean,
): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const text = capitalise(fillTemplate(pick(random, templates), random, subject));
    if (fits(text)) return text;
  }
  throw new Error(`no template of ${JSON.stringify(templates[0])}… fits for ${JSON.stringify(subject)}`);
}
