/**
 * The Translate action (local mode): a translated language's file made from the English one, its words in
 * place to write over; unconfirmed, so `npm run check:launch` lists it until a lawyer confirms it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parse, parseDocument } from 'yaml';
import {
  SHARED_FIELDS,
  SOURCE_VERSION_FIELD,
  TRANSLATION_CONFIRMED_FIELD,
  type TranslatedFolder,
} from '../content-pipeline/contentFolders';
import { sourceVersionOf } from '../content-pipeline/translations';
import { LANGUAGE_RECORDS, TRANSLATED_LANGUAGES, type Lang } from '../lib/languages';
import type { TranslationState } from './localApi';

/** `---`, the YAML, `---`: the frontmatter as Keystatic writes it. */
const FRONTMATTER = /^---\n([^]*?)---\n/;

/** Undefined for any other address. */
export function translationFiles(contentDir: string, lang: string, folder: string, name: string) {
  const translated = TRANSLATED_LANGUAGES.find((each) => each === lang);
  if (!translated || !Object.hasOwn(SHARED_FIELDS, folder) || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name)) return;
  return {
    contentDir,
    lang: translated,
    folder: folder as TranslatedFolder,
    english: path.join(contentDir, folder, `${name}.mdx`),
    translation: path.join(contentDir, LANGUAGE_RECORDS[translated].folder, folder, `${name}.mdx`),
  };
}

type Files = NonNullable<ReturnType<typeof translationFiles>>;

/** Whether the English file is there: an address may name a page that is not (a link counts as none: it is never read). */
export const isEnglishPage = (files: Files) =>
  fs.lstat(files.english).then(
    (file) => file.isFile(),
    () => false,
  );

export async function translationState(files: Files): Promise<TranslationState> {
  const version = sourceVersionOf(await fs.readFile(files.english, 'utf8'));
  const translation = await fs.readFile(files.translation, 'utf8').catch(() => undefined);
  if (translation === undefined) return { translated: false, version };
  const recorded = frontmatterOf(translation)[SOURCE_VERSION_FIELD];
  return { translated: true, version, ...(typeof recorded === 'string' && { translatedVersion: recorded }) };
}

/** Writes the translation's file; never over an existing one. */
export async function createTranslation(files: Files): Promise<void> {
  const english = await fs.readFile(files.english, 'utf8');
  const match = FRONTMATTER.exec(english);
  const frontmatter = parseDocument(match?.[1] ?? '');
  for (const field of [...SHARED_FIELDS[files.folder], 'aliases']) frontmatter.delete(field);
  const slug = frontmatter.get('slug');
  if (typeof slug === 'string') frontmatter.set('slug', await translatedAddress(files.contentDir, files.lang, slug));
  frontmatter.set(SOURCE_VERSION_FIELD, sourceVersionOf(english));
  frontmatter.set(TRANSLATION_CONFIRMED_FIELD, false);
  const yaml = frontmatter.toString({ lineWidth: 0, flowCollectionPadding: false });
  const body = english.slice(match ? match[0].length : 0);
  await fs.mkdir(path.dirname(files.translation), { recursive: true });
  await fs.writeFile(files.translation, `---\n${yaml}---\n${body}`, { flag: 'wx' });
}

const frontmatterOf = (text: string) => (parse(FRONTMATTER.exec(text)?.[1] ?? '') ?? {}) as Record<string, unknown>;

/**
 * The translated page's address: in the translated section of the English page's section (`/insights/x`
 * under the French Insights page, `/fr/ressources/x`), else the English address under `/fr`.
 */
async function translatedAddress(contentDir: string, lang: Lang, slug: string): Promise<string> {
  const { folder, prefix } = LANGUAGE_RECORDS[lang];
  const section = slug.slice(0, slug.lastIndexOf('/'));
  const pages = path.join(contentDir, 'pages');
  const read = (file: string) => fs.readFile(file, 'utf8').then(frontmatterOf, () => ({}) as Record<string, unknown>);
  for (const file of section ? await fs.readdir(pages) : []) {
    if ((await read(path.join(pages, file))).slug !== section) continue;
    const translated = (await read(path.join(contentDir, folder, 'pages', file))).slug;
    if (typeof translated === 'string') return `${translated}${slug.slice(section.length)}`;
  }
  return `${prefix}${slug === '/' ? '' : slug}`;
}
