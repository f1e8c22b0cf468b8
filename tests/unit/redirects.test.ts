import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { loadContent } from '../../content-pipeline/loadContent';
import { FIXTURE_CONTENT_DIR } from '../support/fixtureSite';
import { listRedirects, renderRedirectsFile } from '../../content-pipeline/redirects';
import { normalisePath } from '../../lib/urlPath';
import { absoluteUrl, indexSite, listIndexablePages } from '../../content-pipeline/routes';

const content = loadContent(FIXTURE_CONTENT_DIR);
const site = indexSite(content);

describe('the redirect map', () => {
  it('has one entry per alias of the content files, each leading to a real page', () => {
    const redirects = listRedirects(content);
    // 17 of the pages and practice areas, one of an article.
    expect(redirects).toHaveLength(18);
    for (const { from, to } of redirects) {
      expect(site.entryAt(to), `${from} → ${to}`).toBeDefined();
      expect(site.redirectAt(from)?.to).toBe(to);
      expect(site.entryAt(from), `${from} must not be a page`).toBeUndefined();
    }
    expect(redirects).toContainEqual({ from: '/personal-injury', to: '/services/tort-negligence' });
    expect(redirects).toContainEqual({ from: '/insights/child-support', to: '/insights/child-support-basics' });
  });

  it('renders the _redirects file as "alias target 301" lines', () => {
    expect(
      renderRedirectsFile([
        { from: '/a', to: '/b' },
        { from: '/c', to: '/' },
      ]),
    ).toBe('/a /b 301\n/c / 301\n');
  });
});

describe('routes', () => {
  it('normalises trailing slashes and index.html', () => {
    expect(normalisePath('/who-we-are/')).toBe('/who-we-are');
    expect(normalisePath('/who-we-are/index.html')).toBe('/who-we-are');
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/index.html')).toBe('/');
    expect(normalisePath('//')).toBe('/');
    expect(normalisePath(`/a${'/'.repeat(50_000)}`)).toBe('/a');
  });

  it('builds absolute URLs from SITE_URL when set', () => {
    vi.stubEnv('SITE_URL', 'https://firm.example.org/');
    onTestFinished(() => void vi.unstubAllEnvs());
    expect(absoluteUrl(content, '/about')).toBe('https://firm.example.org/about');
    expect(absoluteUrl(content, '/')).toBe('https://firm.example.org/');
  });

  it('leaves noindex pages and the not-found page out of the sitemap', () => {
    const slugs = listIndexablePages(site).map((page) => page.path);
    expect(slugs).not.toContain('/thank-you');
    expect(slugs).not.toContain('/404');
    // 13 pages and practice areas, the 12 published articles (not the draft), and the 9 pages of
    // lists: Insights (2 pages), 5 practice areas and 2 authors; and the 7 French pages (home,
    // contact, who we are, one practice area, the three notices; thank-you, errors and search keep
    // their English noindex).
    expect(slugs).toHaveLength(13 + 12 + 9 + 7);
    expect(slugs).toEqual(expect.arrayContaining(['/fr', '/fr/contact', '/fr/services/droit-de-la-famille']));
    expect(slugs).not.toContain('/fr/merci');
    expect(slugs).not.toContain('/insights/draft-mediation-guide');
    expect(slugs).toEqual(expect.arrayContaining(['/insights', '/insights/page/2', '/insights/area/family-law']));
    // The notices the firm must publish are indexable like any page.
    expect(slugs).toEqual(expect.arrayContaining(['/privacy', '/legal-notice', '/accessibility']));
  });

  it('gives each article, and each list of articles, the day it last changed', () => {
    const pages = new Map(listIndexablePages(site).map((page) => [page.path, page.lastModified]));
    expect(pages.get('/insights/child-support-basics')).toBe('2026-10-25');
    expect(pages.get('/insights/separation-first-steps')).toBe('2026-10-20');
    // The first page of all articles holds the one updated on 2026-10-25.
    expect(pages.get('/insights')).toBe('2026-10-25');
    expect(pages.get('/insights/page/2')).toBe('2026-01-19');
    expect(pages.get('/about')).toBeUndefined();
  });
});
