/**
 * Texts that contradict the firm's facts (content-pipeline/checkFirmFacts.ts), on the fixture's
 * site.yaml (founded 1998, office in Mississauga, short name "Lakeshore Law") with one sentence
 * added to a page, a profile or a guide, checked as in 2026: each kind of contradiction is
 * listed, each sentence that agrees with the facts is not.
 */
import { describe, expect, it } from 'vitest';
import { checkFirmFacts } from '../../content-pipeline/checkFirmFacts';
import { formatProblem } from '../../content-pipeline/contentProblem';
import { fixtureText, sourceOf } from '../support/sourceFile';
const SITE = sourceOf('site.yaml', fixtureText('site.yaml'));
const YEAR = 2026;

/** The check's problems with one sentence added to a fixture file (the About page by default). */
const problemsWith = (sentence: string, file = 'pages/about.mdx') =>
  checkFirmFacts([SITE, sourceOf(file, `${fixtureText(file)}\n${sentence}\n`)], YEAR);

/** What the check quotes of that sentence. */
const contradictionsIn = (sentence: string, file?: string) =>
  problemsWith(sentence, file).map((problem) => /^"([^"]+)"/.exec(problem.message)?.[1] ?? '');

const CASES: { kind: string; file?: string; contradict: string[]; agree: string[] }[] = [
  {
    kind: 'more years than since the founding (1998: 28 years in 2026)',
    contradict: [
      'We have over 30 years of experience.',
      'The firm has 29 years of practice.',
      'We have served Ontario families for 35 years.',
    ],
    agree: [
      'We have 28 years of experience.',
      '10+ years combined experience.',
      'Our lawyers bring over 40 years of combined experience.',
      'You have 2 years from the accident to start a claim.',
    ],
  },
  {
    kind: 'more years than since the call to the bar, on a profile',
    file: 'team/alexandra-reid.mdx',
    contradict: ['Called to the Bar of Ontario in 2012, she has 20 years of experience.'],
    agree: ['Called to the Bar of Ontario in 2012, she has 14 years of experience.', 'She has 40 years of experience.'],
  },
  {
    kind: 'a guide, about other people, is not compared',
    file: 'articles/property-division.mdx',
    contradict: [],
    agree: ['A spouse with over 30 years of experience in the business.'],
  },
  {
    kind: 'another city than the office’s',
    contradict: [
      'A Toronto based firm.',
      'A Toronto-based law firm.',
      'Based in Toronto, we serve all of Ontario.',
      "Toronto's trusted law firm.",
      'Our office in Brampton.',
      'Un cabinet d’avocats établi à Toronto.',
    ],
    agree: [
      'A Mississauga based firm.',
      'We serve clients in Toronto, Brampton and Oakville.',
      'Family-based sponsorship.',
      'An Ontario-based firm.',
      'Hearings are held in Toronto.',
    ],
  },
  {
    kind: "the firm's name spelt otherwise",
    contradict: ['Call LakeShore Law today.', 'Lake Shore Law can help.', 'Ask lakeshore-law.'],
    agree: [
      'Lakeshore Law can help.',
      'Lakeshore Law Professional Corporation.',
      'Write to info@lakeshorelaw.ca or visit www.lakeshorelaw.ca.',
      'Lakeshore Lawn Care is our neighbour.',
    ],
  },
];

describe('each contradiction of the firm’s facts is listed, and only a contradiction', () => {
  for (const { kind, file, contradict, agree } of CASES) {
    it(kind, () => {
      for (const sentence of contradict) expect(contradictionsIn(sentence, file), sentence).toHaveLength(1);
      for (const sentence of agree) expect(contradictionsIn(sentence, file), sentence).toEqual([]);
    });
  }

  it('the fixture content, which agrees with its facts, has none', () => {
    const files = ['site.yaml', 'pages/home.mdx', 'pages/who-we-are.mdx', 'team/alexandra-reid.mdx'];
    const sources = files.map((file) => sourceOf(file, fixtureText(file)));
    expect(checkFirmFacts(sources, YEAR)).toEqual([]);
  });
});

describe('the message', () => {
  const lastLine = fixtureText('pages/about.mdx').split('\n').length + 1;
  const linesFor = (sentence: string) => problemsWith(sentence).map(formatProblem);
  const rule = "the Law Society's rule 4.2-1 asks that marketing be accurate and not mislead";

  it('names the file, the line, the words, the fact they contradict, the rule and what to do', () => {
    expect(linesFor('For over 30 years, a Toronto based firm.')).toEqual([
      `content/pages/about.mdx:${lastLine}: warning: "Toronto based" places the firm in Toronto, but its office is in Mississauga (address.city in content/site.yaml): ${rule}; write Mississauga, or correct the address`,
    ]);
    expect(linesFor('We have practised law for over 30 years.')).toEqual([
      `content/pages/about.mdx:${lastLine}: warning: "practised law for over 30 years" is more than the 28 years since the firm was founded in 1998 (claims.founded in content/site.yaml): ${rule}; correct one of the two (experience counted across several people is written "combined")`,
    ]);
    expect(linesFor('Call LakeShore Law.')).toEqual([
      `content/pages/about.mdx:${lastLine}: warning: "LakeShore Law" spells the firm's name otherwise than "Lakeshore Law" (shortName in content/site.yaml): ${rule}; write it as site.yaml does, or <Fact name="shortName" />`,
    ]);
  });

  it('names the field of a frontmatter text', () => {
    const text = fixtureText('pages/about.mdx').replace('title: About Our Firm', 'title: About Our Toronto-based Firm');
    expect(checkFirmFacts([SITE, sourceOf('pages/about.mdx', text)], YEAR).map((problem) => problem.field)).toEqual([
      'title',
    ]);
  });
});
