/**
 * The promise made to editors: one file adds a practice area (or a person) everywhere the site
 * lists them, and deleting it removes it everywhere. Builds a copy of the project twice
 * (about 40 s each), so the team-profile case shares the same two builds.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { postJson, validRequest } from '../server/support/fixtures';
import { NEW_AREA } from './newPracticeArea';
import { BUILD_TIMEOUT_MS, copyProject, type ProjectCopy, startCopyServer } from '../support/projectCopy';

const TEAM_FILE = 'content/team/jordan-lee.mdx';
const PERSON = `---
name: Jordan Lee
role: Associate Lawyer
email: j.lee@example.com
order: 3
education:
  - Juris Doctor
---

Jordan advises families on wills and estates.
`;

const LINK = 'href="/services/wills-estates"';

/** The part of a page between two tags, e.g. its <header> or <footer>. */
function section(html: string, open: string, close: string): string {
  const start = html.indexOf(open);
  return start < 0 ? '' : html.slice(start, html.indexOf(close, start));
}

/** A page's HTML without the empty comments React puts between adjacent texts. */
function pageText(project: ProjectCopy, file: string): string {
  return project.read(file).replaceAll('<!-- -->', '');
}

/** Everywhere a practice area must appear once it has a file, and nowhere once it has none. */
function findPracticeArea(project: ProjectCopy) {
  const home = project.read('dist/client/index.html');
  const contact = project.read('dist/client/contact/index.html');
  return {
    page: project.exists('dist/client/services/wills-estates/index.html'),
    headerMenu: section(home, '<header', '</header>').includes(LINK),
    footer: section(home, '<footer', '</footer>').includes(LINK),
    homeCards: section(home, '<main', '</main>').includes(LINK),
    whatWeDo: section(project.read('dist/client/what-we-do/index.html'), '<main', '</main>').includes(LINK),
    sitemap: project.read('dist/client/sitemap.xml').includes('/services/wills-estates</loc>'),
    formOption: contact.includes('<option value="wills-estates"'),
  };
}

const everywhere = {
  page: true,
  headerMenu: true,
  footer: true,
  homeCards: true,
  whatWeDo: true,
  sitemap: true,
  formOption: true,
};
const nowhere = Object.fromEntries(Object.keys(everywhere).map((key) => [key, false]));

/** The answer of npm start's server of the copy to a consultation request in the new area. */
async function requestStatus(project: ProjectCopy): Promise<{ status: number; body: unknown }> {
  const server = await startCopyServer(project.dir);
  try {
    const response = await postJson(server.url, validRequest({ legalServiceArea: NEW_AREA.formValue }));
    return { status: response.status, body: await response.json() };
  } finally {
    await server.stop();
  }
}

describe('one file adds a practice area and a person; removing it removes them', () => {
  const project = copyProject();
  afterAll(() => project.cleanup());

  it('adds them everywhere', { timeout: BUILD_TIMEOUT_MS }, async () => {
    project.write(NEW_AREA.file, NEW_AREA.text);
    project.write(TEAM_FILE, PERSON);
    project.build();
    expect(findPracticeArea(project)).toEqual(everywhere);
    // The fixture has five areas; <Count of="practiceAreas" /> says the new number.
    expect(pageText(project, 'dist/client/what-we-do/index.html')).toContain('in six practice areas.');
    expect(project.read('dist/client/who-we-are/index.html')).toContain('Jordan Lee');
    expect(await requestStatus(project)).toEqual({ status: 200, body: { success: true } });
  });

  it('removes them everywhere', { timeout: BUILD_TIMEOUT_MS }, async () => {
    project.remove(NEW_AREA.file);
    project.remove(TEAM_FILE);
    project.build();
    expect(findPracticeArea(project)).toEqual(nowhere);
    expect(pageText(project, 'dist/client/what-we-do/index.html')).toContain('in five practice areas.');
    expect(project.read('dist/client/who-we-are/index.html')).not.toContain('Jordan Lee');
    expect((await requestStatus(project)).status).toBe(400);
  });
});
