import { describe, expect, it } from 'vitest';
import { ContentError } from '../../content-pipeline/contentProblem';
import { loadContent } from '../../content-pipeline/loadContent';
import type { ContentFixture } from '../support/contentFixture';
import { contentForTest } from '../support/contentForTest';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

/** The problems loadContent reports for a fixture, as printed lines. */
function problemsOf(f: ContentFixture): string[] {
  try {
    loadContent(f.dir);
  } catch (error) {
    // After the count, one problem a line, indented.
    if (error instanceof ContentError) return error.message.split('\n  ').slice(1);
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

// Each message, and every other mistake an editor makes, is in tests/content/checkerMessages.test.ts:
// the checker reads the content as loadContent does. Here, that the build stops with them.
describe('loadContent failures', () => {
  it('throws every error at once, each the line the checker gives, naming the file and the field', () => {
    const fixture = contentForTest();
    fixture.edit('services/family-law.mdx', (text) => text.replace(/^summary:.*\n(?: {2}.*\n)*/m, ''));
    fixture.edit('pages/about.mdx', (text) => text.replace('slug: /about', 'slug: /about\nalias: [/our-firm]'));
    expect(problemsOf(fixture)).toEqual([
      "content/pages/about.mdx:3: 'alias' is not a known field: did you mean 'aliases'? Rename it, or remove the line",
      `content/services/family-law.mdx: 'summary' is missing: add a "summary:" line, for example summary: One or two sentences on this practice area.`,
    ]);
  });
});
