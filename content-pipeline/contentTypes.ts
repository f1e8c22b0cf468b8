/**
 * The shapes of loaded content, apart from the loader so the checkers that read them and the
 * loader that calls those checkers do not import each other.
 */
import { DEFAULT_LANG, type Lang } from '../lib/languages';
import type { ParsedYaml } from './frontmatter';
import type { PictureSource } from './pictures';
import type { ArticleFrontmatter, PageFrontmatter, ServiceFrontmatter, SiteFacts, TeamFrontmatter } from './schema';

export interface ContentFile<Frontmatter> {
  /** Path relative to the project root, for messages. */
  file: string;
  /** File name without extension, e.g. `family-law`. */
  name: string;
  frontmatter: Frontmatter;
  /** Set on a translation (`content/fr/…`); absent in the default language (`langOf`). */
  lang?: Lang;
}

export type PageEntry = ContentFile<PageFrontmatter> & { kind: 'page' };
export type ServiceEntry = ContentFile<ServiceFrontmatter> & { kind: 'service' };
export type TeamEntry = ContentFile<TeamFrontmatter> & { kind: 'team' };
export type ArticleEntry = ContentFile<ArticleFrontmatter> & { kind: 'article' };
export type RoutableEntry = PageEntry | ServiceEntry | ArticleEntry;

export interface SiteContent {
  facts: SiteFacts;
  pages: PageEntry[];
  /** Sorted by `order`. */
  services: ServiceEntry[];
  /** Sorted by `order`. */
  team: TeamEntry[];
  /** Newest first (by `date`, then title); drafts only when loaded with `drafts: 'include'`. */
  articles: ArticleEntry[];
  /** Each MDX file's compiled body, by file: filled by the checker, empty from loadContent alone. */
  bodies: ReadonlyMap<string, string>;
  /** Every picture the content shows, by its address: filled by the checker (checkPictures.ts). */
  pictures: ReadonlyMap<string, PictureSource>;
  /** The language of this content; absent for the default language. */
  lang?: Lang;
  /** The site in another language, when `content/fr/` has files (untranslated areas and profiles in English). */
  translations?: Partial<Record<Lang, SiteContent>>;
  /** On a translation: the default language's content it translates, for the pages it lacks. */
  original?: SiteContent;
}

/**
 * A page of the code's by file name (`contact`, `who-we-are`): this language's, else the default
 * language's, so a link from a French page to a page not yet translated leads to the English one.
 */
export function pageOrOriginal(content: SiteContent, name: string): PageEntry | undefined {
  return content.pages.find((page) => page.name === name) ?? content.original?.pages.find((page) => page.name === name);
}

/** The language of a content object or a file: the default one unless it is a translation. */
export function langOf(item: { lang?: Lang }): Lang {
  return item.lang ?? DEFAULT_LANG;
}

/** The content in every language it has, the default language first. */
export function everyLanguage(content: SiteContent): SiteContent[] {
  return [content, ...Object.values(content.translations ?? {})];
}

/** One file read from `content/`, kept for the checks that need its text and field lines. */
export interface SourceFile {
  /** Path relative to the project, e.g. `content/services/family-law.mdx`. */
  file: string;
  /** Absolute path on disk. */
  fullPath: string;
  text: string;
  parsed: ParsedYaml;
}
