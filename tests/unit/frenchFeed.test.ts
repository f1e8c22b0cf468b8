/**
 * French guides: once the French site has its Insights page and a guide, the guide has its
 * address under it, the French lists of guides exist, the French feed carries the French guides
 * only (and the English feed the English ones), and the sitemap lists the French guide.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { renderFeed } from '../../content-pipeline/feed';
import { loadContent } from '../../content-pipeline/loadContent';
import { indexSite, listIndexablePages } from '../../content-pipeline/routes';
import { copyContent } from '../support/contentFixture';

const fixture = copyContent();
fs.mkdirSync(path.join(fixture.dir, 'fr', 'articles'));
fixture.write(
  'fr/pages/insights.mdx',
  '---\nslug: /fr/ressources\ntitle: Ressources\ndescription: Des guides en langage clair de nos avocats sur le droit ontarien, les tribunaux et les délais.\n---\n\nNos guides.\n',
);
fixture.write(
  'fr/articles/separation-first-steps.mdx',
  '---\nslug: /fr/ressources/premieres-etapes-apres-une-separation\ntitle: Premières étapes après une séparation\ndescription: Un guide en langage clair sur les premières étapes après une séparation en Ontario et les délais habituels.\n---\n\n## Ce qu’il faut savoir\n\nCe guide explique les premières étapes.\n',
);
afterAll(() => fixture.cleanup());

const content = loadContent(fixture.dir);
const french = content.translations?.fr;

it('gives the French guide its address and its English facts (day, author, areas)', () => {
  const guide = french?.articles.find((article) => article.name === 'separation-first-steps');
  expect(guide?.frontmatter).toMatchObject({
    slug: '/fr/ressources/premieres-etapes-apres-une-separation',
    date: '2026-10-20',
    author: 'alexandra-reid',
    areas: ['family-law'],
  });
  expect(french?.articles).toHaveLength(1);
});

it('writes a French feed of the French guides only, beside the English feed', () => {
  const frenchFeed = french ? renderFeed(french) : undefined;
  expect(frenchFeed?.path).toBe('/fr/ressources/feed.xml');
  expect(frenchFeed?.xml).toContain('Premières étapes après une séparation');
  expect(frenchFeed?.xml).not.toContain('First Steps After a Separation');
  const englishFeed = renderFeed(content);
  expect(englishFeed?.path).toBe('/insights/feed.xml');
  expect(englishFeed?.xml).not.toContain('Premières étapes');
  expect(indexSite(content).feedPaths).toEqual(['/insights/feed.xml', '/fr/ressources/feed.xml']);
});

it('lists the French guide in the French lists and the sitemap, each list linked to its English one', () => {
  const site = indexSite(content);
  expect(site.listingAt('/fr/ressources')?.articles.map((article) => article.name)).toEqual(['separation-first-steps']);
  expect(site.listingAt('/fr/ressources/domaines/droit-de-la-famille')?.collection.heading).toBe(
    'Guides\u00a0: Droit de la famille',
  );
  expect(site.versionsOf('/fr/ressources/domaines/droit-de-la-famille')).toEqual([
    { lang: 'en', path: '/insights/area/family-law' },
    { lang: 'fr', path: '/fr/ressources/domaines/droit-de-la-famille' },
  ]);
  const sitemap = listIndexablePages(site).map((page) => page.path);
  expect(sitemap).toEqual(
    expect.arrayContaining(['/fr/ressources', '/fr/ressources/premieres-etapes-apres-une-separation']),
  );
});
