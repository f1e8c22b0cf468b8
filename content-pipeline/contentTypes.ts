/** The shapes of loaded content, apart from the loader so the checkers and the loader do not import each other. */
import { DEFAULT_LANG, type Lang } from '../lib/languages';
import type { ParsedYaml } from './frontmatter';
import type { PictureSource } from './pictures';
import type { ArticleFrontmatter, PageFrontmatter, ServiceFrontmatter, SiteFacts, TeamFrontmatter } from './schema';

export interface ContentFile<Frontmatter> {
  file: string;
  name: string;
  frontmatter: Frontmatter;
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
  services: ServiceEntry[];
  team: TeamEntry[];
  /** Newest first; drafts only when loaded with `drafts: 'include'`. */
  articles: ArticleEntry[];
  /** Filled by the checker, empty from loadContent alone. */
  bodies: ReadonlyMap<string, string>;
  pictures: ReadonlyMap<string, PictureSource>;
  lang?: Lang;
  translations?: Partial<Record<Lang, SiteContent>>;
  original?: SiteContent;
}

/** This language's page by file name, else the default language's: a link to a page not yet translated leads to the English one. */
export function pageOrOriginal(content: SiteContent, name: string): PageEntry | undefined {
  return content.pages.find((page) => page.name === name) ?? content.original?.pages.find((page) => page.name === name);
}

export function langOf(item: { lang?: Lang }): Lang {
  return item.lang ?? DEFAULT_LANG;
}

export function everyLanguage(content: SiteContent): SiteContent[] {
  return [content, ...Object.values(content.translations ?? {})];
}

export interface SourceFile {
  file: string;
  fullPath: string;
  text: string;
  parsed: ParsedYaml;
}
