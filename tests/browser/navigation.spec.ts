import { expect, test, type Locator, type Page } from '@playwright/test';
import { COLOURS } from '../../lib/colours';
import { menuButton, servicesButton, servicesMenu, siteMenu } from './support/menus';
import { articleRoutes, content, routes, services } from './support/site';

const { navigation, phones, email, firmName, address } = content.facts;
const serviceSlugs = services.map((service) => service.slug);
const firstService = services[0]!;
const servicesLink = navigation.find((link) => link.servicesMenu)!;

/** What aria-current each header link should carry on a page. */
function expectedMark(link: (typeof navigation)[number], route: string): string | null {
  if (link.href === route) return 'page';
  // A section: every page under the link's address (an article under Insights, /contact/errors under Contact).
  if (link.href !== '/' && route.startsWith(`${link.href}/`)) return 'true';
  if (link.servicesMenu && serviceSlugs.includes(route)) return 'true';
  return null;
}

/** `rgb(r, g, b)` as getComputedStyle writes a `#rrggbb` colour. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** The header's menu links (not the practice areas under What We Do) of both the wide and narrow menus. */
function mainLinks(page: Page): Locator {
  // The wide menu ("Main") and the narrow one ("Menu"): each landmark has a name of its own.
  return page.locator('header nav:is([aria-label="Main"], [aria-label="Menu"]) > ul > li > a');
}

/** A link of the wide header menu, by its whole name. */
function wideMenuLink(page: Page, name: string): Locator {
  return page.locator('header nav[aria-label="Main"]').first().getByRole('link', { name, exact: true });
}

async function expectInsideViewport(locator: Locator, width: number, what: string): Promise<void> {
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge at ${width} px`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge at ${width} px`).toBeLessThanOrEqual(width);
}

test.describe('where you are', () => {
  // The marks are in the HTML: they need no script.
  test.use({ javaScriptEnabled: false });

  test('every page marks its own header link with aria-current, in both menus', async ({ page }) => {
    const pages = [...routes, ...articleRoutes];
    for (const route of pages) {
      await page.goto(route);
      const marks = await mainLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('aria-current')));
      const expected = navigation.map((link) => expectedMark(link, route));
      expect(marks, route).toEqual([...expected, ...expected]);
    }
    // The pages of the header are among them, so each link is marked somewhere.
    for (const link of navigation) expect(pages, link.href).toContain(link.href);
  });

  // What We Do, marked as the section on each: the test above.
  test('every practice area marks its own link in the services menus as the page', async ({ page }) => {
    for (const service of services) {
      await page.goto(service.slug);
      await expect(servicesMenu(page).locator('a[aria-current="page"]')).toHaveText(service.title);
      await expect(page.locator('header a[aria-current="page"]')).toHaveCount(2); // wide and narrow menus
    }
  });

  test('About is in the header and leads to /about', async ({ page }) => {
    await page.goto('/');
    const about = wideMenuLink(page, 'About');
    await expect(about).toHaveAttribute('href', '/about');
    await expect(about).toBeVisible();
  });
});

test('the current link has a visible bar in the accent colour, not a colour alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const about = wideMenuLink(page, 'About');
  const bar = await about.evaluate((a) => {
    const after = getComputedStyle(a, '::after');
    return { content: after.content, height: after.height, background: after.backgroundColor };
  });
  expect(bar).toEqual({ content: '""', height: '3px', background: rgb(COLOURS.accent) });
  expect(await wideMenuLink(page, 'Home').evaluate((a) => getComputedStyle(a, '::after').content)).toBe('none');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(firstService.slug);
  await menuButton(page).click();
  const menu = siteMenu(page).getByRole('navigation');
  for (const name of [servicesLink.label, firstService.title]) {
    const shadow = await menu.getByRole('link', { name, exact: true }).evaluate((a) => getComputedStyle(a).boxShadow);
    expect(shadow, name).toContain(rgb(COLOURS.accent));
  }
});

for (const width of [1024, 1280, 1440]) {
  test(`at ${width} px the services menu stays inside the viewport`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(firstService.slug);
    await servicesButton(page).click();
    const panel = servicesMenu(page);
    await expect(panel).toBeVisible();
    await expectInsideViewport(panel, width, 'services menu');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });

  test(`at ${width} px the header carries the consultation button, and the phone where there is room`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const header = page.locator('header');
    const phone = header.getByRole('link', { name: `Call ${phones[0]!.display}` });
    // From 1200 px the phone joins the links; below, the top strip above the header gives it.
    if (width >= 1200) {
      await expect(phone).toBeVisible();
      await expect(phone).toHaveAttribute('href', `tel:${phones[0]!.dial}`);
    } else {
      await expect(phone).toBeHidden();
      await expect(
        page.getByRole('complementary', { name: 'Contact the firm' }).getByRole('link', { name: phones[0]!.display }),
      ).toBeVisible();
    }
    const consult = header.getByRole('link', { name: 'Get Free Consultation' });
    await expect(consult).toBeVisible();
    await expect(consult).toHaveAttribute('href', '/contact#consultation-form');
    await expectInsideViewport(consult, width, 'consultation button');
    // One row: the name, the links and the button.
    const wordmark = await header
      .getByRole('link', { name: /home page/ })
      .first()
      .boundingBox();
    const button = await consult.boundingBox();
    expect(Math.abs(wordmark!.y + wordmark!.height / 2 - (button!.y + button!.height / 2))).toBeLessThan(8);
  });
}

test('at 375 px the menu stays inside the viewport and What We Do heads its practice areas', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(firstService.slug);
  const header = page.locator('header');
  await expect(header.getByRole('link', { name: 'Get Free Consultation' }).filter({ visible: true })).toHaveCount(0);
  await menuButton(page).click();
  const menu = siteMenu(page);
  const nav = menu.getByRole('navigation');
  for (const link of navigation) {
    await expectInsideViewport(nav.getByRole('link', { name: link.label, exact: true }), 375, link.label);
  }
  const whatWeDo = await nav.getByRole('link', { name: servicesLink.label, exact: true }).boundingBox();
  const practiceAreas = await nav.getByRole('link', { name: firstService.title, exact: true }).boundingBox();
  expect(whatWeDo!.y + whatWeDo!.height, 'What We Do sits above its practice areas').toBeLessThanOrEqual(
    practiceAreas!.y,
  );
  expect(practiceAreas!.x, 'the practice areas are indented under What We Do').toBeGreaterThan(whatWeDo!.x);
  await expect(menu.getByRole('link', { name: 'Get Free Consultation' })).toBeVisible();
  await expect(menu.getByRole('link', { name: `Call ${phones[0]!.display}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('print', () => {
  test('pages print their content and the firm contact details, without menus, buttons or the form', async ({
    page,
  }) => {
    for (const route of [firstService.slug, '/contact', '/about']) {
      await page.goto(route, { waitUntil: 'networkidle' });
      await page.emulateMedia({ media: 'print' });
      for (const nav of await page.locator('header nav').all()) await expect(nav, route).toBeHidden();
      await expect(page.locator('header [popover]').filter({ visible: true }), route).toHaveCount(0);
      await expect(menuButton(page), route).toBeHidden();
      await expect(page.getByRole('link', { name: 'Skip to main content' }), route).toBeHidden();
      await expect(page.getByRole('link', { name: /Free Consultation/ }).filter({ visible: true }), route).toHaveCount(
        0,
      );
      await expect(page.locator('button, form').filter({ visible: true }), route).toHaveCount(0);
      await expect(page.locator('img[alt=""]').filter({ visible: true }), route).toHaveCount(0);
      await expect(page.locator('h1'), route).toBeVisible();

      // The contact details print once: in the footer, not in the top strip as well.
      await expect(page.getByRole('complementary', { name: 'Contact the firm' }), route).toBeHidden();
      const footer = page.locator('footer');
      await expect(footer.getByRole('heading', { name: firmName }), route).toBeVisible();
      for (const phone of phones) await expect(footer.getByRole('link', { name: phone.display }), route).toBeVisible();
      await expect(footer.getByRole('link', { name: email }), route).toBeVisible();
      await expect(footer.getByText(address.street), route).toBeVisible();
      await expect(footer.getByRole('navigation'), route).toBeHidden();
    }
  });

  // A practice area's parts (who it is for, steps, fees, questions) fill a third sheet at most; the contact page two.
  test('every practice area prints on at most three Letter sheets, the contact page on two', async ({ page }) => {
    for (const route of [...serviceSlugs, '/contact']) {
      await page.goto(route, { waitUntil: 'networkidle' });
      const pdf = await page.pdf({ format: 'Letter' });
      const sheets = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;
      expect(sheets, route).toBeGreaterThan(0);
      expect(sheets, route).toBeLessThanOrEqual(route === '/contact' ? 2 : 3);
    }
  });
});
