/**
 * Texts that contradict site.yaml (rule 4.2-1: marketing must be accurate): more years of experience than since
 * `claims.founded` (on a profile, since the call to the bar), another city than `address.city`, `shortName` spelt otherwise.
 */
import type { LaunchItem } from '../lib/launchItem';
import type { ContentProblem } from './contentProblem';
import type { SourceFile } from './contentTypes';
import type { SiteFacts } from './schema';
import { unsourcedClaims, visitorTexts } from './checkMarketingRules';
import { FIGURES } from './marketingRules';

const ACCURATE = "the Law Society's rule 4.2-1 asks that marketing be accurate and not mislead";

/** When a profile's lawyer began: "Called to the Bar of Ontario in 2012", "practising since 2012". */
const CALLED_IN = /\bcalled\s+to\s+the\s+bar\s+(?:of\s+[A-Z]\w+\s+)?in\s+(\d{4})\b|\bpractis\w*\s+since\s+(\d{4})\b/i;

/** Ontario's larger cities, where the firm may say it is based. */
const CITIES =
  'Toronto|Mississauga|Brampton|Oakville|Burlington|Milton|Hamilton|Vaughan|Markham|Richmond Hill|Scarborough|Etobicoke|North York|Ottawa|London|Kitchener|Waterloo|Guelph|Cambridge|Barrie|Oshawa|Whitby|Windsor|Kingston|Sudbury|Niagara Falls|St\\. Catharines|Thunder Bay';
const BASED_IN = [
  new RegExp(String.raw`\b(${CITIES})(?:[\s-]based|['’]s\s+(?:[a-z-]+\s+){0,3}(?:law\s+firm|firm|lawyers?))\b`, 'i'),
  new RegExp(String.raw`\b(?:based|located|headquartered|offices?)\s+in\s+(?:downtown\s+)?(${CITIES})\b`, 'i'),
  // French: "établi à Toronto", "un cabinet d'avocats de Toronto" (no \b before an accented letter).
  new RegExp(String.raw`(?:établie?|située?|basée?|\bavocats\s+de)\s+(?:à\s+)?(${CITIES})\b`, 'i'),
];

type Since = { year: number; what: string };

export function checkFirmFacts(files: readonly SourceFile[], year = new Date().getFullYear()): ContentProblem[] {
  const facts = (files.find((source) => source.file === 'content/site.yaml')?.parsed.data ?? {}) as Partial<SiteFacts>;
  const founded = facts.claims?.founded;
  const firmSince = founded
    ? { year: founded, what: `the firm was founded in ${founded} (claims.founded in content/site.yaml)` }
    : undefined;
  return files.flatMap((source) => {
    if (source.parsed.error || source.file.startsWith('content/articles/')) return [];
    const since = source.file.startsWith('content/team/') ? calledIn(source) : firmSince;
    return visitorTexts(source).flatMap(({ line, field, text }) =>
      [yearsBeyond(text, since, year), otherCity(text, facts.address?.city), otherName(text, facts.shortName)]
        .filter((message) => message !== undefined)
        .map((message) => ({ file: source.file, line, field, severity: 'warning' as const, message })),
    );
  });
}

/** For `npm run check:launch`: each unsourced claim, each contradiction. */
export function claimsToConfirm(files: readonly SourceFile[]): LaunchItem[] {
  return [...unsourcedClaims(files), ...checkFirmFacts(files)].map(({ file, line, field, message }) => ({
    file,
    line,
    message: field ? `'${field}' ${message}` : message,
  }));
}

function calledIn(source: SourceFile): Since | undefined {
  const match = CALLED_IN.exec(source.text);
  const called = Number(match?.[1] ?? match?.[2]);
  return called ? { year: called, what: `${match?.[0]} on this profile` } : undefined;
}

function yearsBeyond(text: string, since: Since | undefined, year: number): string | undefined {
  if (!since || /\bcombined\b/i.test(text)) return undefined;
  // The figures rule finds the years stated ("over 30 years of experience"); a number gives their count.
  const stated = FIGURES.claims
    .map((pattern) => pattern.exec(text)?.[0])
    .find((found) => /\d.*\byears?\b/i.test(found ?? ''));
  const actual = year - since.year;
  if (!stated || Number(/\d+/.exec(stated)?.[0]) <= actual) return undefined;
  return `"${stated}" is more than the ${actual} years since ${since.what}: ${ACCURATE}; correct one of the two (experience counted across several people is written "combined")`;
}

function otherCity(text: string, city: string | undefined): string | undefined {
  const match = BASED_IN.map((pattern) => pattern.exec(text)).find(Boolean);
  const named = match?.[1];
  if (!match || !named || !city || named.toLowerCase() === city.toLowerCase()) return undefined;
  return `"${match[0]}" places the firm in ${named}, but its office is in ${city} (address.city in content/site.yaml): ${ACCURATE}; write ${city}, or correct the address`;
}

/** The short name with its letters in order but spaced or cased otherwise: "LakeShore Law", "Lake Shore Law". */
function otherName(text: string, shortName: string | undefined): string | undefined {
  const letters = shortName?.replace(/[^\p{L}\p{N}]/gu, '');
  if (!shortName || !letters) return undefined;
  const spelled = [...letters].join('[\\s-]?');
  // Not inside an address: info@lakeshorelaw.ca, www.lakeshorelaw.ca.
  const variants = text.matchAll(new RegExp(`(?<![\\w@./])${spelled}(?![\\w@]|\\.\\w)`, 'giu'));
  const found = [...variants].find(([written]) => written !== shortName)?.[0];
  if (!found) return undefined;
  return `"${found}" spells the firm's name otherwise than "${shortName}" (shortName in content/site.yaml): ${ACCURATE}; write it as site.yaml does, or <Fact name="shortName" />`;
}
