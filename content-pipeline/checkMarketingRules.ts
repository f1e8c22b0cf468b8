/**
 * Warns on every claim of the marketing rules' table in what a visitor reads. Warnings, not errors: a match
 * can be about someone else ("a medical specialist"). A claim the file's `sources` names is not reported.
 */
import type { ContentProblem } from './contentProblem';
import type { SourceFile } from './contentTypes';
import { blank, bodyLines } from './bodyLines';
import { FIGURES, MARKETING_RULES, RESULTS_NOTICE, type Allowance, type MarketingRule } from './marketingRules';

/** Fields that are not claims: notes to editors, the awards and the sources, each checkable at its source. */
const NOT_CLAIMS = new Set(['placeholders', 'awards', 'certifiedSpecialist', 'sources']);

interface Text {
  line: number | undefined;
  field?: string;
  text: string;
}

export function checkMarketingRules(files: readonly SourceFile[]): ContentProblem[] {
  return marketingWarnings(files).map((warning) => warning.problem);
}

export function unsourcedClaims(files: readonly SourceFile[]): ContentProblem[] {
  return marketingWarnings(files).flatMap(({ rule, problem }) => (rule.needsSource ? [problem] : []));
}

function marketingWarnings(files: readonly SourceFile[]): { rule: MarketingRule; problem: ContentProblem }[] {
  const byFile = new Map(files.map((source) => [source.file, source]));
  return files.flatMap((source) => {
    if (source.parsed.error) return [];
    const allowed = allowances(source, byFile);
    const rules = MARKETING_RULES.filter((rule) => !rule.allowedWhen || !allowed.has(rule.allowedWhen));
    return visitorTexts(source).flatMap((text) =>
      rules.flatMap((rule) => {
        const found = claimIn(rule, text);
        if (found === undefined || (rule.needsSource && isSourced(found, source.parsed.data))) return [];
        const message = `"${found}" ${rule.rule}: ${rule.instead}`;
        return [
          { rule, problem: { file: source.file, line: text.line, field: text.field, severity: 'warning', message } },
        ];
      }),
    );
  });
}

export function visitorTexts(source: SourceFile): Text[] {
  return [...frontmatterTexts(source), ...(source.file.endsWith('.mdx') ? bodyTexts(source.text) : [])];
}

/** A figure of the site.yaml claims ("500+") is a claim as a whole. */
function claimIn(rule: MarketingRule, text: Text): string | undefined {
  if (text.field?.startsWith('claims.')) return rule === FIGURES ? text.text : undefined;
  const match = rule.claims.map((pattern) => pattern.exec(text.text)).find(Boolean);
  // The sentence's own full stop or comma is not part of the claim.
  return match?.[0]
    .replace(/[.,;:]+$/, '')
    .trim()
    .replace(/\s+/g, ' ');
}

function allowances(source: SourceFile, byFile: ReadonlyMap<string, SourceFile>): Set<Allowance> {
  const allowed = new Set<Allowance>();
  const data = asRecord(source.parsed.data);
  const author = typeof data.author === 'string' ? byFile.get(`content/team/${data.author}.mdx`) : undefined;
  if (isCertified(source) || (author && isCertified(author))) allowed.add('certified-specialist');
  if (plainWords(source.text).includes(plainWords(RESULTS_NOTICE))) allowed.add('results-notice');
  if (statesFeeTerms(source.text)) allowed.add('fee-terms');
  return allowed;
}

function isCertified(source: SourceFile): boolean {
  const certified = asRecord(source.parsed.data).certifiedSpecialist;
  return source.file.startsWith('content/team/') && Array.isArray(certified) && certified.length > 0;
}

function plainWords(text: string): string {
  return text.toLowerCase().replace(/[*_]/g, '').replace(/\s+/g, ' ');
}

function statesFeeTerms(text: string): boolean {
  return /\d\s?(?:%|per\s?cent)/i.test(text) && /disbursements/i.test(text) && /\b(?:HST|tax(?:es)?)\b/i.test(text);
}

function asRecord(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

/** Whether a file's `sources` name a claim: in the quoted words, or in a longer stretch holding them. */
function isSourced(found: string, data: unknown): boolean {
  const { sources } = asRecord(data);
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return (Array.isArray(sources) ? (sources as { claim?: unknown }[]) : []).some(
    ({ claim }) =>
      typeof claim === 'string' && (plain(claim).includes(plain(found)) || plain(found).includes(plain(claim))),
  );
}

/** Addresses of pages, files, mail and phones: never claims, and often full of words. */
const ADDRESS = /^(?:\/|https?:|mailto:|tel:|\+?\d[\d\s()-]*$)|^[^\s@]+@[^\s@]+$/;

function frontmatterTexts(source: SourceFile): Text[] {
  const texts: Text[] = [];
  const walk = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (!ADDRESS.test(value)) texts.push({ line: source.parsed.lineOf(field), field, text: value });
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${field}[${index}]`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (!field && NOT_CLAIMS.has(key)) continue;
        walk(item, field ? `${field}.${key}` : key);
      }
    }
  };
  walk(source.parsed.data, '');
  return texts;
}

/** Link addresses, URLs and comments are not read by visitors as claims. */
const NOT_PROSE = [
  /\]\([^)]*\)/g,
  /\b(?:href|src|image)="[^"]*"/g,
  /<https?:[^>]*>/g,
  /\bhttps?:\/\/\S+/g,
  /\{\/\*.*?\*\/\}/g,
];

function bodyTexts(fileText: string): Text[] {
  return bodyLines(fileText).map(({ line, text }) => ({
    line,
    text: NOT_PROSE.reduce((masked, pattern) => masked.replace(pattern, blank), text),
  }));
}
