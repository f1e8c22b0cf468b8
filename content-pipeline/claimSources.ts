/**
 * Where the firm can verify a claim of its marketing ("500+ clients served", "Proven Results"):
 * the `sources` list of the file that makes the claim. The Law Society's rule 4.2-1 asks that
 * marketing be demonstrably true, accurate and verifiable; a claim with its source is no longer
 * listed by the marketing check (checkMarketingRules.ts) nor by `npm run check:launch`.
 */
import * as yup from 'yup';

export function claimSourcesField() {
  return yup
    .array(
      yup
        .object({
          claim: yup.string().required().meta({
            example: '500+ clients served',
            description: 'The claim in the words the page shows, or the words the marketing warning quotes.',
          }),
          evidence: yup.string().required().meta({
            example: 'client files 1998–2026, counted by the office manager',
            description: 'Where the firm can show it is true: a record, a count, a ranking with its issuer and year.',
          }),
        })
        .noUnknown()
        .required(),
    )
    .default([])
    .meta({
      description:
        'The claims of this file (figures, rankings, results) with where each can be verified: a claim without one is a marketing warning and a line of `npm run check:launch`.',
    });
}

/** The claims a file's `sources` list covers, in plain lower case. */
export function sourcedClaims(data: unknown): string[] {
  const sources = (data as { sources?: unknown } | undefined)?.sources;
  if (!Array.isArray(sources)) return [];
  return sources.flatMap((entry: { claim?: unknown; evidence?: unknown } | null) =>
    typeof entry?.claim === 'string' && typeof entry.evidence === 'string' && entry.evidence.trim()
      ? [plainClaim(entry.claim)]
      : [],
  );
}

/** Lower case with one space between words: how a claim is compared with its source. */
export function plainClaim(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}
