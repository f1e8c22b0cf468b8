/**
 * The marketing rules' check (content-pipeline/checkMarketingRules.ts) on fixture files with one
 * sentence added: each rule warns on the claims a regulator would question and stays quiet on the
 * same words used otherwise ("the best interests of the child", "an expert witness"), and each
 * allowance (a certified lawyer, the results notice, a fee's terms) lifts only its own rule.
 */
import { describe, expect, it } from 'vitest';
import { checkMarketingRules } from '../../content-pipeline/checkMarketingRules';
import { formatProblem } from '../../content-pipeline/contentProblem';
import { MARKETING_RULES } from '../../content-pipeline/marketingRules';
import type { SourceFile } from '../../content-pipeline/contentTypes';
import { fixtureText, sourceOf } from '../support/sourceFile';

/** The fixture's About page with one sentence as its last line. */
const ABOUT = fixtureText('pages/about.mdx');
const aboutWith = (sentence: string) => sourceOf('pages/about.mdx', `${ABOUT}\n${sentence}\n`);
const LAST_LINE = ABOUT.split('\n').length + 1;

/** The claims the check finds in one sentence of a page, as quoted in its messages. */
function claimsIn(sentence: string, others: SourceFile[] = []): string[] {
  return checkMarketingRules([aboutWith(sentence), ...others]).map(
    (problem) => /^"([^"]+)"/.exec(problem.message)?.[1] ?? problem.message,
  );
}

const CASES: { rule: string; claims: string[]; fine: string[] }[] = [
  {
    rule: 'best',
    claims: ['Hire the best lawyer you can.', "Toronto's best law firm.", 'The best immigration consultants.'],
    fine: [
      'It is best if your lawyer reviews the release.',
      'The best way to prepare is to keep records.',
      'A decision in the best interests of the child.',
    ],
  },
  {
    rule: 'leading',
    claims: ['A leading immigration firm.', 'Industry-leading service.'],
    fine: ['Missed deadlines, leading to a hearing.', 'The leading case is from 2019.'],
  },
  {
    rule: 'top',
    claims: ['Top-rated lawyers.', 'Among the top firms in the province.', 'Our top employment lawyers.'],
    fine: ['The form is at the top of the page.', 'Severance pay comes on top of termination pay.'],
  },
  {
    rule: '#1',
    claims: ['The #1 law firm in Peel.', 'We are #1.', 'The No. 1 choice.', 'The number one law firm.'],
    fine: ['Step 1: gather your lease.', 'Form #12 is the one to file.', 'Your case is our number one priority.'],
  },
  {
    rule: 'superlatives',
    claims: [
      'Exceptional legal services.',
      'Unmatched legal representation.',
      'An award-winning firm.',
      'The most experienced team in Peel.',
      'Service second to none.',
    ],
    fine: [
      'In exceptional circumstances the court may extend the time.',
      'The Superior Court of Justice hears the motion.',
      'The most common question is about costs.',
    ],
  },
  {
    rule: 'claimed results',
    claims: ['Proven Results', 'Results You Can Trust', 'A proven track record.', 'A record of success in court.'],
    fine: [
      'We explain the possible results before you decide.',
      'Once the debt is proven, the court may order payment.',
      'Keep a record of every payment.',
    ],
  },
  {
    rule: 'figures',
    claims: [
      '500+ clients served.',
      '10+ years combined experience.',
      'We have handled hundreds of cases.',
      'More than 1,000 families helped.',
      '98% success at trial.',
      'Over 30 years of experience.',
      'Decades of experience in family law.',
      'We have served Ontario families for over 25 years.',
    ],
    fine: [
      'Suite 400, 100 Main Street, Mississauga, ON L5B 0A1.',
      'Call (416) 555-0142 or +1 905 555 0168.',
      'Founded in 1998; updated 2026-03-12.',
      'A flat fee of $350 plus HST.',
      'Under rule 4.2-1 and section 7(3) of the Act.',
      'Step 1: gather your lease.',
      "We'll respond within 24 hours.",
      'You have 2 years from the accident to start a claim.',
      'If you lived together for more than 3 years, you may claim support.',
      'Severance is 1 week per year of service, up to 26 weeks.',
      'We charge 25% of the amount recovered, plus disbursements and HST.',
      'A child under 18 years of age.',
    ],
  },
  {
    rule: 'expert',
    claims: ['Our expert lawyers.', 'Talk to our experts.', 'Your claim, expertly handled.'],
    fine: ['An expert witness may testify.', 'A medical expert assesses the injury.', 'Expertise takes years.'],
  },
  {
    rule: 'specialist',
    claims: ['Our specialist in family law.', 'A firm specializing in real estate.', 'We specialise in wills.'],
    fine: ['Your doctor may refer you to a specialist.', 'A medical specialist examines you.'],
  },
  {
    rule: 'guarantee',
    claims: ['We guarantee results.', 'Guaranteed approval.', 'The firm guarantees a fair price.'],
    fine: [
      'No lawyer can guarantee an outcome.',
      'We cannot guarantee a date.',
      'A personal guarantee of the company loan.',
      'Savings in a guaranteed investment certificate.',
    ],
  },
  {
    rule: 'aggressive',
    claims: ['Aggressive representation.', 'We fight for you aggressively.', 'We aggressively defend your rights.'],
    fine: ['An aggressive dog may bite.', 'The other driver was aggressive.'],
  },
  {
    rule: 'no win no fee',
    claims: [
      'No win, no fee.',
      'No fee unless we win.',
      "You don't pay anything unless we win.",
      'On a contingency basis.',
    ],
    fine: ['Ask about our fees.', 'Win or lose, you are informed.'],
  },
  {
    rule: 'results',
    claims: ['We won at trial.', 'Recovered $1.2 million.', 'A settlement of $250,000.', 'Our success rate.'],
    fine: ["We won't share your details.", 'The Board can award up to $35,000.', 'We obtained your consent first.'],
  },
  {
    rule: 'testimonials',
    claims: ['Client testimonials.', 'What our clients say.', '5-star reviews.'],
    fine: ['We ask every client for feedback.', 'A star witness.'],
  },
];

describe('each rule warns on claims, and only on claims', () => {
  for (const { rule, claims, fine } of CASES) {
    it(rule, () => {
      for (const sentence of claims) expect(claimsIn(sentence), sentence).toHaveLength(1);
      for (const sentence of fine) expect(claimsIn(sentence), sentence).toEqual([]);
    });
  }

  it("holds for the examples the editors' reference shows", () => {
    for (const rule of MARKETING_RULES) {
      expect(claimsIn(rule.examples.claim), rule.examples.claim).toHaveLength(1);
      expect(claimsIn(rule.examples.fine), rule.examples.fine).toEqual([]);
    }
  });
});

describe('the message', () => {
  it('names the file, the line, the claim, the rule and what to do instead', () => {
    const lines = checkMarketingRules([aboutWith('We are the best family lawyers in Mississauga.')]).map(formatProblem);
    expect(lines).toEqual([
      `content/pages/about.mdx:${LAST_LINE}: warning: "best family lawyers" claims to be better than other lawyers, which a visitor cannot check: the Law Society's rule 4.2-1 asks that marketing be demonstrably true, accurate and verifiable: say what the firm does, e.g. "We have practised family law in Ontario since 1998" (an award goes under awards, with its issuer, year and source); or give where it can be verified under sources in this file`,
    ]);
  });

  it('names the field and its line for a text of the frontmatter', () => {
    const text = fixtureText('pages/about.mdx').replace('title: About Our Firm', 'title: Aggressive Legal Help');
    expect(checkMarketingRules([sourceOf('pages/about.mdx', text)]).map(formatProblem)).toEqual([
      `content/pages/about.mdx:3: warning: 'title' "Aggressive Legal" describes a lawyer as aggressive, which the Law Society's marketing rules forbid: describe the approach, e.g. "thorough preparation and firm representation"`,
    ]);
  });

  it('is one per rule and line, and reads neither link addresses, code nor notes to editors', () => {
    expect(claimsIn('The best lawyers and the best law firm, aggressive counsel.')).toEqual([
      'best lawyers',
      'aggressive counsel',
    ]);
    expect(claimsIn('See [our page](/insights/top-rated-guide) and `the best lawyer`.')).toEqual([]);
    const note = fixtureText('pages/about.mdx').replace(
      'placeholders: []\n',
      "placeholders:\n  - 'Remove the best lawyer claim'\n",
    );
    expect(checkMarketingRules([sourceOf('pages/about.mdx', note)])).toEqual([]);
  });
});

describe('when a claim is fine', () => {
  const profile = fixtureText('team/alexandra-reid.mdx');
  const certified = profile.replace('certifiedSpecialist: []', 'certifiedSpecialist: [Family Law]');
  const specialistLine = 'She is a Certified Specialist in Family Law.';

  it("a certified lawyer's profile and guides may say specialist, no one else's", () => {
    const profileWith = (text: string) => sourceOf('team/alexandra-reid.mdx', `${text}\n${specialistLine}\n`);
    expect(checkMarketingRules([profileWith(certified)])).toEqual([]);
    expect(checkMarketingRules([profileWith(profile)])).toHaveLength(1);
    const guide = sourceOf(
      'articles/property-division.mdx',
      `${fixtureText('articles/property-division.mdx')}\n${specialistLine}\n`,
    );
    expect(checkMarketingRules([guide, sourceOf('team/alexandra-reid.mdx', certified)])).toEqual([]);
    expect(checkMarketingRules([guide, sourceOf('team/alexandra-reid.mdx', profile)])).toHaveLength(1);
  });

  it('a page with the notice may mention results and testimonials, and still no guarantee', () => {
    const notice = 'Past results do not guarantee future outcomes.';
    expect(claimsIn(`We recovered $80,000 for a client. ${notice}`)).toEqual([]);
    expect(claimsIn(`Read our testimonials. *Past results do not guarantee\nfuture outcomes.*`)).toEqual([]);
    expect(claimsIn(`We guarantee results. ${notice}`)).toEqual(['guarantee']);
    expect(claimsIn('We recovered $80,000 for a client. Results vary.')).toEqual(['We recovered $80,000']);
  });

  it('a fee is fine with its terms: a percentage, and whether disbursements and HST are extra', () => {
    expect(claimsIn('No win, no fee: 25% of the amount recovered, plus disbursements and HST.')).toEqual([]);
    expect(claimsIn('No win, no fee: 25% of the amount recovered.')).toEqual(['No win, no fee']);
  });
});

describe('a claim with its source', () => {
  const withSources = (sources: string, sentence: string) =>
    sourceOf('pages/about.mdx', `${ABOUT.replace('sources: []\n', `sources:\n${sources}`)}\n${sentence}\n`);
  const source = (claim: string) =>
    `  - claim: ${claim}\n    evidence: client files 1998–2026, counted by the office manager\n`;

  it("is fine once the same file's sources name it, in the quoted words or in a longer stretch of the sentence", () => {
    const sentence = 'We have served 500+ clients and handled hundreds of cases.';
    expect(claimsIn(sentence)).toEqual(['500+ clients']);
    expect(checkMarketingRules([withSources(source('500+ clients'), sentence)])).toEqual([]);
    expect(checkMarketingRules([withSources(source('"served 500+ clients and"'), sentence)])).toEqual([]);
    // Another claim of the same file still needs its own.
    const other = withSources(source('Proven Results'), sentence);
    expect(checkMarketingRules([other]).map((problem) => problem.message)).toEqual([
      expect.stringMatching(/^"500\+ clients" states a figure a visitor cannot check/),
    ]);
  });

  it('lifts the rules of verifiable claims only: a guarantee stays a warning', () => {
    expect(checkMarketingRules([withSources(source('best family lawyers'), 'The best family lawyers.')])).toEqual([]);
    expect(checkMarketingRules([withSources(source('guarantee'), 'We guarantee results.')])).toHaveLength(1);
  });

  it('is needed by the figures of site.yaml, named by their field', () => {
    const site = fixtureText('site.yaml');
    const unsourced = sourceOf('site.yaml', site.replace(/\nsources:\n(?: .*\n)+/, '\n'));
    expect(
      checkMarketingRules([unsourced])
        .map(formatProblem)
        .map((line) => line.replace(/ states a figure.*| claims to be.*/, '')),
    ).toEqual([
      `content/site.yaml:3: warning: 'tagline' "Exceptional legal services"`,
      `content/site.yaml:76: warning: 'claims.yearsExperience' "10+"`,
      `content/site.yaml:77: warning: 'claims.clientsServed' "500+"`,
    ]);
    expect(checkMarketingRules([sourceOf('site.yaml', site)])).toEqual([]);
  });
});
