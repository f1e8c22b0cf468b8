import { afterEach, describe, expect, it } from 'vitest';
import { ContentError } from '../../content-pipeline/contentProblem';
import { loadContent } from '../../content-pipeline/loadContent';
import { copyContent, type ContentFixture } from '../support/contentFixture';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

let fixture: ContentFixture | undefined;
afterEach(() => fixture?.cleanup());

/** The problems loadContent reports for a fixture, as printed lines. */
function problemsOf(f: ContentFixture): string[] {
  try {
    loadContent(f.dir);
  } catch (error) {
    if (error instanceof ContentError)
      return error.message
        .split('\n')
        .slice(1)
        .map((line) => line.trim());
    throw error;
  }
  return [];
}

describe('loadContent on the fixture content', () => {
  const content = loadContent(FIXTURE_CONTENT_DIR);

  it('lists the practice areas in the order of their `order` field, not of their file names', () => {
    expect(content.services.map((s) => s.frontmatter.order)).toEqual([2, 3, 5, 7, 8]);
    expect(content.services.map((s) => s.frontmatter.formValue)).toEqual([
      'real-estate',
      'corporate',
      'employment',
      'tort',
      'family',
    ]);
  });

  it('reads the firm facts once, from site.yaml', () => {
    expect(content.facts.phones).toHaveLength(2);
    expect(content.facts.claims).toEqual({ yearsExperience: '10+', clientsServed: '500+', founded: 1998 });
    expect(content.facts.copyrightYear).toBe(2024);
  });

  it('fills in defaults for fields left out', () => {
    const realEstate = content.services.find((s) => s.name === 'real-estate-law')!;
    expect(realEstate.frontmatter.questions).toEqual([]);
    const about = content.pages.find((p) => p.name === 'about')!;
    expect(about.frontmatter.aliases).toEqual([]);
    expect(about.frontmatter.noindex).toBe(false);
  });

  it('orders team profiles by `order`', () => {
    expect(content.team.map((t) => t.frontmatter.order)).toEqual([1, 2]);
  });
});

describe('loadContent failures name the file and the field', () => {
  it('a missing required field', () => {
    fixture = copyContent();
    fixture.edit('services/family-law.mdx', (text) => text.replace(/^summary:.*\n(?: {2}.*\n)*/m, ''));
    expect(problemsOf(fixture)).toEqual([
      `content/services/family-law.mdx: 'summary' is missing: add a "summary:" line, for example summary: One or two sentences on this practice area.`,
    ]);
  });

  it('a value of the wrong type is not converted', () => {
    fixture = copyContent();
    fixture.edit('services/family-law.mdx', (text) => text.replace(/^order: 8$/m, 'order: "8"'));
    expect(problemsOf(fixture)).toEqual([
      `content/services/family-law.mdx:14: 'order' must be a number, without quotes (found "8"): write order: 8`,
    ]);
  });

  it('a slug without its leading slash', () => {
    fixture = copyContent();
    fixture.edit('services/family-law.mdx', (text) =>
      text.replace('slug: /services/family-law', 'slug: services/family-law'),
    );
    expect(problemsOf(fixture)).toEqual([
      `content/services/family-law.mdx:2: 'slug' must start with "/" (found "services/family-law"): write slug: /services/family-law`,
    ]);
  });

  it('an unknown field', () => {
    fixture = copyContent();
    fixture.edit('pages/about.mdx', (text) => text.replace('slug: /about', 'slug: /about\nalias: [/our-firm]'));
    expect(problemsOf(fixture)).toEqual([
      "content/pages/about.mdx:3: 'alias' is not a known field: did you mean 'aliases'? Rename it, or remove the line",
    ]);
  });

  it('frontmatter that is not valid YAML', () => {
    fixture = copyContent();
    fixture.edit('pages/about.mdx', (text) => text.replace('slug: /about', 'slug: [/about'));
    expect(problemsOf(fixture).join('\n')).toMatch(
      /about\.mdx:\d+: the frontmatter between the two "---" lines is not valid YAML/,
    );
  });

  it('two pages with one slug, an alias that is a slug, an alias claimed twice, a formValue used twice', () => {
    fixture = copyContent();
    fixture.edit('pages/about.mdx', (text) => text.replace('slug: /about', 'slug: /who-we-are'));
    fixture.edit('services/tort-negligence.mdx', (text) => text.replace('/personal-injury', '/what-we-do'));
    fixture.edit('services/family-law.mdx', (text) => text.replace('  - /family\n', '  - /family\n  - /employment\n'));
    fixture.edit('services/real-estate-law.mdx', (text) =>
      text.replace('formValue: real-estate', 'formValue: corporate'),
    );
    const problems = problemsOf(fixture).join('\n');
    expect(problems).toMatch(/about\.mdx:\d+: 'slug' "\/who-we-are" is also the slug of .*who-we-are\.mdx/);
    expect(problems).toMatch(/who-we-are\.mdx:\d+: 'slug' "\/who-we-are" is also the slug of .*about\.mdx/);
    expect(problems).toMatch(/tort-negligence\.mdx:\d+: 'aliases' "\/what-we-do" is the slug of .*what-we-do\.mdx/);
    expect(problems).toMatch(
      /family-law\.mdx:\d+: 'aliases' "\/employment" is already an alias in .*employment-law\.mdx/,
    );
    expect(problems).toMatch(
      /real-estate-law\.mdx:\d+: 'formValue' "corporate" is also the formValue of .*corporate-law/,
    );
    expect(problems).toMatch(
      /corporate-law\.mdx:\d+: 'formValue' "corporate" is also the formValue of .*real-estate-law/,
    );
  });

  it('reports every problem at once', () => {
    fixture = copyContent();
    fixture.edit('services/family-law.mdx', (text) => text.replace(/^summary:.*\n(?: {2}.*\n)*/m, ''));
    fixture.edit('team/' + loadContent().team[0]!.name + '.mdx', (text) =>
      text.replace(/^email:.*$/m, 'email: not-an-address'),
    );
    expect(problemsOf(fixture)).toHaveLength(2);
  });
});
