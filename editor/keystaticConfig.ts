/** The visual editor's configuration (Keystatic), built from the content schema and the component registry. */
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
  PICTURES_FOLDER,
  SHARED_FIELDS,
  SITE_FACTS_FILE,
  translatedFactsSchema,
  translationSchema,
  type TranslatedFolder,
} from '../content-pipeline/contentFolders';
import { siteFactsSchema } from '../content-pipeline/schema';
import { LANGUAGE_RECORDS, TRANSLATED_LANGUAGES, type Lang } from '../lib/languages';
import { contentComponents } from './componentFields';
import type { EditorSettings } from './editorSettings';
import { fieldsOfSchema } from './schemaFields';
import { DESCRIBE_PICTURE } from './toolbarNames';
import { translationField } from './translationField';

/** Each folder's label, and the fields its list shows beside the file name. */
const FOLDERS: Record<keyof typeof CONTENT_FOLDERS, { label: string; columns: string[] }> = {
  pages: { label: 'Pages', columns: ['title'] },
  services: { label: 'Practice areas', columns: ['title'] },
  team: { label: 'Team', columns: ['name', 'role'] },
  articles: { label: 'Articles', columns: ['title', 'date'] },
};

/**
 * Keystatic writes a collection's slug field into the file's name only: `fileName` names the
 * entry, and `slug`, the page's address, stays a field of the frontmatter.
 */
const FILE_NAME_FIELD = 'fileName';

const PICTURE_DESCRIPTION = fields.text({ label: DESCRIBE_PICTURE, validation: { isRequired: true } });

export function makeEditorConfig(settings: EditorSettings) {
  // Local mode: the dev server's API reads the content folder alone; GitHub mode: the repository.
  const prefix = settings.githubRepo ? 'content/' : '';
  const components = contentComponents();
  // A folder's pictures are uploaded into content/images/<folder>/<file name>/, as Keystatic keeps them.
  const imagesOf = (folder: string) => ({
    directory: `${prefix}${PICTURES_FOLDER}/${folder}`,
    publicPath: `/${PICTURES_FOLDER}/${folder}/`,
  });
  // Each folder, then its mirror in each translated language (content/fr/…), less the fields the English file keeps.
  const folders = [
    ...(Object.keys(CONTENT_FOLDERS) as (keyof typeof CONTENT_FOLDERS)[]).map((folder) => ({
      ...FOLDERS[folder],
      key: folder,
      path: folder,
      pictures: folder,
      schema: CONTENT_FOLDERS[folder],
      translation: translationField(folder),
    })),
    ...TRANSLATED_LANGUAGES.flatMap((lang) =>
      (Object.keys(SHARED_FIELDS) as TranslatedFolder[]).map((folder) => ({
        key: `${lang}-${folder}`,
        label: `${FOLDERS[folder].label} (${LANGUAGE_RECORDS[lang].nameInEnglish})`,
        path: `${LANGUAGE_RECORDS[lang].folder}/${folder}`,
        // The English page's pictures: a translation keeps them, and Keystatic reads a picture of its folder only.
        pictures: folder,
        // The English list's columns a translation has (a profile's name is the English file's).
        columns: FOLDERS[folder].columns.filter((column) => column in translationSchema(folder).fields),
        schema: translationSchema(folder),
        translation: translationField(folder, lang),
      })),
    ),
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
          // Local mode only: the dev server makes and compares translations.
          ...(!settings.githubRepo && { translation: folder.translation }),
          [FILE_NAME_FIELD]: fields.text({
            label: 'File name',
            description: 'The name of the file, without .mdx: lower-case words joined by "-".',
            validation: {
              isRequired: true,
              pattern: { regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/, message: 'lower-case words joined by "-"' },
            },
          }),
          ...fieldsOfSchema(folder.schema, imagesOf(folder.pictures)),
          body: fields.mdx({
            label: 'Body',
            components,
            extension: 'mdx',
            options: { image: { ...imagesOf(folder.pictures), schema: { alt: PICTURE_DESCRIPTION } } },
          }),
        },
      }),
    ]),
  );
  // The facts file, and each translated language's (`lang`), which holds what is said in words.
  const facts = (lang?: Lang) =>
    singleton({
      label: lang ? `Site facts (${LANGUAGE_RECORDS[lang].nameInEnglish})` : 'Site facts',
      path: `${prefix}${lang ? `${LANGUAGE_RECORDS[lang].folder}/` : ''}${SITE_FACTS_FILE.replace(/\.yaml$/, '')}`,
      format: { data: 'yaml' },
      schema: fieldsOfSchema(lang ? translatedFactsSchema() : siteFactsSchema),
    });
  const singletons: Record<string, Singleton<Record<string, ComponentSchema>>> = {
    site: facts(),
    ...Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [`${lang}-site`, facts(lang)])),
  };
  return config({
    storage: settings.githubRepo ? { kind: 'github', repo: settings.githubRepo } : { kind: 'local' },
    ui: { brand: { name: 'Site content' } },
    singletons,
    collections,
  });
}
