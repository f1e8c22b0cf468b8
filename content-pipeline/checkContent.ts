/** Everything `npm run check:content` checks, in one pass; the build and the dev server use the content it returns. */
import path from 'node:path';
import { checkBody, checkImageFiles } from './checkBodies';
import { checkCounts } from './checkCounts';
import { checkMarketingRules } from './checkMarketingRules';
import { checkFirmFacts } from './checkFirmFacts';
import { checkPictures, type PictureMention } from './checkPictures';
import { readMdxBody, type MdxResult } from './mdxBody';
import type { ContentProblem } from './contentProblem';
import { defaultContentDir } from './contentDir';
import { contentLinkTargets, describeBrokenLink, type LinkTargets } from './linkTargets';
import { collectContent, withLines, type LoadOptions } from './loadContent';
import type { RoutableEntry, SiteContent, SourceFile } from './contentTypes';
import type { BodyItem } from './bodyItems';
import { indexSite } from './routes';
import { insightsPage } from './articles';
import { findPlaceholders } from './placeholders';
import { screenBlockedElements } from './rawHtml';
import { checkSearchLengths } from './searchLengths';
import { checkPlacesTaken, checkStrayFiles, checkUnusedPictures } from './checkStrayFiles';

/** `npm run dev` checks the whole folder after every save: a text compiled by the last check is not compiled again. */
let lastBodies = new Map<string, MdxResult>();

async function compileBodies(sources: { file: string; text: string }[]): Promise<Map<string, MdxResult>> {
  const byText = new Map<string, MdxResult>();
  for (const { text } of sources) byText.set(text, lastBodies.get(text) ?? (await readMdxBody(text)));
  lastBodies = byText;
  return new Map(sources.map(({ file, text }) => [file, byText.get(text) as MdxResult]));
}

export async function checkAndLoadContent(options: LoadOptions & { contentDir?: string; publicDir?: string } = {}) {
  const contentDir = path.resolve(options.contentDir ?? defaultContentDir());
  // The site serves the project's public/ folder whichever content folder is read (CONTENT_DIR).
  const publicDir = path.resolve(options.publicDir ?? 'public');
  const { content, routable, draftsLeftOut, problems, files } = collectContent(contentDir, options);
  problems.push(...checkStrayFiles(contentDir, publicDir), ...(await checkPlacesTaken(contentDir)));
  // One mistake, one message: a page with an error is not also reported by every link to it.
  const unloaded = slugsOfUnloadedPages(files, [...routable, ...draftsLeftOut]);
  const site = content ? indexSite(content) : undefined;
  const listingPaths = site ? [...site.listings.map((listing) => listing.path), ...site.feedPaths] : [];
  const drafts = new Map(draftsLeftOut.map((draft) => [draft.frontmatter.slug, draft.file]));
  // A removed Insights page is reported once (checkArticles.ts), not again by each link to it.
  const removedInsights =
    content && !insightsPage(content)
      ? routable.flatMap((entry) => (entry.kind === 'article' ? [entry.frontmatter.slug.replace(/\/[^/]+$/, '')] : []))
      : [];
  const targets = contentLinkTargets(routable, publicDir, [...unloaded, ...listingPaths, ...removedInsights], drafts);
  const pictureDirs = [publicDir, contentDir];
  const context = { pictureDirs, targets };

  const mdxFiles = files.filter((f) => f.file.endsWith('.mdx') && !f.parsed.error);
  // HTML the site's security policy blocks is one error each, and is left out of the compile.
  const screened = mdxFiles.map(({ file, text }) => ({ file, ...screenBlockedElements(file, text) }));
  problems.push(...screened.flatMap((body) => body.problems));
  const compiled = await compileBodies(screened);
  const bodies = new Map<string, string>();
  const pictureMentions: PictureMention[] = [];
  for (const source of mdxFiles) {
    const result = compiled.get(source.file);
    if (!result) continue;
    problems.push(...checkBody(source, result, context));
    if (result.ok) bodies.set(source.file, result.code);
    if (result.ok) pictureMentions.push(...bodyPictures(source.file, result.items));
  }
  problems.push(...checkMarketingRules(files), ...checkFirmFacts(files));
  if (content) problems.push(...checkAwardsShown(content, compiled));
  const fieldMentions = fieldPictures(routable, content);
  problems.push(...checkFieldPictures(fieldMentions, pictureDirs));
  pictureMentions.push(...fieldMentions);
  const checkedPictures = await checkPictures(pictureMentions, pictureDirs);
  problems.push(...checkedPictures.problems);
  if (content) problems.push(...checkNavigation(content, targets));
  // Counts, and the pictures no page shows, mean something only once every file reads cleanly: a
  // broken file is missing from a count, and a mistyped picture address leaves its file unshown.
  if (!problems.some((problem) => problem.severity === 'error')) {
    problems.push(...checkUnusedPictures(contentDir, files));
    if (content) problems.push(...checkCounts(content, files));
  }
  problems.push(...checkSearchLengths(routable));
  const hasErrors = problems.some((problem) => problem.severity === 'error');
  return {
    content: hasErrors || !content ? undefined : withBodies(content, bodies, checkedPictures.pictures),
    // A problem that names its field and not its line is given the field's line.
    problems: withLines(problems, files).sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0)),
    fileCount: files.length,
    files,
    placeholders: findPlaceholders(files),
  };
}

function withBodies(
  content: SiteContent,
  bodies: SiteContent['bodies'],
  pictures: SiteContent['pictures'],
): SiteContent {
  const { translations } = content;
  if (!translations) return { ...content, bodies, pictures };
  const translated = Object.entries(translations).map(([lang, site]) => [lang, { ...site, bodies, pictures }]);
  return { ...content, bodies, pictures, translations: Object.fromEntries(translated) as SiteContent['translations'] };
}

function slugsOfUnloadedPages(files: SourceFile[], loaded: RoutableEntry[]): string[] {
  const loadedFiles = new Set(loaded.map((entry) => entry.file));
  return files
    .filter(
      (source) => /^content\/(\w+\/)?(pages|services|articles)\//.test(source.file) && !loadedFiles.has(source.file),
    )
    .flatMap((source) => /^slug:\s*['"]?(\/[^\s'"]*)/m.exec(source.text)?.[1] ?? []);
}

function bodyPictures(file: string, items: BodyItem[]): PictureMention[] {
  return items.flatMap((item) =>
    item.kind === 'image'
      ? [{ url: item.url, use: item.via === 'Hero' ? ('hero' as const) : ('body' as const), file, line: item.line }]
      : [],
  );
}

function fieldPictures(routable: RoutableEntry[], content: SiteContent | undefined): PictureMention[] {
  const mention = (file: string, url: string | undefined, use: 'hero' | 'portrait', field: string) =>
    url ? [{ url, use, file, field }] : [];
  return [
    ...routable.flatMap((entry) =>
      entry.kind === 'service' ? mention(entry.file, entry.frontmatter.heroImage, 'hero', 'heroImage') : [],
    ),
    ...(content?.team ?? []).flatMap((person) => mention(person.file, person.frontmatter.photo, 'portrait', 'photo')),
  ];
}

function checkFieldPictures(mentions: PictureMention[], pictureDirs: string[]): ContentProblem[] {
  return mentions.flatMap(({ file, line, field, url }) =>
    checkImageFiles(url, pictureDirs).map((message) => ({
      file,
      line,
      field,
      severity: 'error' as const,
      message: message.replace(/^"[^"]*" /, ''),
    })),
  );
}

/** `<Awards />` shows nothing while site.yaml lists no awards: an empty "Recognition" section. */
function checkAwardsShown(content: SiteContent, compiled: ReadonlyMap<string, MdxResult>): ContentProblem[] {
  if (content.facts.awards.length > 0) return [];
  return [...compiled].flatMap(([file, result]) => {
    const use = result.ok && result.items.find((item) => item.kind === 'component' && item.name === 'Awards');
    if (!use) return [];
    const message =
      '<Awards /> shows nothing: content/site.yaml lists no awards: add them under awards (name, issuer, year, source), or remove <Awards /> and its heading';
    return [{ file, line: use.line, severity: 'warning' as const, message }];
  });
}

function checkNavigation(content: SiteContent, targets: LinkTargets): ContentProblem[] {
  const file = 'content/site.yaml';
  const links = [
    ...content.facts.navigation.map((link, index) => ({ field: `navigation[${index}].href`, href: link.href })),
    ...Object.entries(content.facts.notices).map(([name, href]) => ({ field: `notices.${name}`, href })),
  ];
  return links.flatMap(({ field, href }) => {
    const message = describeBrokenLink(href, targets);
    return message ? [{ file, field, severity: 'error' as const, message }] : [];
  });
}
