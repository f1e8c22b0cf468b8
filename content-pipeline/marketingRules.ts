/**
 * The Law Society of Ontario's marketing rules as the checker applies them, in one table the editors' docs are written from.
 * Each pattern matches a claim, not every use of a word ("the best interests of the child" is a legal test); a rule warns once per line.
 */

/** When a claim is fine after all: something the same file (or its author's profile) says. */
export type Allowance = 'certified-specialist' | 'results-notice' | 'fee-terms';

export interface MarketingRule {
  /** For the docs: `"best"`. */
  words: string;
  claims: readonly RegExp[];
  /** Starts with a verb: follows the quoted claim. */
  rule: string;
  instead: string;
  allowedWhen?: Allowance;
  /** Fine once the file's `sources` names it; until then `npm run check:launch` lists it. */
  needsSource?: true;
  /** Tested to hold: a sentence that warns, and one that does not. */
  examples: { claim: string; fine: string };
}

/** The notice that lets a page mention past results (the Law Society's commentary on rule 4.2-1). */
export const RESULTS_NOTICE = 'Past results do not guarantee future outcomes';

/** Words that come between a claim word and what it claims: "best family lawyer". Not "best if your lawyer". */
const QUALIFIER = String.raw`(?:(?!(?:if|to|for|a|an|the|your|our|their|of|and|or|when|that|with|way|time)\b)[a-z-]+\s+){0,2}`;
const PROVIDER = String.raw`(?:lawyers?|law\s+firms?|firms?|attorneys?|counsel|legal\s+(?:team|services?|representation|advice)|representation|advocates?|litigators?|paralegals?|consultants?)`;

/** "$1.2 million", "$80,000". */
const AMOUNT = String.raw`\$\s?\d[\d,.]*(?:\s+(?:million|thousand|billion)\b)?`;

const claim = (source: string) => new RegExp(source, 'i');

const VERIFIABLE = "the Law Society's rule 4.2-1 asks that marketing be demonstrably true, accurate and verifiable";
const GIVE_ITS_SOURCE = 'or give where it can be verified under sources in this file';
/** A claim of rank: fine once sourced. */
const CLAIMS_SUPERIORITY = {
  rule: `claims to be better than other lawyers, which a visitor cannot check: ${VERIFIABLE}`,
  instead: `say what the firm does, e.g. "We have practised family law in Ontario since 1998" (an award goes under awards, with its issuer, year and source); ${GIVE_ITS_SOURCE}`,
  needsSource: true,
} as const;

/** What a firm counts of its work: "500+ clients", "hundreds of cases", "10+ years". */
const COUNTED = String.raw`(?:clients|cases|matters|files|families|businesses|transactions|closings|settlements|trials|years)\b`;
const AT_LEAST = String.raw`(?:over|more\s+than|nearly|almost|upwards\s+of)\s+`;

/** Numbers a visitor cannot check: the site.yaml claims (`500+`) are read as one of these. */
export const FIGURES: MarketingRule = {
  words: 'figures ("500+ clients served", "hundreds of cases", "98% success", "over 20 years")',
  examples: { claim: '500+ clients served.', fine: 'Book within 24 hours at our office, Suite 400.' },
  claims: [
    claim(String.raw`\b\d[\d,]*\s?\+\s*(?:[a-z-]+\s+){0,2}${COUNTED}`),
    claim(String.raw`\b(?:hundreds|thousands|dozens)\s+of\s+(?:[a-z-]+\s+)?${COUNTED}`),
    claim(String.raw`\b${AT_LEAST}\d[\d,]*\s+(?:[a-z-]+\s+)?(?!years)${COUNTED}`),
    claim(
      String.raw`\b(?:${AT_LEAST})?(?:\d+|a|two|three|four|five)\s+(?:years?|decades?)\s+(?:of\s+)?(?:[a-z-]+\s+)?(?:experience|practice)\b`,
    ),
    claim(String.raw`\bdecades\s+of\s+(?:[a-z-]+\s+)?experience\b`),
    // "We have served clients for over 30 years", not "if you lived together for more than 3 years".
    claim(
      String.raw`\b(?:serv|practi[sc]|help|represent|advis)\w*\s+(?:[a-z]+\s+){0,4}for\s+(?:${AT_LEAST})?\d+\s+years\b`,
    ),
    claim(
      String.raw`\b\d{1,3}(?:\.\d+)?\s?%\s+(?:[a-z-]+\s+)?(?:success|win|satisfaction|of\s+(?:our\s+)?(?:clients|cases))`,
    ),
  ],
  rule: `states a figure a visitor cannot check: ${VERIFIABLE}`,
  instead:
    'give where it can be verified under sources in this file (claim: "500+ clients served", evidence: "client files 1998–2026, counted by the office manager"), or remove it',
  needsSource: true,
};

export const MARKETING_RULES: readonly MarketingRule[] = [
  {
    words: '"best"',
    examples: {
      claim: 'We are the best family lawyers in Mississauga.',
      fine: 'Parenting plans must serve the best interests of the child.',
    },
    claims: [
      claim(String.raw`\bbest\s+${QUALIFIER}${PROVIDER}\b`),
      claim(
        String.raw`\bbest\s+in\s+(?:ontario|canada|toronto|mississauga|the\s+(?:gta|province|city|country|region))\b`,
      ),
      claim(String.raw`\b(?:ontario|canada|toronto|mississauga|the\s+gta)['’]s\s+best\b`),
    ],
    ...CLAIMS_SUPERIORITY,
  },
  {
    words: '"leading", "exceptional", "unmatched", "award-winning", "the most experienced"',
    examples: {
      claim: "One of Ontario's leading law firms.",
      fine: 'The leading case on this point is from the Court of Appeal.',
    },
    claims: [
      claim(
        String.raw`\b(?:a|the|one\s+of\s+the|[a-z]+['’]s)\s+leading\s+${QUALIFIER}(?:${PROVIDER}|practices?|authorit(?:y|ies)|experts?|providers?|names?)\b`,
      ),
      claim(String.raw`\b(?:industry|market|province|nation)[- ]leading\b`),
      claim(
        String.raw`\b(?:exceptional|outstanding|unmatched|unparalleled|unrivall?ed|unsurpassed|superior|premier|finest)\s+${QUALIFIER}(?:${PROVIDER}|services?|results|outcomes)\b`,
      ),
      claim(
        String.raw`\bsecond\s+to\s+none\b|\baward[- ]winning\b|\bthe\s+most\s+(?:experienced|trusted|respected|successful)\b`,
      ),
    ],
    ...CLAIMS_SUPERIORITY,
  },
  {
    words: '"top"',
    examples: { claim: 'Top-rated employment lawyers.', fine: 'The form is at the top of the page.' },
    claims: [
      claim(String.raw`\btop[- ](?:rated|ranked|notch|tier)\b`),
      claim(String.raw`\b(?:among|one\s+of)\s+the\s+top\b`),
      claim(String.raw`\btop\s+${QUALIFIER}${PROVIDER}\b`),
    ],
    ...CLAIMS_SUPERIORITY,
  },
  {
    words: '"#1", "number one"',
    examples: { claim: 'Rated #1 by our clients.', fine: 'Step 1: gather your documents.' },
    claims: [
      claim(String.raw`(?<![&\w#])#\s?1(?!\d|[.,]\d)`),
      claim(String.raw`\bno\.\s?1\b`),
      claim(String.raw`\b(?:the\s+)?number[- ]one\s+${QUALIFIER}(?:${PROVIDER}|choice)\b`),
    ],
    ...CLAIMS_SUPERIORITY,
  },
  {
    words: 'claimed results ("Proven Results", "Results You Can Trust", "track record")',
    examples: { claim: 'Proven Results', fine: 'We explain the possible results before you decide.' },
    claims: [
      claim(String.raw`\bproven\s+(?:[a-z-]+\s+)?(?:results?|track\s+record|record|success|outcomes?)\b`),
      claim(String.raw`\bresults\s+(?:that\s+)?you\s+can\s+(?:trust|count\s+on|rely\s+on)\b`),
      claim(String.raw`\b(?:track|winning)\s+record\b|\brecord\s+of\s+success\b`),
    ],
    rule: `claims results a visitor cannot check: ${VERIFIABLE}`,
    instead: `say what the firm does, e.g. "Clear advice on your options and their risks"; ${GIVE_ITS_SOURCE}, and add "${RESULTS_NOTICE}." to the page`,
    needsSource: true,
  },
  FIGURES,
  {
    words: '"expert"',
    examples: { claim: 'Our experts will handle your claim.', fine: 'Each side may call an expert witness.' },
    claims: [
      claim(
        String.raw`(?<!\b(?:medical|independent|engineering|financial|forensic|accounting|valuation|tax|outside|third-party|court-appointed|opposing)\s+)\bexperts?\b(?!\s+(?:witness(?:es)?|evidence|reports?|opinions?|testimony|assessments?))`,
      ),
      claim(String.raw`\bexpertly\b`),
    ],
    rule: 'suggests a certified specialist, which only a lawyer the Law Society certifies may claim',
    instead: 'describe the experience, e.g. "has practised employment law since 2012"',
  },
  {
    words: '"specialist", "specializing in"',
    examples: { claim: 'A team specializing in immigration law.', fine: 'Your doctor may refer you to a specialist.' },
    claims: [
      claim(
        String.raw`(?<!\b(?:medical|health|care|orthopa?edic|pain|rehabilitation|vocational|tax|accounting|insurance|financial|to\s+a|see\s+a)\s+)\bspecialists?\b`,
      ),
      claim(String.raw`\bspeciali[sz](?:e|es|ing|ed)\s+in\b`),
    ],
    rule: "claims a specialist's title, which only a lawyer the Law Society of Ontario certifies may use, on their own profile and guides",
    instead:
      'write "practises" or "focuses on"; for a certified lawyer, list the areas under certifiedSpecialist on their profile',
    allowedWhen: 'certified-specialist',
  },
  {
    words: '"guarantee"',
    examples: { claim: 'We guarantee the result.', fine: 'No lawyer can guarantee how a judge will decide.' },
    claims: [
      claim(
        // Not a denial ("cannot guarantee", "no lawyer can guarantee"), not the noun of a loan or
        // a lease ("a personal guarantee"), not a guaranteed investment certificate.
        String.raw`(?<!\b(?:not|no|never|cannot|can't|can’t|don't|don’t|doesn't|doesn’t|won't|won’t|without)\s+(?:[a-z]+\s+){0,2})(?<!\b(?:personal|loan|bank|mortgage|corporate|lease|a|the|any|this|that|their|his|her)\s+)\bguarantee[sd]?\b(?!\s+investment)`,
      ),
    ],
    rule: 'promises an outcome no lawyer can promise, which the marketing rules forbid',
    instead: 'say what the firm will do, e.g. "We will explain your options and keep you informed"',
  },
  {
    words: '"aggressive"',
    examples: {
      claim: 'Aggressive representation when it matters.',
      fine: 'An aggressive dog may make its owner liable.',
    },
    claims: [
      claim(
        String.raw`\baggressive\s+(?:[a-z-]+\s+)?(?:representation|advocacy|advocates?|lawyers?|litigators?|litigation|legal|defen[cs]e|approach|counsel|team|firm|strategy)\b`,
      ),
      claim(String.raw`\baggressively\s+(?:fight|defend|pursue|protect|advocate|represent|litigate|negotiate)`),
      claim(
        String.raw`\b(?:fight|defend|pursue|protect|advocate|represent|litigate)s?\s+(?:[a-z']+\s+){0,3}aggressively\b`,
      ),
    ],
    rule: "describes a lawyer as aggressive, which the Law Society's marketing rules forbid",
    instead: 'describe the approach, e.g. "thorough preparation and firm representation"',
  },
  {
    words: '"no win no fee"',
    examples: { claim: 'No win, no fee.', fine: 'Ask us about our fees at the first meeting.' },
    claims: [
      claim(String.raw`\bno[- ]win[,;]?\s*no[- ]fee\b`),
      claim(String.raw`\bno\s+fees?\s+unless\s+(?:we|you)\s+win\b`),
      claim(String.raw`\b(?:don't|don’t|do\s+not|never)\s+pay\s+(?:[a-z]+\s+){0,2}unless\s+(?:we|you)\s+win\b`),
      claim(String.raw`\bcontingency\s+(?:fees?|basis)\b`),
    ],
    rule: 'advertises a fee without its terms, which the marketing rules require: the percentage, and whether disbursements and HST are extra',
    instead:
      'state the terms on the same page, e.g. "25% of the amount recovered, plus disbursements and HST", or remove it',
    allowedWhen: 'fee-terms',
  },
  {
    words: 'results ("we won", "recovered $", "settlement of $")',
    examples: {
      claim: 'We recovered $1.2 million for an injured cyclist.',
      fine: 'The Board can order a landlord to pay up to $35,000.',
    },
    claims: [
      claim(String.raw`\bwe\s+(?:have\s+)?won\b(?!['’]t)`),
      claim(
        String.raw`\bwe\s+(?:have\s+|recently\s+)?(?:recovered|secured|obtained|negotiated|achieved)\s+(?:[a-z]+\s+){0,3}(?:${AMOUNT}|settlements?|judgments?|awards?|verdicts?|acquittals?|compensation|damages)`,
      ),
      claim(String.raw`\b(?:recovered|secured|won)\s+(?:over\s+|more\s+than\s+|nearly\s+|almost\s+)?${AMOUNT}`),
      claim(
        String.raw`\b(?:settlements?|verdicts?|judgments?)\s+of\s+(?:over\s+|more\s+than\s+|nearly\s+|almost\s+)?${AMOUNT}`,
      ),
      claim(String.raw`\b(?:success|win)\s+rate\b`),
    ],
    rule: `mentions past results, which the marketing rules allow only with the notice "${RESULTS_NOTICE}" on the same page`,
    instead: `add the sentence "${RESULTS_NOTICE}." to the page, or remove the result`,
    allowedWhen: 'results-notice',
  },
  {
    words: 'testimonials ("testimonial", "what our clients say", "5-star")',
    examples: { claim: 'Read what our clients say.', fine: 'We ask every client for feedback.' },
    claims: [
      claim(String.raw`\btestimonials?\b`),
      claim(String.raw`\bwhat\s+(?:our\s+)?clients\s+(?:say|said)\b`),
      claim(String.raw`\bclient\s+(?:reviews?|stories)\b`),
      claim(String.raw`\b(?:five|5)[- ]stars?\b`),
    ],
    rule: `quotes clients about past results, which the marketing rules allow only with the notice "${RESULTS_NOTICE}" on the same page`,
    instead: `add the sentence "${RESULTS_NOTICE}." to the page, and keep quotes free of emotional appeals`,
    allowedWhen: 'results-notice',
  },
];
