/**
 * The French site of the fixture (tests/fixtures/content/fr/): its pages in French with the
 * right language, each pair linked both ways for visitors and search engines, and the form
 * sent in French with JavaScript and without, its request stored with its language.
 */
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { absoluteUrl } from '../../content-pipeline/routes';
import { fixtureBuildFile } from '../support/fixtureSite';
import { expectNoAxeViolations } from './support/axe';
import { storedRequestOf, waitForHydration } from './support/consultationForm';
import { languageOfPath } from '../../lib/languages';
import { content, frenchRoutes, site } from './support/site';

const FRENCH_CONTACT = '/fr/contact';
// axe is injected into the page, which the site's CSP rightly forbids.
test.use({ bypassCSP: true });
const FRENCH_FAMILY_LAW = '/fr/services/droit-de-la-famille';
const url = (path: string) => absoluteUrl(content, path);

/** The `hreflang` alternates of a page's head, as `tag href` lines. */
async function alternates(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`));
}

function frenchVisitor(tag: string) {
  return {
    firstName: `Geneviève${tag}`,
    lastName: 'Tremblay',
    email: `genevieve.${tag.toLowerCase()}@example.com`,
    phone: '416 555-0199',
    description: `Je souhaite des conseils sur une entente de séparation (${tag}).`,
  };
}

async function fillFrenchForm(page: Page, v: ReturnType<typeof frenchVisitor>) {
  const form = page.getByRole('form', { name: 'Réservez votre consultation gratuite' });
  await form.getByLabel('Prénom').fill(v.firstName);
  // "Nom" is also the start of "Numéro de téléphone": the field by its id.
  await form.locator('#lastName').fill(v.lastName);
  await form.getByLabel('Courriel').fill(v.email);
  await form.getByLabel('Numéro de téléphone').fill(v.phone);
  await form.getByLabel('Domaine de droit').selectOption('family');
  await form.getByLabel('Brève description').fill(v.description);
  await form.getByLabel('Degré d’urgence').selectOption('urgent');
  await form.getByLabel('Mode de communication préféré').selectOption('email');
  return form;
}

test('the frame is French on a French page: menus, top strip, footer, notices, phones', async ({ page }) => {
  await page.goto(FRENCH_FAMILY_LAW);
  await expect(page.getByRole('link', { name: 'Passer au contenu principal' })).toBeAttached();
  await expect(page.getByRole('complementary', { name: 'Joindre le cabinet' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  // On a practice page, the form opens with its area chosen.
  await expect(page.getByRole('link', { name: 'Consultation gratuite' }).first()).toHaveAttribute(
    'href',
    `${FRENCH_CONTACT}?area=family#consultation-form`,
  );
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Coordonnées' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Heures d’ouverture' })).toBeVisible();
  await expect(footer.getByText('Du lundi au vendredi')).toBeVisible();
  await expect(footer.getByText('Tous droits réservés.')).toBeVisible();
  const notices = footer.getByRole('list', { name: 'Avis' });
  await expect(notices.getByRole('link', { name: 'Confidentialité' })).toHaveAttribute('href', '/fr/confidentialite');
  await expect(notices.getByRole('link', { name: 'Avis juridique' })).toHaveAttribute('href', '/fr/avis-juridique');
  await expect(notices.getByRole('link', { name: 'Accessibilité' })).toHaveAttribute('href', '/fr/accessibilite');
  // A French number is written the French way, from the number phones call, and never breaks
  // (a no-break space and a no-break hyphen, lib/frenchTypography.ts).
  const phone = content.facts.phones[0]!;
  const frenchNumber = footer.getByRole('link', { name: '416\u00a0555\u20110142', exact: true });
  await expect(frenchNumber).toHaveAttribute('href', `tel:${phone.dial}`);
  // A practice area not yet translated is listed, its English title marked so, at its English address.
  const areas = footer.getByRole('navigation', { name: 'Domaines de pratique' });
  await expect(areas.getByRole('link', { name: 'Droit de la famille' })).toHaveAttribute('href', FRENCH_FAMILY_LAW);
  const untranslated = areas.getByRole('link', { name: 'Employment Law' });
  await expect(untranslated).toHaveAttribute('href', '/services/employment-law');
  await expect(untranslated.locator('[lang="en"]')).toHaveText('Employment Law');
});

test('the French home is no section of the French pages: the header marks the page shown alone', async ({ page }) => {
  await page.goto(FRENCH_CONTACT);
  const header = page.getByRole('navigation', { name: 'Menu principal' }).first();
  await expect(header.getByRole('link', { name: 'Nous joindre' })).toHaveAttribute('aria-current', 'page');
  await expect(header.getByRole('link', { name: 'Accueil' })).not.toHaveAttribute('aria-current', /.*/);
  await page.goto('/fr');
  await expect(header.getByRole('link', { name: 'Accueil' })).toHaveAttribute('aria-current', 'page');
});

test("the French home introduces the firm's lawyer, as the English home does, with the licence in French", async ({
  page,
}) => {
  const lawyer = content.team.find((person) => person.frontmatter.licence?.body === 'Law Society of Ontario')!;
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/fr');
  await expect(page.getByText('Responsable de votre dossier')).toBeVisible();
  await expect(page.getByRole('heading', { name: lawyer.frontmatter.name })).toBeVisible();
  await expect(page.getByRole('region', { name: (await page.locator('h1').textContent()) ?? '' })).toContainText(
    'Barreau de l’Ontario',
  );
});

test('hreflang both ways with x-default, and a language switch on each page of a pair', async ({ page }) => {
  for (const [english, french] of [
    ['/contact', FRENCH_CONTACT],
    ['/services/family-law', FRENCH_FAMILY_LAW],
    ['/', '/fr'],
  ] as const) {
    const expected = [`en-CA ${url(english)}`, `fr-CA ${url(french)}`, `x-default ${url(english)}`];
    await page.goto(english);
    expect(await alternates(page), english).toEqual(expected);
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(new RegExp(`${french}$`));
    expect(await alternates(page), french).toEqual(expected);
    await page.getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${english === '/' ? '/' : english}$`));
  }
});

test('a page without a French version has no alternates, and offers the French home instead of a switch', async ({
  page,
}) => {
  await page.goto('/about');
  expect(await alternates(page)).toEqual([]);
  const way = page.getByRole('navigation', { name: 'Language' }).getByRole('link');
  await expect(way).toHaveText(['Accueil en français']);
  await expect(way).toHaveAttribute('lang', 'fr-CA');
  await expect(way).toHaveAttribute('hreflang', 'fr-CA');
  await way.click();
  await expect(page).toHaveURL(/\/fr$/);
  expect((await page.request.get('/fr/a-propos')).status()).toBe(404);
});

test('a French link to a page with no French version says "en anglais" and carries hreflang="en"', async ({ page }) => {
  await page.goto('/fr/qui-sommes-nous');
  // Written in a French body, to an English-only page.
  const inBody = page.getByRole('main').getByRole('link', { name: 'Nos services (en anglais)' });
  await expect(inBody).toHaveAttribute('href', '/what-we-do');
  await expect(inBody).toHaveAttribute('hreflang', 'en');
  // The French header's link to it, and an untranslated practice area in the footer, say so too.
  const header = page.getByRole('navigation', { name: 'Menu principal' }).first();
  await expect(header.getByRole('link', { name: 'Domaines de pratique (en anglais)' })).toHaveAttribute(
    'hreflang',
    'en',
  );
  const areas = page.getByRole('contentinfo').getByRole('navigation', { name: 'Domaines de pratique' });
  const untranslated = areas.getByRole('link', { name: 'Employment Law (en anglais)' });
  await expect(untranslated).toHaveAttribute('hreflang', 'en');
  // A link to a French page says nothing of the kind.
  await expect(header.getByRole('link', { name: 'Nous joindre', exact: true })).not.toHaveAttribute('hreflang', /.*/);
  await expect(areas.getByRole('link', { name: 'Droit de la famille', exact: true })).toBeVisible();
});

// Each French page also says it is French (the English ones say English: pages.spec.ts).
test('every internal link of every built French page leads to a French page, or says "(en anglais)" with hreflang="en"', async ({
  page,
}) => {
  expect(frenchRoutes).toEqual(expect.arrayContaining(['/fr', FRENCH_CONTACT, FRENCH_FAMILY_LAW]));
  const listings = site.listings.filter((listing) => languageOfPath(listing.path) === 'fr').map((l) => l.path);
  const wrong: string[] = [];
  for (const path of [...frenchRoutes, ...listings, '/fr/page-qui-nexiste-pas']) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'fr-CA');
    const links = await page.locator('a[href^="/"]').evaluateAll((anchors) =>
      anchors.map((a) => ({
        href: a.getAttribute('href')!,
        hreflang: a.getAttribute('hreflang') ?? '',
        lang: a.getAttribute('lang') ?? '',
        text: a.textContent ?? '',
      })),
    );
    for (const { href, hreflang, lang, text } of links) {
      const target = href.replace(/[?#].*$/, '');
      if (/\.\w+$/.test(target) || languageOfPath(target) === 'fr') continue;
      // Marked in French, or the language switch, which names English in English.
      if (hreflang.startsWith('en') && (text.includes('(en anglais)') || lang.startsWith('en'))) continue;
      wrong.push(`${path}: ${href} “${text.trim()}”${hreflang ? ` hreflang=${hreflang}` : ''}`);
    }
  }
  expect(wrong, wrong.join('\n')).toEqual([]);
});

test('the French team page shows a translated profile in French and an untranslated one marked English', async ({
  page,
}) => {
  await page.goto('/fr/qui-sommes-nous');
  const translated = page.getByRole('article', { name: 'Alexandra Reid' });
  await expect(translated.getByText('Avocate principale', { exact: true })).toBeVisible();
  await expect(translated).toContainText('Titulaire d’un permis du Barreau de l’Ontario');
  await expect(translated).toContainText('Pratique en litige civil et commercial');
  await expect(translated.getByRole('tab', { name: 'Profil' })).toBeVisible();
  await expect(translated.getByRole('tab', { name: 'Formation et parcours' })).toBeVisible();
  await expect(translated).toContainText('Elle explique le droit en langage clair');
  await expect(translated.locator('[lang="en"]')).toHaveCount(0);
  // The profile with no French file yet: its words are the English ones, marked so.
  const untranslated = page.getByRole('article', { name: 'Michael Tan' });
  await expect(untranslated.locator('p[lang="en"]').first()).toContainText('Regulated Canadian Immigration Consultant');
  await expect(untranslated.getByRole('tab', { name: 'Profil' })).toBeVisible();
  // The English team page is untouched.
  await page.goto('/who-we-are');
  await expect(
    page.getByRole('article', { name: 'Alexandra Reid' }).getByText('Principal Lawyer', { exact: true }),
  ).toBeVisible();
});

test('the French search page is in French, and a French word finds the French page', async ({ page }) => {
  await page.goto('/fr/recherche');
  await expect(page.getByRole('heading', { name: 'Parcourir plutôt' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Les domaines de pratique' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Rechercher dans le site' }).fill('bouleverse');
  await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
  await expect(page.getByRole('status')).toHaveText(/^1 résultat pour «\sbouleverse\s»\.$/);
  const found = page.locator('#site-search-results > li');
  await expect(found.locator(`a[href="${FRENCH_FAMILY_LAW}"]`)).toHaveCount(1);
  await expect(found).toContainText('Domaine de pratique');
});

test('on a phone the language switch is in view at the top, without opening the menu, and large enough to tap', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/contact');
  const link = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Français' });
  await expect(link).toBeInViewport();
  expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
});

test('an unknown address under /fr/ is answered 404 with the French not-found page; elsewhere the English one', async ({
  page,
}) => {
  const french = await page.goto('/fr/page-qui-nexiste-pas');
  expect(french?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oups! Page introuvable');
  await expect(page.getByRole('heading', { name: 'Vous cherchiez peut-être' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const english = await page.goto('/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  expect(fs.readFileSync(fixtureBuildFile('/sitemap.xml'), 'utf8')).not.toContain('/fr/404');
});

test('the sitemap lists both languages; French aliases redirect within French', async ({ page }) => {
  const sitemap = fs.readFileSync(fixtureBuildFile('/sitemap.xml'), 'utf8');
  for (const path of ['/contact', FRENCH_CONTACT, FRENCH_FAMILY_LAW])
    expect(sitemap).toContain(`<loc>${url(path)}</loc>`);
  expect(sitemap).not.toContain(url('/fr/merci'));
  await page.goto('/fr/famille');
  await expect(page).toHaveURL(new RegExp(`${FRENCH_FAMILY_LAW}$`));
});

test('with JavaScript: French messages under the fields, then the request sent in French and stored so', async ({
  page,
}) => {
  const v = frenchVisitor('Js');
  await page.goto(FRENCH_CONTACT);
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Réservez votre consultation gratuite' });
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(form.getByText('Entrez votre prénom')).toBeVisible();
  await expect(form.getByLabel('Prénom')).toBeFocused();
  await form.getByLabel('Courriel').fill('genevieve@gmail');
  await form.getByLabel('Courriel').blur();
  await expect(form.getByText('Entrez l’adresse courriel complète', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await fillFrenchForm(page, v);
  await form.getByRole('button', { name: 'Envoyer la demande' }).click();
  await expect(page.getByRole('status')).toContainText('Votre message a été envoyé.');
  await expect(page.getByRole('heading', { name: 'Demande envoyée' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(`Merci, ${v.firstName}.`);
  // What happens next, as the thank-you page says it.
  await expect(page.getByRole('status').getByRole('heading', { name: 'La suite' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('listitem')).toHaveText([
    /^Nous lisons votre demande\./,
    /^Nous communiquons avec vous\. Nous vous joignons par courriel pour fixer votre consultation gratuite/,
    /^Votre consultation gratuite\./,
  ]);
  await expect(page.getByRole('button', { name: 'Envoyer une autre demande' })).toBeVisible();
  expect((await storedRequestOf(v.email))?.language).toBe('fr');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the plain French form lands on the French thank-you page, its request stored as French', async ({ page }) => {
    const v = frenchVisitor('NoScript');
    await page.goto(FRENCH_CONTACT);
    const form = await fillFrenchForm(page, v);
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page).toHaveURL(/\/fr\/merci$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Merci!');
    await expect(page.getByRole('heading', { name: 'En attendant' })).toBeVisible();
    expect((await storedRequestOf(v.email))?.language).toBe('fr');
  });

  test('an invalid French request lands on the French page of what to fix, above the French form filled in again', async ({
    page,
  }) => {
    await page.goto(FRENCH_CONTACT);
    const form = await fillFrenchForm(page, frenchVisitor('Invalid'));
    await form.getByLabel('Brève description').fill('Trop bref');
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    const list = page.locator('[data-form-errors] li');
    await expect(list).toHaveCount(1);
    await expect(list).toContainText('Brève description');
    await expect(list).toContainText('décrivez votre affaire en 10 à 5 000 caractères');
    // (axe checks this page with the other French pages, JavaScript on: accessibility.spec.ts.)
    // The field's link leads to the French form below, filled in with everything sent.
    await list.getByRole('link', { name: 'Brève description' }).click();
    await expect(page).toHaveURL(/#problemDescription$/);
    await expect(page.getByLabel('Brève description')).toHaveValue('Trop bref');
    await expect(page.getByLabel('Prénom')).toHaveValue(/^Geneviève/);
  });

  test('the browser checks the French form before sending: required fields stop it on the page', async ({ page }) => {
    await page.goto(FRENCH_CONTACT);
    const form = page.getByRole('form', { name: 'Réservez votre consultation gratuite' });
    await form.getByRole('button', { name: 'Envoyer la demande' }).click();
    await expect(page).toHaveURL(new RegExp(`${FRENCH_CONTACT}$`));
    expect(await form.getByLabel('Prénom').evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
  });
});

test('the French hero fits: at most a line taller than the English, its button on the first screen', async ({
  page,
}) => {
  const heroAt = async (path: string) =>
    page.goto(path).then(() =>
      page.evaluate(() => {
        const heading = document.querySelector('h1')!;
        const lines = Math.round(
          heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight),
        );
        const button = document.querySelector('main section a[href*="contact"]');
        return { lines, buttonBottom: button?.getBoundingClientRect().bottom ?? Infinity };
      }),
    );
  for (const [width, height] of [
    [375, 740],
    [768, 1024],
    [1024, 768],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const english = await heroAt('/');
    const french = await heroAt('/fr');
    expect(french.lines, `${width} px`).toBeLessThanOrEqual(english.lines + 1);
    if (width >= 1024) expect(french.buttonBottom, `${width} px`).toBeLessThanOrEqual(height);
  }
});
