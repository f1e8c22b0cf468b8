/**
 * What one build keeps for the next (lib/buildCache.ts) never shows stale pages: an edit to
 * content re-renders with the kept code bundle, an edit to the code bundles again, and an
 * edited article is compiled again while the others are reused. Builds a copy of the project.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { copyProject, type ProjectCopy } from './projectCopy';

let project: ProjectCopy;

beforeAll(() => {
  project = copyProject();
  project.build();
}, 120_000);

afterAll(() => project?.cleanup());

function buildInCopy(): string {
  const { status, output } = project.buildOutput();
  if (status !== 0) throw new Error(`npm run build failed:\n${output}`);
  return output;
}

const ARTICLE = 'content/articles/work-permit-extension.mdx';
const ARTICLE_PAGE = 'dist/client/insights/work-permit-extension/index.html';

it('reuses the code bundle for a content change, and shows the change', () => {
  project.write(ARTICLE, project.read(ARTICLE).replace('Keep copies of your documents.', 'Apply before it expires.'));
  const output = buildInCopy();
  expect(output).toContain('bundle: the code has not changed since an earlier build, reused in');
  expect(project.read(ARTICLE_PAGE)).toContain('Apply before it expires.');
  expect(project.read(ARTICLE_PAGE)).not.toContain('Keep copies of your documents.');
}, 120_000);

it('bundles again when the code changes, and shows the change', () => {
  const component = 'components/article/ArticlePage.tsx';
  const before = 'This article is general information, not legal advice';
  const after = 'This guide is general information only, not legal advice';
  project.write(component, project.read(component).replace(before, after));
  const output = buildInCopy();
  expect(output).toContain('bundle: built by Vite in');
  expect(project.read(ARTICLE_PAGE)).toContain(after);
  expect(project.read(ARTICLE_PAGE)).not.toContain(before);
}, 120_000);

it('reads an unchanged build cache again: the same pages, with nothing drawn or bundled', () => {
  const page = project.read(ARTICLE_PAGE);
  const output = buildInCopy();
  expect(output).toContain('bundle: the code has not changed since an earlier build, reused in');
  expect(output).toMatch(/site\.webmanifest reused in/);
  expect(project.read(ARTICLE_PAGE)).toBe(page);
}, 120_000);
