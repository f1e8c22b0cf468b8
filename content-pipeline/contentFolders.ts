/**
 * What `content/` holds: the firm's facts file and the folders of MDX files, each with the
 * schema its files follow. No Node API here: the visual editor (editor/) builds its
 * collections from this list in the browser.
 */
import * as yup from 'yup';
import { articleSchema, pageSchema, serviceSchema, siteFactsSchema, teamSchema } from './schema';

/** The folders of `content/` and the schema each one's files follow. */
export const CONTENT_FOLDERS = {
  pages: pageSchema,
  services: serviceSchema,
  team: teamSchema,
  articles: articleSchema,
} as const;

export const SITE_FACTS_FILE = 'site.yaml';

/** The folder of `content/` that holds the French translations, mirroring `content/`. */
export const FRENCH_FOLDER = 'fr';

/**
 * What a translation takes from the English file of the same name instead of writing it: the
 * page's facts, not its words. A translation that writes one of them is refused, so the two
 * languages can never disagree on a practice area's form value or an article's author.
 */
export const SHARED_FIELDS = {
  pages: ['noindex', 'structuredData'],
  services: ['order', 'formValue', 'heroImage', 'backLink', 'lawyer', 'noindex', 'structuredData'],
  articles: ['date', 'author', 'areas', 'draft'],
  // A profile's role, education lines, photo description and text are words; who the person is is not.
  team: ['name', 'email', 'order', 'licence', 'certifiedSpecialist', 'awards', 'photo'],
} as const satisfies Record<keyof typeof CONTENT_FOLDERS, readonly string[]>;

/** A translation's record of the English file's version it translates (content-pipeline/translations.ts). */
export const SOURCE_VERSION_FIELD = 'sourceVersion';

/**
 * A translation's one mark of approval: a draft until a lawyer competent in the language confirms
 * it says in law what the English file says. `npm run check:launch` lists every file without it.
 */
export const TRANSLATION_CONFIRMED_FIELD = 'translationConfirmed';

/** The fields only a translation writes, on top of its folder's own: never merged into the page. */
export const TRANSLATION_ONLY_FIELDS = [SOURCE_VERSION_FIELD, TRANSLATION_CONFIRMED_FIELD] as const;

/** The facts of `content/fr/site.yaml`: those said in words. Every other fact is the English file's. */
export const TRANSLATED_FACTS = [
  'tagline',
  'blurb',
  'serviceRegion',
  'navigation',
  'phones',
  'appointmentNote',
  'responseTime',
  'officeHours',
  'notices',
  'notPractised',
] as const;

/** In the French facts' phones and office hours, what stays the English file's: numbers and times. */
export const SHARED_FACT_ITEMS = {
  phones: ['display', 'dial'],
  officeHours: ['dayNames', 'opens', 'closes'],
} as const;

/** The folders of `content/` a translation mirrors: all of them. */
export type TranslatedFolder = keyof typeof SHARED_FIELDS;

const sourceVersionField = yup.string().meta({
  description:
    "On a French file: the version of the English file of the same name that it translates, such as `'3f9a1c2e'`. When the English file changes, the checker says so and gives the new version to write here once the French says the same again.",
});

const translationConfirmedField = yup.boolean().default(false).meta({
  description:
    'On a French file: tick it (`translationConfirmed: true`) once a lawyer competent in French has confirmed that this translation says exactly what the English file says. Until then the page is a draft translation, and `npm run check:launch` lists it.',
});

/** What a French file of one folder may write: the folder's fields but the shared ones, its `sourceVersion` and its confirmation. */
export function translationSchema(folder: TranslatedFolder): yup.AnyObjectSchema {
  const schema = CONTENT_FOLDERS[folder] as yup.AnyObjectSchema;
  return schema
    .omit([...SHARED_FIELDS[folder]])
    .shape({ [SOURCE_VERSION_FIELD]: sourceVersionField, [TRANSLATION_CONFIRMED_FIELD]: translationConfirmedField });
}

/** What `content/fr/site.yaml` may write: the facts said in words, and of phones and hours only their words. */
export function translatedFactsSchema(): yup.AnyObjectSchema {
  const facts = siteFactsSchema as yup.AnyObjectSchema;
  const words = (list: keyof typeof SHARED_FACT_ITEMS) => {
    // The lists of site.yaml hold objects (schema.ts): their item schema is an object schema.
    const items = (facts.fields[list] as yup.ArraySchema<object[], yup.AnyObject>)
      .innerType as unknown as yup.AnyObjectSchema;
    return yup.array(items.omit([...SHARED_FACT_ITEMS[list]]));
  };
  return facts.pick([...TRANSLATED_FACTS]).shape({ phones: words('phones'), officeHours: words('officeHours') });
}
