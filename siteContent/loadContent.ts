/**
 * Reads every editor file under `content/`, validates it against `schema.ts` and returns
 * one typed object. Every list of pages, services and people on the site comes from here.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import * as yup from 'yup';
import { ContentError, type ContentProblem } from './contentProblem.js';
import { checkRoutes } from './checkRoutes.js';
import {
  pageSchema,
  serviceSchema,
  siteFactsSchema,
  teamSchema,
  type PageFrontmatter,
  type ServiceFrontmatter,
  type SiteFacts,
  type TeamFrontmatter,
} from './schema.js';

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
export type RoutableEntry = PageEntry | ServiceEntry;

export interface SiteContent {
  facts: SiteFacts;
  pages: PageEntry[];
  /** Sorted by `order`. */
  services: ServiceEntry[];
  /** Sorted by `order`. */
  team: TeamEntry[];
}

/** The folders of `content/` and the schema each one's files follow. */
export const CONTENT_FOLDERS = {
  pages: pageSchema,
  services: serviceSchema,
  team: teamSchema,
} as const;

export const SITE_FACTS_FILE = 'site.yaml';

export function defaultContentDir(): string {
  return path.resolve(process.env.CONTENT_DIR ?? 'content');
}

/** Loads and validates all content; throws a ContentError listing every problem. */
export function loadContent(contentDir = defaultContentDir()): SiteContent {
  const problems: ContentProblem[] = [];
  // Files are named as editors see them in the repository, e.g. content/services/family-law.mdx,
  // wherever the folder is read from (tests read copies in temporary folders).
  const relative = (file: string) => ['content', ...path.relative(contentDir, file).split(path.sep)].join('/');

  const facts = readSiteFacts(path.join(contentDir, SITE_FACTS_FILE), relative, problems);
  const pages = readFolder(path.join(contentDir, 'pages'), CONTENT_FOLDERS.pages, relative, problems).map((e) => ({
    ...e,
    kind: 'page' as const,
  }));
  const services = readFolder(path.join(contentDir, 'services'), CONTENT_FOLDERS.services, relative, problems)
    .map((e) => ({ ...e, kind: 'service' as const }))
    .sort((a, b) => a.frontmatter.order - b.frontmatter.order);
  const team = readFolder(path.join(contentDir, 'team'), CONTENT_FOLDERS.team, relative, problems)
    .map((e) => ({ ...e, kind: 'team' as const }))
    .sort((a, b) => a.frontmatter.order - b.frontmatter.order);

  const content = { facts: facts as SiteFacts, pages, services, team } as SiteContent;
  if (facts) problems.push(...checkRoutes(content));

  const errors = problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new ContentError(errors);
  return content;
}

function readSiteFacts(
  file: string,
  relative: (file: string) => string,
  problems: ContentProblem[],
): SiteFacts | undefined {
  let raw: unknown;
  try {
    raw = matter(`---\n${fs.readFileSync(file, 'utf8')}\n---\n`).data;
  } catch (error) {
    problems.push({ file: relative(file), severity: 'error', message: `cannot be read: ${(error as Error).message}` });
    return undefined;
  }
  return validate(siteFactsSchema, raw, relative(file), problems) as SiteFacts | undefined;
}

function readFolder<Frontmatter>(
  dir: string,
  schema: yup.Schema<Frontmatter>,
  relative: (file: string) => string,
  problems: ContentProblem[],
): ContentFile<Frontmatter>[] {
  if (!fs.existsSync(dir)) return [];
  const entries: ContentFile<Frontmatter>[] = [];
  for (const fileName of fs.readdirSync(dir).sort()) {
    if (!fileName.endsWith('.mdx')) continue;
    const file = path.join(dir, fileName);
    let data: unknown;
    try {
      data = matter(fs.readFileSync(file, 'utf8')).data;
    } catch (error) {
      problems.push({
        file: relative(file),
        severity: 'error',
        message: `the frontmatter between the two "---" lines is not valid YAML: ${(error as Error).message}`,
      });
      continue;
    }
    const frontmatter = validate(schema, data, relative(file), problems);
    if (frontmatter) entries.push({ file: relative(file), name: fileName.replace(/\.mdx$/, ''), frontmatter });
  }
  return entries;
}

/** Validates one file's data, turning every yup error into a ContentProblem. */
function validate<Value>(
  schema: yup.Schema<Value>,
  data: unknown,
  file: string,
  problems: ContentProblem[],
): Value | undefined {
  try {
    // strict: a value of the wrong type is an error, never silently converted;
    // cast afterwards only fills in the defaults of fields left out.
    schema.validateSync(data ?? {}, { abortEarly: false, strict: true });
    return schema.cast(data ?? {});
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      problems.push({ file, field: inner.path, severity: 'error', message: describeYupError(inner) });
    }
    return undefined;
  }
}

/** Rewrites yup's message without its leading field name, which the problem line already shows. */
function describeYupError(error: yup.ValidationError): string {
  if (error.type === 'noUnknown') {
    return `is not a field this file may have (remove it, or check its spelling): ${String(error.params?.unknown ?? '')}`;
  }
  const message = error.message.startsWith(`${error.path} `)
    ? error.message.slice(String(error.path).length + 1)
    : error.message;
  return message;
}
