/**
 * Files as they arrive (issue 23, point 3): a file saved on Windows (CRLF line endings, a
 * byte-order mark), indented with tabs or pasted from a word processor (non-breaking spaces)
 * passes the checker and gives the very page the plain file gives; the checker's lines still
 * name the line the editor sees. On copies of the fixture content.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { checkAndLoadContent } from '../../content-pipeline/checkContent';
import { formatProblem } from '../../content-pipeline/contentProblem';
import { indexSite } from '../../content-pipeline/routes';
import { buildPageData } from '../../page-data/buildPageData';
import ContentPage from '../../pages/+Page';
import { PageRoot } from '../../renderer/PageRoot';
import type { ContentFixture } from '../support/contentFixture';
import { contentForTest } from '../support/contentForTest';
import { fixtureText } from '../support/sourceFile';

/** An English-only copy: the files tested here are English, and must load with no warning at all. */
function fixtureWith(change: (fixture: ContentFixture) => void = () => {}): ContentFixture {
  const fixture = contentForTest({ french: false });
  change(fixture);
  return fixture;
}

const ARTICLE = 'articles/property-division.mdx';
const ARTICLE_PATH = '/insights/property-division';

/** The article's page after `change` to its file. */
const articleAfter = (change: (text: string) => string) =>
  pageAt(
    fixtureWith((f) => f.edit(ARTICLE, change)),
    ARTICLE_PATH,
  );

/** As Windows tools save a file: CRLF line endings and a byte-order mark. */
const asSavedOnWindows = (text: string) => `\uFEFF${text.replace(/\n/g, '\r\n')}`;

/** site.yaml after `change` passes the checker and gives the very facts of the plain file. */
async function expectSameFacts(change: (text: string) => string): Promise<void> {
  const plain = await checkAndLoadContent({ contentDir: fixtureWith().dir });
  const changed = await checkAndLoadContent({ contentDir: fixtureWith((f) => f.edit('site.yaml', change)).dir });
  expect(changed.problems).toEqual([]);
  expect(changed.content?.facts).toEqual(plain.content?.facts);
}

/** The page at `urlPath` as the build prerenders its body, after the checker passed the content. */
async function pageAt(fixture: ContentFixture, urlPath: string): Promise<string> {
  const checked = await checkAndLoadContent({ contentDir: fixture.dir });
  expect(checked.problems.map(formatProblem)).toEqual([]);
  if (!checked.content) throw new Error('the content did not load');
  const entry = indexSite(checked.content).entryAt(urlPath);
  if (!entry) throw new Error(`no page at ${urlPath}`);
  const data = buildPageData(checked.content, entry);
  return renderToStaticMarkup(createElement(PageRoot, { data, children: createElement(ContentPage) }));
}

describe('a file saved on Windows', () => {
  it('an article with CRLF line endings and a byte-order mark gives the same page as the plain one', async () => {
    const plain = await pageAt(fixtureWith(), ARTICLE_PATH);
    const windows = await articleAfter(asSavedOnWindows);
    expect(plain).toContain('<h1');
    expect(plain).toContain('Dividing Property After Marriage Ends');
    expect(windows).toBe(plain);
  });

  it('site.yaml with CRLF line endings and a byte-order mark gives the same facts', () =>
    expectSameFacts(asSavedOnWindows));

  it('a mistake in such a file is reported on the line the editor sees', async () => {
    const lines = fixtureText(ARTICLE).split('\n');
    const lineOfLink = lines.findIndex((line) => line.startsWith('[Contact us](/contact)')) + 1;
    expect(lineOfLink).toBeGreaterThan(10);
    const fixture = fixtureWith((f) =>
      f.edit(ARTICLE, (text) => asSavedOnWindows(text.replace('[Contact us](/contact)', '[Contact us](/contcat)'))),
    );
    expect((await checkAndLoadContent({ contentDir: fixture.dir })).problems.map(formatProblem)).toEqual([
      `content/articles/property-division.mdx:${lineOfLink}: the link leads to no page (found "/contcat"): did you mean "/contact"?`,
    ]);
  });
});

describe('tabs and non-breaking spaces', () => {
  it('a frontmatter indented with tabs, and non-breaking spaces from a word processor, give the same page', async () => {
    const withSpaces = (text: string) =>
      text.replace('areas: [family-law, real-estate-law]', 'areas:\n  - family-law\n  - real-estate-law');
    const asPasted = (text: string) =>
      text
        .replace('areas: [family-law, real-estate-law]', 'areas:\n\t- family-law\n\t- real-estate-law')
        .replace('title: Dividing', 'title:\u00A0Dividing')
        .replace('## What to know', '##\u00A0What\u00A0to know')
        .replace('- Keep copies', '-\u00A0Keep copies')
        .replace('This guide', '\tThis guide');
    const plain = await articleAfter(withSpaces);
    const pasted = await articleAfter(asPasted);
    expect(plain).toMatch(/<h2[^>]*>What to know<\/h2>/);
    expect(plain).toContain('<li>Keep copies of your documents.</li>');
    expect(pasted).toBe(plain);
  });

  it('site.yaml indented with tabs gives the same facts', () =>
    expectSameFacts((text) => text.replace(/^ {2}/gm, '\t')));
});
