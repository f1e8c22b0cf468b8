/** What a query asks: the listed page or area not practised it names, its meaningful words, its typos respelt. */
import { describe, expect, it } from 'vitest';
import { bestMatch, meaningfulWords, respelt, wordsOf } from '../../components/search/searchWords';

const listed = [
  { title: 'Real Estate Law', terms: ['real estate', 'house', 'mortgage'], href: '/services/real-estate-law' },
  { title: 'Employment Law', terms: ['severance', 'fired'], href: '/services/employment-law' },
  { title: 'Contact Us', terms: ['cost', 'open', 'saturday', 'parking'], href: '/contact' },
  { title: 'Wills and estates', terms: ['will', 'estate', 'power of attorney', 'died', 'left a house'] },
  { title: 'Droit criminel', terms: ['alcool au volant', 'criminel'] },
];
const named = (query: string) => bestMatch(query, listed)?.title;

describe('bestMatch', () => {
  it.each([
    ['will', 'Wills and estates'],
    ['WILLS', 'Wills and estates'],
    ['power of attorney', 'Wills and estates'],
    ['my mother died and left a house', 'Wills and estates'],
    ['Alcool au volant', 'Droit criminel'],
    ['real estate', 'Real Estate Law'],
    ['will severance', 'Employment Law'],
    ['are you open saturday', 'Contact Us'],
  ])('“%s” names %s', (query, title) => expect(named(query)).toBe(title));

  it.each(['attorney', 'volant', 'willow', ''])('“%s” names none', (query) => expect(named(query)).toBeUndefined());
});

describe('meaningfulWords and wordsOf', () => {
  it('keeps the words that carry the subject, as typed', () => {
    expect(meaningfulWords('how much does it cost?')).toBe('cost');
    expect(meaningfulWords('Êtes-vous ouverts le samedi')).toBe('ouverts samedi');
    expect(meaningfulWords('how do you')).toBe('how do you');
  });

  it('besides an area not practised, a question asks only its other words: "will" as a verb is gone', () => {
    const wills = listed[3]!;
    expect(meaningfulWords('will you help with my will', wills)).toBe('');
    expect(meaningfulWords('will deadline', wills)).toBe('deadline');
  });

  it('compares words without the endings of plural and tense, in English and French', () => {
    expect(new Set(['separating', 'separated', 'separate', 'separates'].flatMap(wordsOf)).size).toBe(1);
    expect(new Set(['séparons', 'séparer', 'sépare', 'séparé'].flatMap(wordsOf)).size).toBe(1);
    expect(named('is the house mortgaged')).toBe('Real Estate Law');
  });
});

describe('respelt', () => {
  it('reads a word one typo from a listed word as that word, and leaves short and known words', () => {
    expect(respelt('emploment', listed)).toBe('employment');
    expect(respelt('mortgae help', listed)).toBe('mortgage help');
    expect(respelt('sevarance', listed)).toBe('severance');
    expect(respelt('fird dog', listed)).toBe('fird dog');
  });
});
