/**
 * The documents name only what exists: every repository path written in backticks in the
 * Markdown files (README, ARCHITECTURE, CONTENT, docs/) is a file or folder of the repository,
 * and every relative link leads to a file, and to a heading of it when it names one. A folder
 * renamed or a file deleted without its documents fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../../built-site/manifest';
import { anchor } from '../content/editorReference';

const ROOT = process.cwd();

/**
 * Paths a document may name that this test does not look for: the editors' own folders
 * (content/ and their pictures: documents show files an editor would create, and tests never
 * read content/), what builds, runs and installs write, and Git's own folder (a file in a
 * worktree of the repository).
 */
const NOT_CHECKED = [
  /^content\//,
  /^public\/images\/./,
  /^dist([.-][^/]*)?\//,
  /^data\//,
  /^node_modules\//,
  /^test-results\//,
  /^screenshots\//,
  /^preview\//,
  /^playwright-report\//,
  /^\.git\//,
];

/** A segment that stands for many names: `*.mdx`, `<fingerprint>`, `…`. */
const PATTERN = /[*<>…{}]/;

function markdownFiles(): string[] {
  const docs = fs.readdirSync('docs', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.md'));
  return ['README.md', 'ARCHITECTURE.md', 'CONTENT.md', ...docs.map((file) => `docs/${file}`)];
}

/** The text outside fenced code blocks: examples of output are not claims about the repository. */
function prose(text: string): string {
  return text.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Code spans show Markdown as written (`[text](/contact)`): their links are examples, not links. */
function withoutCodeSpans(text: string): string {
  return text.replace(/`[^`\n]+`/g, '');
}

/** A superseded decision record describes the code of its time, which may be gone. */
function isSuperseded(text: string): boolean {
  return /^Status: Superseded/m.test(text);
}

const topLevel = new Set(fs.readdirSync(ROOT));

/**
 * Every folder name of the repository at any depth, and the build folder's own: a document may
 * name a folder by its last name where the sentence says whose it is (`intake/` of server/).
 */
function folderNames(): Set<string> {
  const names = new Set<string>([BUILD_LAYOUT.client]);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (!entry.isDirectory() || entry.name === '.git' || NOT_CHECKED.some((p) => p.test(`${relative}/`))) continue;
      names.add(entry.name);
      walk(relative);
    }
  };
  walk('');
  return names;
}
const folders = folderNames();

/** The path a span names, when it names one that should exist. */
function exists(repoPath: string): boolean {
  const single = /^[^/]+\/$/.exec(repoPath);
  if (single && !topLevel.has(repoPath.slice(0, -1))) return folders.has(repoPath.slice(0, -1));
  return fs.existsSync(path.join(ROOT, fixedPart(repoPath)));
}

/** A code span that reads as a path of this repository: `server/app.ts`, `docs/`, `lib/x.ts#name`. */
function repositoryPath(span: string): string | undefined {
  const candidate = span.split('#')[0]!;
  if (!/^[\w.+-][\w./+*<>…{},-]*$/.test(candidate) || !candidate.includes('/')) return undefined;
  const first = candidate.split('/')[0]!;
  // A folder of ours, or what looks like one (a file or folder path, not a MIME type or package).
  const looksLikeOurs =
    topLevel.has(first) || (/^[a-z][a-zA-Z0-9-]*$/.test(first) && /(\/|\.[a-z]{2,4})$/.test(candidate));
  if (!looksLikeOurs || /^(text|application|image)\//.test(candidate)) return undefined;
  return NOT_CHECKED.some((pattern) => pattern.test(candidate)) ? undefined : candidate;
}

/** The part of a path before its first pattern segment, which must exist as it is. */
function fixedPart(repoPath: string): string {
  const segments = repoPath.split('/');
  const patternAt = segments.findIndex((segment) => PATTERN.test(segment));
  return patternAt === -1 ? repoPath : segments.slice(0, patternAt).join('/');
}

function headingAnchors(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const match of prose(fs.readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchor(match[1]!.replace(/[`*_]/g, ''));
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

describe('the Markdown documents', () => {
  const files = markdownFiles();

  it('name only paths that exist in the repository', () => {
    const missing = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      if (isSuperseded(text)) return [];
      return [...prose(text).matchAll(/`([^`\n]+)`/g)]
        .map((match) => repositoryPath(match[1]!))
        .filter((repoPath): repoPath is string => repoPath !== undefined)
        .filter((repoPath) => !exists(repoPath))
        .map((repoPath) => `${file}: ${repoPath}`);
    });
    expect(missing).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const broken = files.flatMap((file) =>
      [...withoutCodeSpans(prose(fs.readFileSync(file, 'utf8'))).matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => {
          const [linked, fragment] = target.split('#');
          const resolved = linked ? path.posix.join(path.posix.dirname(file), linked) : file;
          if (!fs.existsSync(path.join(ROOT, resolved))) return true;
          return fragment !== undefined && resolved.endsWith('.md') && !headingAnchors(resolved).has(fragment);
        })
        .map((target) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('find the paths and links they are meant to check', () => {
    // The two checks above would pass on nothing at all: make sure they see what they check.
    expect(repositoryPath('server/app.ts')).toBe('server/app.ts');
    expect(repositoryPath('siteContent/routes.ts')).toBe('siteContent/routes.ts');
    expect(repositoryPath('docs/')).toBe('docs/');
    expect(repositoryPath('content/services/family-law.mdx')).toBeUndefined();
    expect(repositoryPath('application/json')).toBeUndefined();
    expect(repositoryPath('vike/api')).toBeUndefined();
    expect(repositoryPath('/insights/page/2')).toBeUndefined();
    expect(fixedPart('node/pages/*/+route.ts')).toBe('node/pages');
    expect(exists('intake/')).toBe(true);
    expect(exists('siteContent/')).toBe(false);
    expect(headingAnchors('CONTENT.md')).toContain('see-your-change');
  });
});
