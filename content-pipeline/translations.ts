/**
 * A translated site: each file of its folder (`content/fr/`) translates the English file of the same name and writes
 * only what is said in words; the page's facts are the English file's (docs/decisions/0024-french-pages-beside-english.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type * as yup from 'yup';
import { isUnderLanguageRoot, LANGUAGE_RECORDS, languageRoot, type Lang } from '../lib/languages';
import { phoneDisplay, streetDisplay } from '../lib/phoneDisplay';
import type { ContentProblem } from './contentProblem';
import type { ArticleEntry, ContentFile, PageEntry, ServiceEntry, TeamEntry } from './contentTypes';
import type { ParsedYaml } from './frontmatter';
import { mdxFilesIn, readAndParse, type Reader } from './readSource';
import {
  CONTENT_FOLDERS,
  SHARED_FACT_ITEMS,
  SHARED_FIELDS,
  SITE_FACTS_FILE,
  SOURCE_VERSION_FIELD,
  TRANSLATED_FACTS,
  TRANSLATION_CONFIRMED_FIELD,
  TRANSLATION_ONLY_FIELDS,
  type TranslatedFolder,
} from './contentFolders';
import { siteFactsSchema, withDialNumbers, type SiteFacts } from './schema';
import { validateAgainstSchema } from './schemaProblems';

export function sourceVersionOf(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 8);
}

type Original = PageEntry | ServiceEntry | ArticleEntry | TeamEntry;

export interface TranslationInput extends Reader {
  lang: Lang;
  facts: SiteFacts;
  originals: Record<TranslatedFolder, Original[]>;
  dir: string;
}

export type Translation = ReturnType<typeof readTranslation>;

export function readTranslation(input: TranslationInput) {
  const factsFile = path.join(input.dir, SITE_FACTS_FILE);
  const words = (fs.existsSync(factsFile) && readTranslatedFacts(input, factsFile)) || input.facts;
  const read = <Kind extends Original['kind']>(folder: TranslatedFolder, kind: Kind) =>
    readTranslatedFolder(input, folder).map((entry) => ({ ...entry, kind })) as Extract<Original, { kind: Kind }>[];
  const translation = {
    facts: {
      ...words,
      phones: words.phones.map((phone) => ({ ...phone, display: phoneDisplay(phone, input.lang) })),
      address: { ...words.address, street: streetDisplay(words.address.street, input.lang) },
    },
    pages: read('pages', 'page'),
    services: read('services', 'service'),
    articles: read('articles', 'article'),
    team: read('team', 'team'),
  };
  input.problems.push(...untranslatedWarnings(input, translation));
  return translation;
}

function readTranslatedFolder(input: TranslationInput, folder: TranslatedFolder): ContentFile<unknown>[] {
  const originals = new Map(input.originals[folder].map((entry) => [entry.name, entry]));
  return mdxFilesIn(path.join(input.dir, folder)).flatMap((fullPath) => {
    const parsed = readAndParse(fullPath, input);
    if (!parsed) return [];
    const file = input.relative(fullPath);
    const name = file.slice(file.lastIndexOf('/') + 1, -'.mdx'.length);
    const original = originals.get(name);
    const englishFile = `content/${folder}/${name}.mdx`;
    if (!original) {
      // An English file with errors is reported once, in its own file, not again by its translation.
      if (input.files.some((source) => source.file === englishFile)) return [];
      input.problems.push({
        file,
        line: 1,
        severity: 'error',
        message: `translates ${englishFile}, which does not exist or has errors: a translation has the file name of the English page it translates; rename this file, or add the English page first`,
      });
      return [];
    }
    const page = { file, englishFile, parsed, written: (parsed.data ?? {}) as Record<string, unknown> };
    const before = input.problems.length;
    input.problems.push(...checkSharedFields(folder, page), ...checkConfirmation(page, input.lang));
    checkSourceVersion(page, input);
    const merged = {
      ...sharedPart(folder, original),
      ...englishWordsAwaited(folder, original, page, input),
      ...page.written,
    };
    for (const field of TRANSLATION_ONLY_FIELDS) delete merged[field];
    const schema = CONTENT_FOLDERS[folder] as yup.Schema<unknown>;
    const frontmatter = validateAgainstSchema(schema, { ...parsed, data: merged }, file, input.problems);
    const errors = input.problems.slice(before).some((problem) => problem.severity === 'error');
    if (!frontmatter || errors) return [];
    // A profile has no address of its own: it is a part of the team page.
    if (folder !== 'team')
      input.problems.push(...checkLanguageRoot(frontmatter as Routable['frontmatter'], input.lang, parsed, file));
    return [{ file, name, frontmatter, lang: input.lang }];
  });
}

function sharedPart(folder: TranslatedFolder, original: Original): Record<string, unknown> {
  const source = original.frontmatter as Record<string, unknown>;
  return Object.fromEntries(SHARED_FIELDS[folder].filter((field) => field in source).map((f) => [f, source[f]]));
}

/** Words that go with a shared field: a portrait's description, in the English file until it is translated. */
const WORDS_OF_SHARED: Partial<Record<TranslatedFolder, Record<string, string>>> = { team: { photo: 'photoAlt' } };

/** The English words a translation lacks for a shared field the English file just got, each with a warning. */
function englishWordsAwaited(folder: TranslatedFolder, original: Original, page: WrittenPage, input: TranslationInput) {
  const source = original.frontmatter as Record<string, unknown>;
  const awaited = Object.entries(WORDS_OF_SHARED[folder] ?? {}).filter(
    ([shared, words]) => shared in source && words in source && !(words in page.written),
  );
  for (const [, words] of awaited) {
    const message = `is the English page's until it is translated ("${String(source[words])}"): write it in ${LANGUAGE_RECORDS[input.lang].nameInEnglish}`;
    input.problems.push({ ...fieldError(page.file, page.parsed, words, message), line: 1, severity: 'warning' });
  }
  return Object.fromEntries(awaited.map(([, words]) => [words, source[words]]));
}

function fieldError(file: string, parsed: ParsedYaml, field: string, message: string): ContentProblem {
  return { file, line: parsed.lineOf(field), field, severity: 'error', message };
}

/** A translation as written, before the English file's shared fields join it. */
interface WrittenPage {
  file: string;
  englishFile: string;
  parsed: ParsedYaml;
  written: Record<string, unknown>;
}

/** A checkbox, never a note, so a typo cannot pass for approval. */
function checkConfirmation({ file, parsed, written }: WrittenPage, lang: Lang): ContentProblem[] {
  const value = written[TRANSLATION_CONFIRMED_FIELD];
  if (value === undefined || typeof value === 'boolean') return [];
  const message = `must be true or false (found ${JSON.stringify(value)}): write ${TRANSLATION_CONFIRMED_FIELD}: true once a lawyer competent in ${LANGUAGE_RECORDS[lang].nameInEnglish} has confirmed the translation, false until then`;
  return [fieldError(file, parsed, TRANSLATION_CONFIRMED_FIELD, message)];
}

function checkSharedFields(folder: TranslatedFolder, { file, englishFile, parsed, written }: WrittenPage) {
  const message = `is taken from the English page, so both languages agree: remove the line (change it in ${englishFile})`;
  return SHARED_FIELDS[folder]
    .filter((field) => field in written)
    .map((field) => fieldError(file, parsed, field, message));
}

/** A translation of an older version of the English file is a warning: its text may say something else now. */
function checkSourceVersion({ file, englishFile, parsed, written }: WrittenPage, input: TranslationInput): void {
  const english = input.files.find((source) => source.file === englishFile);
  if (!english) return;
  const current = sourceVersionOf(english.text);
  const recorded = written[SOURCE_VERSION_FIELD];
  if (recorded === current) return;
  const message =
    recorded === undefined
      ? `is missing: it records which version of ${englishFile} this translates; once the two say the same, write ${SOURCE_VERSION_FIELD}: '${current}'`
      : `${englishFile} changed since this translation (it was version ${String(recorded)}, it is now ${current}): compare the two, bring the ${LANGUAGE_RECORDS[input.lang].nameInEnglish} up to date, then write ${SOURCE_VERSION_FIELD}: '${current}'`;
  const line = parsed.lineOf(SOURCE_VERSION_FIELD) ?? 1;
  input.problems.push({ ...fieldError(file, parsed, SOURCE_VERSION_FIELD, message), line, severity: 'warning' });
}

/** A translated page lives under its language's address (`/fr/`), its old addresses too, so no two languages share one. */
type Routable = Exclude<Original, TeamEntry>;

function checkLanguageRoot(
  { slug, aliases }: Routable['frontmatter'],
  lang: Lang,
  parsed: ParsedYaml,
  file: string,
): ContentProblem[] {
  const root = languageRoot(lang);
  const fix = `must start with "${root}" (found "${slug}"): write slug: ${root}${slug === '/' ? '' : slug}`;
  return [
    ...(isUnderLanguageRoot(slug, lang) ? [] : [fieldError(file, parsed, 'slug', fix)]),
    ...aliases.flatMap((alias, index) => {
      if (isUnderLanguageRoot(alias, lang)) return [];
      const language = LANGUAGE_RECORDS[lang].nameInEnglish;
      const message = `"${alias}" must start with "${root}": a ${language} page's old addresses are ${language} addresses`;
      const line = parsed.lineOf(`aliases[${index}]`) ?? parsed.lineOf('aliases');
      return [{ ...fieldError(file, parsed, 'aliases', message), line }];
    }),
  ];
}

/** Each English page without a translation, as a warning on the English file. */
function untranslatedWarnings(input: TranslationInput, translation: Translation): ContentProblem[] {
  const translated = new Set(
    [...translation.pages, ...translation.services, ...translation.articles, ...translation.team].map(
      (entry) => `${entry.kind}/${entry.name}`,
    ),
  );
  // A translation with a mistake of its own is reported in its file: it is not missing.
  const written = (entry: Original) => fs.existsSync(path.join(input.dir, entry.file.slice('content/'.length)));
  const { nameInEnglish: language, folder } = LANGUAGE_RECORDS[input.lang];
  return Object.values(input.originals)
    .flat()
    .filter((entry) => !translated.has(`${entry.kind}/${entry.name}`) && !written(entry))
    .map((entry) => ({
      file: entry.file,
      line: 1,
      severity: 'warning' as const,
      message: `has no ${language} version: the ${language} site has no such page until content/${folder}/${entry.file.slice('content/'.length)} translates it`,
    }));
}

function readTranslatedFacts(input: TranslationInput, fullPath: string): SiteFacts | undefined {
  const parsed = readAndParse(fullPath, input);
  if (!parsed) return undefined;
  const file = input.relative(fullPath);
  const written = (parsed.data ?? {}) as Record<string, unknown>;
  const before = input.problems.length;
  for (const field of Object.keys(written)) {
    if ((TRANSLATED_FACTS as readonly string[]).includes(field)) continue;
    const message = `is not said in words, so it is the English file's (content/site.yaml): remove the line. A ${LANGUAGE_RECORDS[input.lang].nameInEnglish} facts file may set ${TRANSLATED_FACTS.join(', ')}`;
    input.problems.push(fieldError(file, parsed, field, message));
  }
  // The English facts as written: the number phones call is drawn again from the merged ones.
  const english = { ...input.facts, phones: input.facts.phones.map(({ label, display }) => ({ label, display })) };
  const merged: Record<string, unknown> = { ...english, ...written };
  for (const [list, keys] of Object.entries(SHARED_FACT_ITEMS)) {
    merged[list] = mergeItems(english[list as keyof typeof SHARED_FACT_ITEMS], written[list], keys, (index, key) =>
      input.problems.push(fieldError(file, parsed, `${list}[${index}].${key}`, KEPT_IN_ENGLISH)),
    );
  }
  const facts = validateAgainstSchema(siteFactsSchema, { ...parsed, data: merged }, file, input.problems);
  if (!facts || input.problems.slice(before).some((problem) => problem.severity === 'error')) return undefined;
  return withDialNumbers(facts);
}

const KEPT_IN_ENGLISH = "is the English file's (content/site.yaml): remove the line";

/** Phones and office hours: the French file words each item; the numbers and times stay English. */
function mergeItems(
  english: readonly object[],
  written: unknown,
  sharedKeys: readonly string[],
  report: (index: number, key: string) => void,
): object[] {
  if (!Array.isArray(written)) return [...english];
  return english.map((item, index) => {
    const words = { ...((written[index] ?? {}) as Record<string, unknown>) };
    // Reported once, as what it is: the English value stays, so no second message follows from it.
    for (const key of sharedKeys) {
      if (!(key in words)) continue;
      report(index, key);
      delete words[key];
    }
    return { ...item, ...words };
  });
}
