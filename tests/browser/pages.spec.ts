import { expect, test } from '@playwright/test';
import { servicesMenu } from './support/menus';
import { content, routes, services } from './support/site';

// Everything here is read from the HTML itself: JavaScript is off.
test.use({ javaScriptEnabled: false });

test('every page answers 200 with one main heading, in Canadian English', async ({ page }) => {
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('h1'), route).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-CA');
  }
});

test('every service page has the back link to What We Do', async ({ page }) => {
  for (const service of services) {
    await page.goto(service.slug);
    await expect(page.getByRole('link', { name: 'Back to What We Do' })).toHaveAttribute('href', '/what-we-do');
  }
});

test('the shared layout: top strip, header links, footer lists, social links, skip link', async ({ page }) => {
  await page.goto('/about');
  const { facts } = content;
  const strip = page.getByRole('complementary', { name: 'Contact the firm' });
  for (const phone of facts.phones) await expect(strip).toContainText(phone.display);
  await expect(strip).toContainText(facts.email);

  const header = page.locator('header');
  for (const link of ['Home', 'Who We Are', 'About', 'What We Do', 'Contact']) {
    await expect(header.getByRole('link', { name: link, exact: true }).first()).toBeAttached();
  }
  const footer = page.locator('footer');
  await expect(footer).toContainText(facts.firmName);
  await expect(footer).toContainText(facts.tagline);
  // The facts say 2024; the newest guide is of 2026: the footer never dates the site before its content.
  await expect(footer).toContainText('© 2026');
  for (const row of facts.officeHours) await expect(footer).toContainText(row.hours);
  const footerServices = footer.getByRole('navigation', { name: 'What We Do' }).getByRole('link');
  await expect(footerServices).toHaveText(services.map((s) => s.title));

  const social = footer.getByRole('list', { name: 'Follow the firm' }).getByRole('link');
  await expect(social).toHaveCount(4);
  for (const link of await social.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
});

test('the services in file order: menu, home cards, What We Do (each linked once, by name)', async ({ page }) => {
  const titles = services.map((s) => s.title);
  await page.goto('/');
  await expect(servicesMenu(page).locator('li a')).toHaveText(titles);
  await expect(
    page.locator('main').getByRole('region', { name: 'What We Do' }).getByRole('heading', { level: 3 }),
  ).toHaveText(titles);
  await page.goto('/what-we-do');
  // Each area's button says where it leads, never eight identical "Learn More".
  const areaButtons = page.locator('main').getByRole('link', { name: /: our services$/ });
  await expect(areaButtons).toHaveText(titles.map((title) => `${title}: our services`));
  expect(await areaButtons.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
    services.map((s) => s.slug),
  );
  // Those buttons are each area's one link.
  for (const { slug } of services) await expect(page.locator(`main a[href="${slug}"]`)).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('link', { name: /learn more/i })).toHaveCount(0);
});
