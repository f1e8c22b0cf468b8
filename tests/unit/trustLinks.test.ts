/**
 * Trust that can be checked (issue 22): the page data gives each licence the public directory
 * of its body (content-pipeline/regulators.ts), the licence line links to it, and every award
 * links to its source with who gave it and when. On the fixture content.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadContent } from '../../content-pipeline/loadContent';
import { buildSiteData } from '../../page-data/buildPageData';
import { AwardsList } from '../../components/team/AwardsList';
import { LicenceLink } from '../../components/team/LicenceLink';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';

const team = buildSiteData(loadContent(FIXTURE_CONTENT_DIR)).team;
const person = (id: string) => team.find((member) => member.id === id)!;

describe('licences', () => {
  it("carry their body's public directory in the page data", () => {
    expect(person('alexandra-reid').licence).toEqual({
      lang: 'en',
      regulator: 'Law Society of Ontario',
      body: 'Law Society of Ontario',
      number: '12345A',
      directoryName: 'Lawyer and Paralegal Directory',
      directoryUrl: 'https://lso.ca/public-resources/finding-a-lawyer-or-paralegal/lawyer-and-paralegal-directory',
    });
    expect(person('michael-tan').licence).toEqual({
      lang: 'en',
      regulator: 'College of Immigration and Citizenship Consultants',
      body: 'College of Immigration and Citizenship Consultants',
      number: 'R123456',
      directoryName: 'Public Register',
      directoryUrl: 'https://college-ic.ca/protecting-the-public/find-an-immigration-consultant',
    });
  });

  it('link to it under the body and number', () => {
    const html = renderToStaticMarkup(createElement(LicenceLink, { licence: person('michael-tan').licence! }));
    // Read as text (the shield is a decorative picture, the bold a style): one plain sentence.
    expect(html.replace(/<[^>]+>/g, '')).toBe(
      'Licensed by the College of Immigration and Citizenship Consultants, licence no. R123456. ' +
        'Check this licence in the Public Register of the College of Immigration and Citizenship Consultants',
    );
    expect(html).toMatch(
      /<strong>Licensed by the College of Immigration and Citizenship Consultants<\/strong>, licence no\. R123456\./,
    );
    expect(html).toMatch(
      /<\/span> <a class="[^"]+" href="https:\/\/college-ic\.ca\/protecting-the-public\/find-an-immigration-consultant">Check this licence in the Public Register of the College of Immigration and Citizenship Consultants<\/a>$/,
    );
    expect(html).toContain('<svg aria-hidden="true"');
  });
});

describe('awards', () => {
  it('come from the profile, with their issuer, year and source', () => {
    expect(person('alexandra-reid').awards).toEqual([
      {
        name: 'Pro Bono Service Award',
        issuer: 'Example Bar Association',
        year: 2022,
        source: 'https://www.example.org/pro-bono/2022',
      },
    ]);
    expect(person('michael-tan').awards).toEqual([]);
  });

  it('link each name to its source, under a heading only when there are some', () => {
    const html = renderToStaticMarkup(
      createElement(AwardsList, { awards: person('alexandra-reid').awards, heading: { text: 'Awards', level: 5 } }),
    );
    expect(html).toMatch(/^<h5 class="[^"]+">Awards<\/h5><ul/);
    expect(html).toMatch(
      /<a class="[^"]+" href="https:\/\/www\.example\.org\/pro-bono\/2022">Pro Bono Service Award<\/a><span class="[^"]+">Example Bar Association, 2022<\/span>/,
    );
    expect(renderToStaticMarkup(createElement(AwardsList, { awards: [], heading: { text: 'Awards', level: 5 } }))).toBe(
      '',
    );
  });
});
