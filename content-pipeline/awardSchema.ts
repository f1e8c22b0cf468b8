/**
 * An award, as the firm's facts (site.yaml) and a team profile list it. The Law Society's
 * marketing rules ask that every claim be true and verifiable: an award without who gave it,
 * when, and where a visitor can check it is a checker error, so it is never shown.
 */
import * as yup from 'yup';
import { shown } from './fixHint';

/** Before this year, a year is a typo (the field takes four digits). */
const FIRST_YEAR = 1900;

const awardSchema = yup
  .object({
    name: yup.string().required().meta({
      example: 'Name of the Award',
      description: 'The award exactly as its issuer names it, such as `Community Service Award`.',
    }),
    issuer: yup.string().required().meta({
      example: 'Name of the Organisation',
      description: 'Who gave it, such as `Ontario Bar Association`.',
    }),
    year: yup
      .number()
      .integer()
      .min(FIRST_YEAR)
      .required()
      // Checked against the day of the check, not written into the schema's rules, so the
      // editors' reference does not change every January.
      .test('not-future', function (year) {
        const thisYear = new Date().getFullYear();
        if (year === undefined || year <= thisYear) return true;
        return this.createError({
          message: `is after this year, ${thisYear} (found ${year}): write the year it was given`,
        });
      })
      .meta({ example: '2024', description: 'The year it was given, such as `2024`.' }),
    source: yup
      .string()
      .required()
      .test('source-address', function (source) {
        if (source === undefined || /^https:\/\/[^\s/]+\.[^\s]+$/.test(source)) return true;
        return this.createError({
          message: `must be the full web address where a visitor can check the award, starting with https:// (found ${shown(source)})`,
        });
      })
      .meta({
        example: 'https://www.example.org/awards/2024',
        description:
          "The issuer's page that names the winner, such as `https://www.example.org/awards/2024`: the site links the award to it.",
      }),
  })
  .noUnknown();

/** A list of awards; `whose` says on what they are shown, for the editors' reference. */
export function awardsField(whose: string) {
  return yup
    .array(awardSchema.required())
    .default([])
    .meta({
      description: `${whose} Each needs its name, issuer, year and the address of its source: an award missing one is an error.`,
    });
}

/** An award as the pages show it. */
export type AwardView = yup.InferType<typeof awardSchema>;
