/**
 * Where the firm can verify a claim of its marketing ("500+ clients served", "Proven Results"):
 * the `sources` list of the file that makes it. A claim it names is no longer a marketing warning
 * (checkMarketingRules.ts) nor a line of `npm run check:launch`.
 */
import * as yup from 'yup';

export function claimSourcesField() {
  const claim = yup.string().required().meta({ example: '500+ clients served', description: 'The claim, as written.' });
  const evidence = yup
    .string()
    .required()
    .meta({ example: 'the office’s client count', description: 'Where it is verified.' });
  return yup.array(yup.object({ claim, evidence }).noUnknown().required()).default([]).meta({
    description:
      'The claims of this file (figures, rankings, results) with where each can be verified: a claim without one is a marketing warning and a line of `npm run check:launch`.',
  });
}

/** Whether a file's `sources` name a claim: in the quoted words, or in a longer stretch holding them. */
export function isSourced(found: string, data: unknown): boolean {
  const { sources } = (data ?? {}) as { sources?: unknown };
  const plain = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
  return (Array.isArray(sources) ? (sources as { claim?: unknown }[]) : []).some(
    ({ claim }) =>
      typeof claim === 'string' && (plain(claim).includes(plain(found)) || plain(found).includes(plain(claim))),
  );
}
