/**
 * What `content/` holds: the firm's facts file and the folders of MDX files, each with the
 * schema its files follow. No Node API here: the visual editor (editor/) builds its
 * collections from this list in the browser.
 */
import { articleSchema, pageSchema, serviceSchema, teamSchema } from './schema';

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
} as const satisfies Record<'pages' | 'services' | 'articles', readonly string[]>;

/** A translation's record of the English file's version it translates (content-pipeline/translations.ts). */
export const SOURCE_VERSION_FIELD = 'sourceVersion';

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
] as const;

/** In the French facts' phones and office hours, what stays the English file's: numbers and times. */
export const SHARED_FACT_ITEMS = {
  phones: ['display', 'dial'],
  officeHours: ['dayNames', 'opens', 'closes'],
} as const;
