/** Which area the firm does not practise a query asks about: a word of its list, unless a practice area's is longer. */
import { describe, expect, it } from 'vitest';
import { notPractisedAreaOf } from '../../components/search/notPractised';

const notPractised = [
  { area: 'Wills and estates', searchTerms: ['will', 'estate', 'power of attorney'] },
  { area: 'Droit criminel', searchTerms: ['alcool au volant', 'criminel'] },
];
const practised = ['Real Estate Law', 'real estate', 'severance', 'Employment Law'];

describe('notPractisedAreaOf', () => {
  it.each([
    ['will', 'Wills and estates'],
    ['WILLS', 'Wills and estates'],
    ['estates lawyer', 'Wills and estates'],
    ['power of attorney', 'Wills and estates'],
    ['Alcool au volant', 'Droit criminel'],
    ['avocat criminel', 'Droit criminel'],
  ])('“%s” asks about %s', (query, area) => {
    expect(notPractisedAreaOf(query, notPractised, practised)).toBe(area);
  });

  it.each(['real estate', 'will severance', 'attorney', 'volant', 'willow', ''])('“%s” asks about none', (query) => {
    expect(notPractisedAreaOf(query, notPractised, practised)).toBeUndefined();
  });
});
