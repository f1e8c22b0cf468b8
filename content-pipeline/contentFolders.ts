/** The facts file and the folders of `content/`, each with its schema. No Node API: the visual editor reads it in the browser. */
import * as yup from 'yup';
import { articleSchema, pageSchema, serviceSchema, siteFactsSchema, teamSchema } from './schema';

export const CONTENT_FOLDERS = {
  pages: pageSchema,
  services: serviceSchema,
  team: teamSchema,
  articles: articleSchema,
} as const;

export const SITE_FACTS_FILE = 'site.yaml';

/** Where the visual editor uploads pictures: `content/images/<folder>/`, served at `/images/<folder>/`. */
export const PICTURES_FOLDER = 'images';

/** Facts a translation takes from its English file; writing one is refused, so the languages never disagree on them. */
export const SHARED_FIELDS = {
  pages: ['noindex', 'structuredData'],
  services: ['order', 'formValue', 'heroImage', 'noindex', 'structuredData'],
  articles: ['date', 'author', 'areas', 'draft'],
  // A profile's role, education lines, photo description and text are words; who the person is is not.
  team: ['name', 'email', 'order', 'licence', 'areas', 'certifiedSpecialist', 'awards', 'photo', 'examples'],
} as const satisfies Record<keyof typeof CONTENT_FOLDERS, readonly string[]>;

export const SOURCE_VERSION_FIELD = 'sourceVersion';

/** A translation is a draft until a lawyer competent in the language confirms it; `npm run check:launch` lists it. */
export const TRANSLATION_CONFIRMED_FIELD = 'translationConfirmed';

export const TRANSLATION_ONLY_FIELDS = [SOURCE_VERSION_FIELD, TRANSLATION_CONFIRMED_FIELD] as const;

export const TRANSLATED_FACTS = [
  'tagline',
  'blurb',
  'serviceRegion',
  'navigation',
  'phones',
  'appointmentNote',
  'responseTime',
  'languagesServed',
  'officeHours',
  'notices',
  'notPractised',
] as const;

export const SHARED_FACT_ITEMS = { phones: ['display'], officeHours: ['dayNames', 'opens', 'closes'] } as const;

export type TranslatedFolder = keyof typeof SHARED_FIELDS;

const sourceVersionField = yup.string().meta({
  label: 'English version translated',
  description:
    'On a French file: the version of the English file of the same name that it translates, such as `3f9a1c2e`. When the English file changes, the checker says so and gives the new version to write here once the French says the same again.',
});

const translationConfirmedField = yup.boolean().default(false).meta({
  description:
    'On a French page: tick it once a lawyer competent in French has confirmed that this translation says exactly what the English file says. Until then the page is a draft translation, and `npm run check:launch` lists it.',
});

export function translationSchema(folder: TranslatedFolder): yup.AnyObjectSchema {
  const schema = CONTENT_FOLDERS[folder] as yup.AnyObjectSchema;
  return schema
    .omit([...SHARED_FIELDS[folder]])
    .shape({ [SOURCE_VERSION_FIELD]: sourceVersionField, [TRANSLATION_CONFIRMED_FIELD]: translationConfirmedField });
}

export function translatedFactsSchema(): yup.AnyObjectSchema {
  const facts = siteFactsSchema as yup.AnyObjectSchema;
  const words = (list: keyof typeof SHARED_FACT_ITEMS) => {
    const items = (facts.fields[list] as yup.ArraySchema<object[], yup.AnyObject>)
      .innerType as unknown as yup.AnyObjectSchema;
    return yup.array(items.omit([...SHARED_FACT_ITEMS[list]]));
  };
  return facts.pick([...TRANSLATED_FACTS]).shape({ phones: words('phones'), officeHours: words('officeHours') });
}
