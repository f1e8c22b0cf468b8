/**
 * preview:changes says why each changed page changed. A practice area's title changed in a
 * copy of the project (fixture content, committed, then edited as the visual editor saves):
 * the practice area's own page changed because its file did, the home page and What We Do
 * because they list it, the privacy notice because its menus do; the pages read from the
 * copy's real build.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageFile } from '../../scripts/preview-changes/changedPages';
import { changedFiles, pageReasons } from '../../scripts/preview-changes/pageReasons';
import { BUILD_TIMEOUT_MS, commitAll, copyProject } from '../support/projectCopy';

const project = copyProject();
afterAll(() => project.cleanup());

const SERVICE = 'content/services/family-law.mdx';

beforeAll(() => {
  commitAll(project);
  project.write(SERVICE, project.read(SERVICE).replace(/^title: .*$/m, 'title: Family Law and Mediation'));
  project.build();
}, BUILD_TIMEOUT_MS);

it('names the changed file, the pages that list it with its new title, and those whose menus do', () => {
  const files = changedFiles('HEAD', project.dir);
  expect(files).toEqual([SERVICE]);
  const html = (page: string) => fs.readFileSync(pageFile(path.join(project.dir, 'dist'), page), 'utf8');
  const reasons = pageReasons(['/', '/what-we-do', '/services/family-law', '/privacy'], files, html, project.dir);
  const listed = `it lists or links to “Family Law and Mediation” (${SERVICE}), which changed`;
  expect(Object.fromEntries(reasons)).toEqual({
    '/': listed,
    '/what-we-do': listed,
    '/services/family-law': `its own file changed (${SERVICE})`,
    // The privacy notice names no practice area: its menus do.
    '/privacy': `its menu or footer shows “Family Law and Mediation” (${SERVICE}), which changed`,
  });
});

it('names the shared file when a page shows nothing of a changed page', () => {
  const reasons = pageReasons(['/privacy'], ['content/site.yaml'], () => '<p>Privacy</p>', project.dir);
  expect(reasons.get('/privacy')).toBe(
    'it shows something of a shared file that changed: a menu, a list or the site settings (content/site.yaml)',
  );
});
