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
