/** Reads every file under `content/`, validates it against `schema.ts` and returns one typed object. */
import fs from 'node:fs';
import path from 'node:path';
import type * as yup from 'yup';
import { ContentError, type ContentProblem } from './contentProblem';
import { checkArticles } from './checkArticles';
import { checkRoutes } from './checkRoutes';
import { defaultContentDir } from './contentDir';
import type { ArticleEntry, SiteContent, SourceFile } from './contentTypes';
import { validateAgainstSchema } from './schemaProblems';
import { mdxFilesIn, readAndParse, type Reader } from './readSource';
import { CONTENT_FOLDERS, SITE_FACTS_FILE } from './contentFolders';
import { siteFactsSchema, withDialNumbers, type SiteFacts } from './schema';
import { readTranslation, type Translation } from './translations';
import { LANGUAGE_RECORDS, TRANSLATED_LANGUAGES, type Lang } from '../lib/languages';

export interface LoadOptions {
  /** Drafts are always checked; `include` (npm run dev) also shows them, the build leaves them out. */
  drafts?: 'include' | 'leave-out';
}

export function loadContent(contentDir = defaultContentDir(), options: LoadOptions = {}): SiteContent {
  const { content, problems } = collectContent(contentDir, options);
  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0 || !content) throw new ContentError(errors);
  return content;
}

/** Collects every problem instead of stopping at the first; the site and the checker both start here. */
export function collectContent(contentDir = defaultContentDir(), options: LoadOptions = {}) {
  const problems: ContentProblem[] = [];
  const files: SourceFile[] = [];
  // Named as editors see them (content/services/family-law.mdx), wherever the folder is read from.
  const relative = (file: string) => ['content', ...path.relative(contentDir, file).split(path.sep)].join('/');
  const reader = { relative, problems, files };

  const facts = readSiteFacts(path.join(contentDir, SITE_FACTS_FILE), reader);
  const read = <Frontmatter, Kind extends string>(folder: string, schema: yup.Schema<Frontmatter>, kind: Kind) =>
    mdxFilesIn(path.join(contentDir, folder)).flatMap((file) => {
      const relativeFile = relative(file);
      const parsed = readAndParse(file, reader);
      const frontmatter = parsed && validateAgainstSchema(schema, parsed, relativeFile, problems);
      return frontmatter ? [{ file: relativeFile, name: path.basename(file, '.mdx'), frontmatter, kind }] : [];
    });
  const byOrder = (a: { frontmatter: { order: number } }, b: { frontmatter: { order: number } }) =>
    a.frontmatter.order - b.frontmatter.order;
  const pages = read('pages', CONTENT_FOLDERS.pages, 'page');
  const services = read('services', CONTENT_FOLDERS.services, 'service').sort(byOrder);
  const team = read('team', CONTENT_FOLDERS.team, 'team').sort(byOrder);
  const allArticles = read('articles', CONTENT_FOLDERS.articles, 'article').sort(newestFirst);
  const articles =
    options.drafts === 'include' ? allArticles : allArticles.filter((article) => !article.frontmatter.draft);

  // Undefined when site.yaml itself is unusable: the whole-site checks then cannot run.
  const content: SiteContent | undefined = facts
    ? { facts, pages, services, team, articles, bodies: new Map(), pictures: new Map() }
    : undefined;
  const translations = content
    ? TRANSLATED_LANGUAGES.flatMap((lang) => {
        const dir = path.join(contentDir, LANGUAGE_RECORDS[lang].folder);
        if (!fs.existsSync(dir)) return [];
        const originals = { pages, services, articles: allArticles, team };
        return [{ lang, translation: readTranslation({ ...reader, lang, facts: content.facts, originals, dir }) }];
      })
    : [];
  const translatedArticles = translations.flatMap(({ translation }) => translation.articles);
  const translatedContent = translations.map(({ lang, translation }) =>
    translatedSite(content as SiteContent, lang, translation, options),
  );
  // A translation lists every practice area; only those it translated have addresses of its own.
  const translatedPages = translatedContent.flatMap((site) => [
    ...site.pages,
    ...site.services.filter((service) => service.lang === site.lang),
  ]);
  if (content) {
    if (translatedContent.length > 0)
      content.translations = Object.fromEntries(translatedContent.map((site) => [site.lang, site]));
    const onDisk = { team: namesIn(files, 'team'), services: namesIn(files, 'services') };
    const everyEntry = [...pages, ...services, ...translatedPages, ...allArticles, ...translatedArticles];
    problems.push(...withLines(checkRoutes(everyEntry, services), files));
    problems.push(...withLines(checkArticles(content, allArticles, onDisk), files));
  }
  const everyArticle = [...allArticles, ...translatedArticles];
  const shown = new Set([...articles, ...translatedContent.flatMap((site) => site.articles)]);
  const draftsLeftOut = everyArticle.filter((article) => !shown.has(article));
  const translatedRoutable = [...translatedPages, ...translatedContent.flatMap((site) => site.articles)];
  const routable = [...pages, ...services, ...articles, ...translatedRoutable];
  return { content, routable, draftsLeftOut, problems, files };
}

/** A translated site: its own pages and articles, and every practice area and profile, translated or English. */
function translatedSite(content: SiteContent, lang: Lang, translation: Translation, options: LoadOptions): SiteContent {
  const translatedServices = new Map(translation.services.map((service) => [service.name, service]));
  const translatedTeam = new Map(translation.team.map((member) => [member.name, member]));
  return {
    ...content,
    lang,
    facts: translation.facts,
    pages: translation.pages,
    services: content.services.map((service) => translatedServices.get(service.name) ?? service),
    // A profile not yet translated is shown as it is, in the default language (TeamProfiles marks it so).
    team: content.team.map((member) => translatedTeam.get(member.name) ?? member),
    articles: translation.articles
      .filter((article) => options.drafts === 'include' || !article.frontmatter.draft)
      .sort(newestFirst),
    translations: undefined,
    original: content,
  };
}

function namesIn(files: SourceFile[], folder: keyof typeof CONTENT_FOLDERS): string[] {
  const prefix = `content/${folder}/`;
  return files
    .filter((source) => source.file.startsWith(prefix))
    .map((source) => source.file.slice(prefix.length, -'.mdx'.length));
}

/** The title settles a tie, so the order never depends on file names. */
function newestFirst(a: ArticleEntry, b: ArticleEntry): number {
  return b.frontmatter.date.localeCompare(a.frontmatter.date) || a.frontmatter.title.localeCompare(b.frontmatter.title);
}

export function withLines(problems: ContentProblem[], files: SourceFile[]): ContentProblem[] {
  const byFile = new Map(files.map((source) => [source.file, source]));
  return problems.map((problem) => {
    const source = byFile.get(problem.file);
    const line = problem.line ?? (problem.field ? source?.parsed.lineOf(problem.field) : undefined);
    return { ...problem, line };
  });
}

function readSiteFacts(file: string, reader: Reader): SiteFacts | undefined {
  const relativeFile = reader.relative(file);
  if (!fs.existsSync(file)) {
    const message = 'is missing: the site needs this file of firm facts; restore it from git';
    reader.problems.push({ file: relativeFile, severity: 'error', message });
    return undefined;
  }
  const parsed = readAndParse(file, reader);
  if (!parsed) return undefined;
  const facts = validateAgainstSchema(siteFactsSchema, parsed, relativeFile, reader.problems);
  return facts && withDialNumbers(facts);
}
