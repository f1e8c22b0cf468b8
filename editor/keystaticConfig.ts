/**
 * The visual editor's configuration (Keystatic), built from the content schema and the
 * component registry: site facts as a singleton, each folder of CONTENT_FOLDERS as a
 * collection of MDX files whose frontmatter fields come from the folder's schema.
 * Runs in the browser (the editor's page) and in the dev server (its file API) alike.
 */
import {
  collection,
  config,
  fields,
  singleton,
  type Collection,
  type ComponentSchema,
  type Singleton,
} from '@keystatic/core';
import {
  CONTENT_FOLDERS,
  FRENCH_FOLDER,
  SHARED_FIELDS,
  SITE_FACTS_FILE,
  translatedFactsSchema,
  translationSchema,
  type TranslatedFolder,
} from '../content-pipeline/contentFolders';
import { siteFactsSchema } from '../content-pipeline/schema';
import { contentComponents } from './componentFields';
import type { EditorSettings } from './editorSettings';
import { fieldsOfSchema } from './schemaFields';
import { translationField } from './translationField';

const FOLDER_LABELS: Record<keyof typeof CONTENT_FOLDERS, string> = {
  pages: 'Pages',
  services: 'Practice areas',
  team: 'Team',
  articles: 'Articles',
};

/**
 * The file name (without `.mdx`) names an entry: it is no field of the frontmatter (Keystatic
 * writes a collection's slug field into the name of the file only), and `slug`, the page's
 * address, stays the field it is.
 */
const FILE_NAME_FIELD = 'fileName';
/** The Translate action and the notice of a changed English page (translationField.tsx): no field of the file. */
const TRANSLATION_FIELD = 'translation';

/** What names an entry in a folder's list, beside its file name: its title (a person: name and role). */
const LIST_COLUMNS: Record<keyof typeof CONTENT_FOLDERS, string[]> = {
  pages: ['title'],
  services: ['title'],
  team: ['name', 'role'],
  articles: ['title', 'date'],
};

/**
 * Paths are relative to the content folder in local mode (the dev server's API reads that
 * folder alone) and to the repository's root in GitHub mode.
 */
export function contentPathPrefix(settings: EditorSettings): string {
  return settings.githubRepo ? 'content/' : '';
}

export function makeEditorConfig(settings: EditorSettings) {
  const prefix = contentPathPrefix(settings);
  const components = contentComponents();
  // Typed as Keystatic's UI takes it: any collection of any fields.
  // Each folder, then its French mirror (content/fr/…): the same form without the fields the English file keeps.
  const folders = [
    ...(Object.keys(CONTENT_FOLDERS) as (keyof typeof CONTENT_FOLDERS)[]).map((folder) => ({
      key: folder,
      label: FOLDER_LABELS[folder],
      path: folder,
      columns: LIST_COLUMNS[folder],
      fields: fieldsOfSchema(CONTENT_FOLDERS[folder]),
      translates: { folder, french: false },
    })),
    ...(Object.keys(SHARED_FIELDS) as TranslatedFolder[]).map((folder) => ({
      key: `${FRENCH_FOLDER}-${folder}`,
      label: `${FOLDER_LABELS[folder]} (French)`,
      path: `${FRENCH_FOLDER}/${folder}`,
      columns: ['title'],
      fields: fieldsOfSchema(translationSchema(folder)),
      translates: { folder, french: true },
    })),
  ];
  const collections: Record<string, Collection<Record<string, ComponentSchema>, string>> = Object.fromEntries(
    folders.map((folder) => [
      folder.key,
      collection({
        label: folder.label,
        path: `${prefix}${folder.path}/*`,
        slugField: FILE_NAME_FIELD,
        // The columns name fields of the schema; Keystatic types them by the fields it knows here.
        columns: folder.columns as (typeof FILE_NAME_FIELD)[],
        format: { contentField: 'body' },
        entryLayout: 'content',
        schema: {
          // Local mode: the dev server makes and compares translations (GitHub mode writes nothing on the server).
          ...(!settings.githubRepo && {
            [TRANSLATION_FIELD]: translationField(folder.translates.folder, folder.translates.french),
          }),
          [FILE_NAME_FIELD]: fields.text({
            label: 'File name',
            description: 'The name of the file, without .mdx: lower-case words joined by "-".',
            validation: {
              isRequired: true,
              pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'lower-case words joined by "-"' },
            },
          }),
          ...folder.fields,
          body: fields.mdx({ label: 'Body', components, extension: 'mdx' }),
        },
      }),
    ]),
  );
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
    site: singleton({
      label: 'Site facts',
      path: `${prefix}${SITE_FACTS_FILE.replace(/\.yaml$/, '')}`,
      format: { data: 'yaml' },
      schema: fieldsOfSchema(siteFactsSchema),
    }),
    [`${FRENCH_FOLDER}-site`]: singleton({
      label: 'Site facts (French)',
      path: `${prefix}${FRENCH_FOLDER}/${SITE_FACTS_FILE.replace(/\.yaml$/, '')}`,
      format: { data: 'yaml' },
      schema: fieldsOfSchema(translatedFactsSchema()),
    }),
  };
  return config({
    storage: settings.githubRepo ? { kind: 'github', repo: settings.githubRepo } : { kind: 'local' },
    ui: { brand: { name: 'Site content' } },
    singletons,
    collections,
  });
}
