/**
 * `npm run check:launch-copy`: the real content/ against the launch copy of the product
 * specification (its routes, redirects and the texts each screen quotes). Editors may change
 * that copy after launch, so this is a check to run before launch, not part of `npm test`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { copyrightYearOf } from '../../content-pipeline/copyrightYear';
import { languageRoot, TRANSLATED_LANGUAGES } from '../../lib/languages';
import { LAYOUT_TEXTS, SPEC_REDIRECTS, SPEC_ROUTES, SPEC_SCREENS } from './specCopy';
import { REAL_BUILD_CLIENT_DIR, realContent, realRoutes, realSite } from './realSite';

// Everything here is read from the HTML itself: JavaScript is off.
test.use({ javaScriptEnabled: false });

/**
 * The pages the site has beyond the specification's routes: the firm's three notices (accessibility
 * under the AODA, privacy under PIPEDA, the legal notice the Law Society's rules call for), the
 * list of guides, the not-found page, and the form's no-JavaScript error page and the site search, kept out of search
 * engines.
 */
const PAGES_BEYOND_THE_SPEC = {
  '/accessibility': 'indexed',
  '/privacy': 'indexed',
  '/legal-notice': 'indexed',
  '/insights': 'indexed',
  '/404': 'indexed',
  '/contact/errors': 'noindex',
  '/search': 'noindex',
};

/** The specification's site is the English one: a translation's old addresses are its own. */
const isTranslated = (urlPath: string) =>
  TRANSLATED_LANGUAGES.some((lang) => urlPath === languageRoot(lang) || urlPath.startsWith(`${languageRoot(lang)}/`));

test('the content files give every route of the specification, and beyond them only the notices, the guides and the error pages', () => {
  expect(realRoutes).toEqual(expect.arrayContaining(SPEC_ROUTES));
  const extra = [...realContent.pages, ...realContent.services].filter(
    (e) => !SPEC_ROUTES.includes(e.frontmatter.slug),
  );
  expect(
    Object.fromEntries(extra.map((e) => [e.frontmatter.slug, e.frontmatter.noindex ? 'noindex' : 'indexed'])),
  ).toEqual(PAGES_BEYOND_THE_SPEC);
});

test('every route is prerendered to the path the specification names', () => {
  for (const route of SPEC_ROUTES) {
    const file = path.join(REAL_BUILD_CLIENT_DIR, route, 'index.html');
    expect(fs.existsSync(file), file).toBe(true);
  }
});

test('the aliases in content/ are exactly the redirects of the specification', () => {
  const english = realSite.redirects.filter((redirect) => !isTranslated(redirect.to));
  expect(Object.fromEntries(english.map((r) => [r.from, r.to]))).toEqual(SPEC_REDIRECTS);
});

for (const route of SPEC_ROUTES) {
  test(`${route}: answers 200 with one main heading and the specified copy`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');

    const body = page.locator('body');
    for (const text of [...LAYOUT_TEXTS, ...SPEC_SCREENS[route]!.texts]) await expect(body).toContainText(text);
    // The specification's 2024 at launch; then the firm's year, or its newest guide's when later.
    await expect(page.locator('footer')).toContainText(`© ${copyrightYearOf(realContent)}`);
    // The page the specification names; the link may also open its form (#consultation-form) with the area chosen.
    for (const [label, href] of Object.entries(SPEC_SCREENS[route]!.links ?? {})) {
      const link = page.locator('main').getByRole('link', { name: label, exact: true }).first();
      expect(new URL((await link.getAttribute('href')) ?? '', 'http://site').pathname).toBe(href);
    }
  });
}
