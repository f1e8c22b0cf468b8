/** The editors' reference of the marketing rules, written from the checker's own table. */
import { MARKETING_RULES, RESULTS_NOTICE, type Allowance, type MarketingRule } from './marketingRules';

const FINE_WHEN: Record<Allowance, string> = {
  'certified-specialist':
    "Fine on the profile of a lawyer whose `certifiedSpecialist` lists the areas, and in that lawyer's guides.",
  'results-notice': `Fine on a page that says "${RESULTS_NOTICE}".`,
  'fee-terms': 'Fine on a page that states a percentage and whether disbursements and HST (or taxes) are extra.',
};

export function renderMarketingRules(): string {
  const intro =
    '`npm run check:content` warns on these claims wherever a visitor reads them: the text of every ' +
    'page, and every text of the frontmatter and of `content/site.yaml` (the `placeholders` notes ' +
    "and the `awards` excepted: an award's name is checked at its source), and each figure of " +
    '`claims` in `content/site.yaml`. Each line names the file, the line, the claim, the rule and ' +
    'what to do. A warning does not stop the build: when the sentence is about someone else (such ' +
    'as a medical specialist), leave it. Where a rule says "Fine once sourced", the same ' +
    "file's `sources` lifts it claim by claim (the claim's words, and where it can be verified); until " +
    'then `npm run check:launch` lists the claim.';
  return ['## Marketing rules', intro, ...MARKETING_RULES.map(describeRule)].join('\n\n');
}

function describeRule(rule: MarketingRule): string {
  const fine = `${rule.allowedWhen ? ` ${FINE_WHEN[rule.allowedWhen]}` : ''}${rule.needsSource ? ' Fine once sourced.' : ''}`;
  return [
    `### ${rule.words}`,
    `Why: it ${rule.rule}. Instead: ${rule.instead}.${fine}`,
    `- Warns: "${rule.examples.claim}"\n- Does not warn: "${rule.examples.fine}"`,
  ].join('\n\n');
}
