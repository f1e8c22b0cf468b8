/**
 * The promise to editors: every change the editors' guide (CONTENT.md and docs/editors/)
 * teaches, made together on the real content, leaves CI green. In a copy of the project it
 * changes the copyright year, both phone numbers, the e-mail, the office hours, adds a practice
 * area from the guide's own template (with an alias), removes one, adds a person, removes one,
 * publishes an article from the guide's template, and rewrites a sentence; then it runs what
 * CI runs on content (the checker, the build, the format check and every test suite that reads
 * content/ without a browser) and finds the changes on the built pages.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content-pipeline/loadContent';
import type { ServiceEntry, TeamEntry } from '../../content-pipeline/contentTypes';
import { copyProject, type ProjectCopy } from '../support/projectCopy';

/**
 * The Vitest projects whose suites may read content/: the server's run against fake builds, the
 * fixture build's and the slow tier's read the fixture content (vitest.config.ts).
 */
const READ_CONTENT = ['--project', 'unit', '--project', 'content'];

let project: ProjectCopy;
let added: { slug: string; formValue: string; alias: string; title: string };
let removed: ServiceEntry;
let person: { name: string; file: string };
let leaver: TeamEntry;
let steps: { name: string; status: number | null; output: string }[];
let year: number;
let article: { slug: string; title: string };

/** The first ```mdx block of a section of a page of the editors' guide: the template editors copy. */
function templateOf(page: string, heading: string): string {
  const guide = fs.readFileSync(page, 'utf8');
  const section = guide.slice(guide.indexOf(heading));
  const block = /```mdx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`${page} no longer has the template under "${heading}"`);
  return block;
}

/** Rewrites every article of the copy, as an editor does when a practice area or a person goes. */
function editArticles(project: ProjectCopy, change: (text: string) => string): void {
  const dir = path.join(project.dir, 'content/articles');
  for (const name of fs.readdirSync(dir)) {
    const file = `content/articles/${name}`;
    project.write(file, change(project.read(file)));
  }
}

/** The guide's article template, published: its author and area are ones this site has, and no draft line. */
function publishArticle(project: ProjectCopy, author: string, area: string): { slug: string; title: string } {
  const text = templateOf('docs/editors/publish-a-guide.md', '## An article file')
    .replace(/^author: .*$/m, `author: ${author}`)
    .replace(/^areas: .*$/m, `areas: [${area}]`)
    .replace(/^draft: true\n/m, '');
  const slug = /^slug: (.*)$/m.exec(text)?.[1] ?? '';
  project.write(`content/articles/${slug.split('/').pop()}.mdx`, text);
  return { slug, title: /^title: (.*)$/m.exec(text)?.[1] ?? '' };
}

/**
 * Edits site.yaml line by line, as an editor does in a text editor: the new value replaces the
 * old one (an example value replaced is no longer flagged as one).
 */
function editSiteFacts(project: ProjectCopy): void {
  let text = project.read('content/site.yaml');
  const setLines = (field: string, values: string[]) => {
    let index = 0;
    text = text.replace(new RegExp(`^(\\s*${field}): .*$`, 'gm'), (line, key: string) =>
      index < values.length ? `${key}: ${values[index++]}` : line,
    );
    if (index !== values.length) throw new Error(`site.yaml has fewer than ${values.length} "${field}" lines`);
  };
  const year = Number(/^copyrightYear: (\d+)$/m.exec(text)?.[1]);
  setLines('copyrightYear', [String(year + 3)]);
  setLines('display', ['(416) 555-0123', '(905) 555-0188']);
  setLines('email', ['reception@example.org']);
  setLines('hours', ['8:30 AM - 5:30 PM']);
  project.write('content/site.yaml', text);
}

/** The guides: a page's file goes with its French file of the same name, when it has one. */
function removeWithTranslation(project: ProjectCopy, file: string): void {
  project.remove(file);
  const french = file.replace(/^content\//, 'content/fr/');
  if (fs.existsSync(path.join(project.dir, french))) project.remove(french);
}

/** A list of a frontmatter changed as an editor does, written as the editor writes it: `[]` when empty, else one item a line. */
function editList(text: string, field: string, change: (items: string[]) => string[]): string {
  const list = new RegExp(`^${field}:(?: \\[(.*)\\])?\\n((?: {2}- .*\\n)*)`, 'm');
  return text.replace(list, (_whole, inline: string | undefined, block: string) => {
    const items =
      inline !== undefined ? inline.split(',') : block.split('\n').map((line) => line.replace(/^ {2}- /, ''));
    const kept = change(items.map((item) => item.trim()).filter(Boolean));
    return kept.length === 0 ? `${field}: []\n` : `${field}:\n${kept.map((item) => `  - ${item}\n`).join('')}`;
  });
}

/** The guide: delete the file; its slug and aliases go to What We Do's aliases; articles no longer name it. */
function removePracticeArea(project: ProjectCopy, service: ServiceEntry): void {
  removeWithTranslation(project, service.file);
  editArticles(project, (text) => editList(text, 'areas', (areas) => areas.filter((area) => area !== service.name)));
  const file = 'content/pages/what-we-do.mdx';
  const moved = [service.frontmatter.slug, ...service.frontmatter.aliases];
  project.write(
    file,
    editList(project.read(file), 'aliases', (aliases) => [...aliases, ...moved]),
  );
}

/** The guide: copy a person's file and change name, role, e-mail, order, education and text. */
function addPerson(project: ProjectCopy, model: TeamEntry): { name: string; file: string } {
  const name = 'Jordan Okafor';
  const file = 'content/team/jordan-okafor.mdx';
  const frontmatter = [
    '---',
    `name: ${name}`,
    'role: Associate Lawyer',
    'email: jordan.okafor@example.org',
    `order: ${model.frontmatter.order + 10}`,
    'education:',
    '  - Juris Doctor',
    '---',
    '',
    'Jordan advises families on wills and estates.',
    '',
  ].join('\n');
  project.write(file, frontmatter);
  return { name, file };
}

function run(name: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: project.dir, encoding: 'utf8', env: project.env });
  steps.push({ name, status: result.status, output: `${result.stdout}\n${result.stderr}`.slice(-4000) });
}

beforeAll(() => {
  project = copyProject({ content: 'real' });
  const content = loadContent(path.join(project.dir, 'content'));
  const taken = new Set(content.services.flatMap((s) => [s.frontmatter.formValue, s.name]));
  const suffix = taken.has('wills-estates') ? '-and-trusts' : '';
  added = {
    slug: `/services/wills-estates${suffix}`,
    formValue: `wills-estates${suffix}`,
    alias: `/wills${suffix}`,
    title: 'Wills and Estates',
  };
  const template = templateOf('docs/editors/add-a-practice-area.md', '## Add a practice area')
    .replaceAll('wills-estates', added.formValue)
    .replace(/^slug: .*$/m, (slug) => `${slug}\naliases: [${added.alias}]`);
  project.write(`content/services/${added.formValue}.mdx`, template);

  year = content.facts.copyrightYear + 3;
  removed = content.services[content.services.length - 1]!;
  removePracticeArea(project, removed);
  leaver = content.team[content.team.length - 1]!;
  person = addPerson(project, leaver);
  removeWithTranslation(project, leaver.file);
  // The guide: a person's articles get another author when the person's file goes.
  const stays = content.team[0]!.name;
  editArticles(project, (text) => text.replace(new RegExp(`^author: ${leaver.name}$`, 'm'), `author: ${stays}`));
  article = publishArticle(project, stays, added.formValue);
  editSiteFacts(project);
  project.write(
    'content/pages/about.mdx',
    `${project.read('content/pages/about.mdx')}\nWe also meet clients in the evening, by appointment.\n`,
  );

  steps = [];
  run('check:content', 'npm', ['run', 'check:content']);
  run('build', 'npm', ['run', 'build']);
  run('format:check', 'npx', ['prettier', '--check', '.']);
  run('tests that read content/', 'npx', ['vitest', 'run', ...READ_CONTENT]);
}, 900_000);

afterAll(() => project?.cleanup());

describe("every change the editors' guide teaches, together", () => {
  it('leaves the checker, the build, the format check and the test suites green', () => {
    for (const step of steps) expect(step.status, `${step.name} failed:\n${step.output}`).toBe(0);
    expect(steps.map((step) => step.name)).toEqual([
      'check:content',
      'build',
      'format:check',
      'tests that read content/',
    ]);
  });

  it('puts the new practice area everywhere and the removed one nowhere', () => {
    const home = project.read('dist/client/index.html');
    const contact = project.read('dist/client/contact/index.html');
    const sitemap = project.read('dist/client/sitemap.xml');
    expect(project.exists(`dist/client${added.slug}/index.html`)).toBe(true);
    expect(home).toContain(`href="${added.slug}"`);
    expect(contact).toContain(`<option value="${added.formValue}"`);
    expect(sitemap).toContain(`${added.slug}</loc>`);
    expect(project.read('dist/client/_redirects')).toContain(`${added.alias} ${added.slug} 301`);

    const gone = removed.frontmatter;
    expect(project.read(`dist/client${gone.slug}/index.html`)).toContain('http-equiv="refresh"');
    expect(home).not.toContain(`href="${gone.slug}"`);
    expect(contact).not.toContain(`<option value="${gone.formValue}"`);
    expect(sitemap).not.toContain(`${gone.slug}</loc>`);
  });

  it('shows the new facts, the new person and the new sentence, and no longer the person who left', () => {
    const about = project.read('dist/client/about/index.html').replaceAll('<!-- -->', '');
    expect(about).toContain(`© ${year}`);
    expect(about).toContain('(416) 555-0123');
    expect(about).toContain('href="tel:+19055550188"');
    expect(about).toContain('reception@example.org');
    expect(about).toContain('8:30 AM - 5:30 PM');
    expect(about).toContain('We also meet clients in the evening, by appointment.');
    const whoWeAre = project.read('dist/client/who-we-are/index.html');
    expect(whoWeAre).toContain(person.name);
    expect(whoWeAre).not.toContain(leaver.frontmatter.name);
  });

  it('publishes the new article on its page, in the lists, on its practice area and in the feed', () => {
    expect(project.read(`dist/client${article.slug}/index.html`)).toContain(article.title);
    expect(project.read('dist/client/insights/index.html')).toContain(`href="${article.slug}"`);
    expect(project.read(`dist/client${added.slug}/index.html`)).toContain(`href="${article.slug}"`);
    expect(project.read('dist/client/insights/feed.xml')).toContain(`${article.slug}</id>`);
  });
});
