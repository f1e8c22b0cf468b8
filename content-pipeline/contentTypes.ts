/**
 * The shapes of loaded content, apart from the loader so the checkers that read them and the
 * loader that calls those checkers do not import each other.
 */
import type { ParsedYaml } from './frontmatter';
import type { PictureSource } from './pictures';
import type { ArticleFrontmatter, PageFrontmatter, ServiceFrontmatter, SiteFacts, TeamFrontmatter } from './schema';

export interface ContentFile<Frontmatter> {
  /** Path relative to the project root, for messages. */
  file: string;
  /** File name without extension, e.g. `family-law`. */
  name: string;
  frontmatter: Frontmatter;
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
  /**
   * Each MDX file's compiled body, by file (`content/pages/home.mdx`): filled by the checker
   * (checkContent.ts), which compiles every body anyway; empty from loadContent alone.
   */
  bodies: ReadonlyMap<string, string>;
  /** Every picture the content shows, by its address: filled by the checker (checkPictures.ts). */
  pictures: ReadonlyMap<string, PictureSource>;
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
