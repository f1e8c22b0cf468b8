/** An award: without who gave it, when, and where a visitor can check it, it is a checker error (marketing must be verifiable). */
import * as yup from 'yup';
import { shown } from './fixHint';

const FIRST_YEAR = 1900;

const awardSchema = yup
  .object({
    name: yup.string().required().meta({
      example: 'Name of the Award',
      description: 'The award exactly as its issuer names it, such as `Community Service Award`.',
    }),
    issuer: yup.string().required().meta({
      label: 'Given by',
      example: 'Name of the Organisation',
      description: 'Who gave it, such as `Ontario Bar Association`.',
    }),
    year: yup
      .number()
      .integer()
      .min(FIRST_YEAR)
      .required()
      // Checked against today, not a schema rule, so the reference does not change every January.
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
        label: 'Where it is published',
        example: 'https://www.example.org/awards/2024',
        description:
          "The issuer's page that names the winner, such as `https://www.example.org/awards/2024`: the site links the award to it.",
      }),
  })
  .noUnknown();

export function awardsField(whose: string) {
  return yup
    .array(awardSchema.required())
    .default([])
    .meta({
      description: `${whose} Each needs its name, issuer, year and the address of its source: an award missing one is an error.`,
    });
}

export type AwardView = yup.InferType<typeof awardSchema>;
