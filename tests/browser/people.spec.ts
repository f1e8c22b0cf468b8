/**
 * What makes a visitor trust the site, on the fixture build: the firm's mark drawn from its name,
 * the people (portraits or initials, names, roles and licences) on Who We Are, beside every practice
 * area and under every guide; and the pages that used to be empty: thank-you, not found, Insights.
 */
import { expect, test } from '@playwright/test';
import { articleRoutes, content, expectEveryPhone, services } from './support/site';

const { facts } = content;
const lawyer = content.team[0]!.frontmatter;
const consultant = content.team[1]!.frontmatter;
/** The first letter of each capitalised word of a name. */
const initials = (name: string) => (name.match(/(?<!\S)\p{Lu}/gu) ?? []).join('');

test("the header and the footer show the firm's mark, drawn from its short name", async ({ page }) => {
  await page.goto('/about');
  const mark = page.locator('header a svg[aria-hidden="true"]').first();
  await expect(mark).toBeVisible();
  await expect(mark.locator('text')).toHaveText(initials(facts.shortName));
  await expect(page.locator('footer svg text')).toHaveText(initials(facts.shortName));
  // The link still says where it leads, in words.
  await expect(
    page
      .locator('header')
      .getByRole('link', { name: `${facts.shortName} home page` })
      .first(),
  ).toBeVisible();
});

test('the home page opens with the display headline and what a visitor checks first', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const aboutSize = await page.locator('h1').evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  await page.goto('/');
  const h1 = page.locator('h1');
  const sizes = await h1.evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(sizes, 'the home headline is set larger than any other page heading').toBeGreaterThan(aboutSize * 1.2);
  const hero = page.getByRole('region', { name: (await h1.textContent()) ?? '' });
  await expect(hero).toContainText(`Licensed by the ${lawyer.licence!.body}`);
  await expect(hero).toContainText(facts.responseTime);
  await expect(hero).toContainText(`${facts.claims.clientsServed} clients served`);
  const trust = await hero.getByText(facts.responseTime).boundingBox();
  expect(trust!.y + trust!.height, 'in the first screen').toBeLessThan(800);
});

test('the home page introduces its lawyer on every screen: beside the headline when wide, under the facts when narrow', async ({
  page,
}) => {
  for (const { width, height } of [
    { width: 375, height: 667 },
    { width: 768, height: 1024 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    const card = page.getByRole('complementary', { name: lawyer.name });
    await expect(card, `${width} px`).toBeVisible();
    await expect(card).toContainText(lawyer.role);
    await expect(card.getByRole('link', { name: `Call ${facts.phones[0]!.display}` })).toBeVisible();
    const cardBox = (await card.boundingBox())!;
    const hero = page.getByRole('region', { name: (await page.locator('h1').textContent()) ?? '' });
    const lastFact = (await hero.getByText(facts.responseTime, { exact: true }).boundingBox())!;
    if (width < 960) {
      // Under the facts, before the rest of the page: the first thing met on scrolling.
      expect(cardBox.y, `${width} px: under the facts`).toBeGreaterThan(lastFact.y + lastFact.height);
      expect(cardBox.y, `${width} px: right under the first screen`).toBeLessThan(height * 1.2);
    } else {
      expect(cardBox.y + cardBox.height, `${width} px: in the first screen`).toBeLessThan(height);
      expect(cardBox.x, `${width} px: beside the headline`).toBeGreaterThan(width / 2);
    }
  }
});

test('Who We Are shows each person with their portrait or initials, role, licence and e-mail, one row each', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/who-we-are');
  const rows: number[] = [];
  for (const member of [lawyer, consultant]) {
    const profile = page.getByRole('article', { name: member.name });
    // No photo in the fixture: the initials stand in, the same size a portrait will take.
    const portrait = profile.locator('span[aria-hidden="true"]').filter({ hasText: initials(member.name) });
    await expect(portrait).toBeVisible();
    expect((await portrait.boundingBox())!.width).toBeGreaterThanOrEqual(96);
    await expect(profile).toContainText(member.role);
    await expect(profile.getByRole('link', { name: member.email })).toHaveAttribute('href', `mailto:${member.email}`);
    rows.push((await profile.boundingBox())!.y);
  }
  // One under the other, the full width each: a short profile is never half a row of white.
  expect(rows[1]!).toBeGreaterThan(rows[0]!);
});

test("each practice area shows the people whose profiles list it, with role and licence; a lawyer's card has the phone and the button", async ({
  page,
}) => {
  for (const service of content.services) {
    await page.goto(service.frontmatter.slug);
    // None where no one's profile lists the area (the fixture's tort page).
    for (const member of content.team) {
      await expect(page.getByRole('complementary', { name: member.frontmatter.name }), service.name).toHaveCount(
        member.frontmatter.areas.includes(service.name) ? 1 : 0,
      );
    }
  }
  await page.goto(services.find((service) => service.formValue === 'corporate')!.slug);
  const card = page.getByRole('complementary', { name: lawyer.name });
  await expect(card).toContainText('Your lawyer');
  await expect(card).toContainText(lawyer.role);
  await expect(card).toContainText(`Licensed by the ${lawyer.licence!.body}, licence no. ${lawyer.licence!.number}`);
  await expect(card.getByText(initials(lawyer.name), { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: lawyer.name })).toHaveAttribute(
    'href',
    '/who-we-are#team-alexandra-reid',
  );
  await expect(card.getByRole('link', { name: `Call ${facts.phones[0]!.display}` })).toHaveAttribute(
    'href',
    `tel:${facts.phones[0]!.dial}`,
  );
  // The form opens with this practice area chosen.
  await expect(card.getByRole('link', { name: 'Book a Free Consultation' })).toHaveAttribute(
    'href',
    '/contact?area=corporate#consultation-form',
  );
  // The immigration consultant is never "Your lawyer": the role and licence say what he is.
  const consultantCard = page.getByRole('complementary', { name: consultant.name });
  await expect(consultantCard).toContainText(consultant.role);
  await expect(consultantCard).toContainText(`Licensed by the ${consultant.licence!.body}`);
  await expect(consultantCard).not.toContainText('Your lawyer');
});

test('every guide names its author in a card with their licence and their other guides', async ({ page }) => {
  await page.goto(articleRoutes[0]!);
  const card = page.getByRole('complementary', { name: lawyer.name });
  await expect(card).toContainText('Written by');
  await expect(card).toContainText(`Licensed by the ${lawyer.licence!.body}`);
  await expect(card.getByRole('link', { name: 'All 10 guides by Alexandra Reid' })).toHaveAttribute(
    'href',
    '/insights/author/alexandra-reid',
  );
  await page.goto('/insights/work-permit-extension');
  await expect(page.getByRole('complementary', { name: consultant.name })).toContainText(consultant.role);
});

test('a guide reads at 18 px, and a long one opens with the list of its sections, each a link to it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/insights/termination-pay');
  const paragraph = page.locator('main p', { hasText: 'Termination pay replaces' });
  expect(await paragraph.evaluate((element) => getComputedStyle(element).fontSize)).toBe('18px');
  const contents = page.getByRole('navigation', { name: 'In this guide' });
  await expect(contents.getByRole('link')).toHaveText([
    'What to know',
    'Termination pay',
    'Severance pay',
    'Deadlines',
  ]);
  await contents.getByRole('link', { name: 'Severance pay' }).click();
  await expect(page).toHaveURL(/#severance-pay$/);
  const heading = await page.getByRole('heading', { name: 'Severance pay', level: 2 }).boundingBox();
  const header = await page.locator('header').boundingBox();
  expect(heading!.y, 'the section heading clears the sticky header').toBeGreaterThan(header!.height);
  // Headings have room above them: at least twice the space under them.
  const room = await page.getByRole('heading', { name: 'Severance pay', level: 2 }).evaluate((element) => {
    const style = getComputedStyle(element);
    return parseFloat(style.marginTop) / parseFloat(style.marginBottom);
  });
  expect(room).toBeGreaterThanOrEqual(2);
  // A short guide has no list to open with.
  await page.goto('/insights/child-support-basics');
  await expect(page.getByRole('navigation', { name: 'In this guide' })).toHaveCount(0);
});

test('the thank-you page says what happens next in three steps, with the phones and guides to read', async ({
  page,
}) => {
  await page.goto('/thank-you');
  await expect(page.locator('h1')).toHaveText('Thank You!');
  const steps = page.getByRole('region', { name: 'What happens next' }).locator('ol > li');
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(1)).toContainText(facts.responseTime);
  const wait = page.getByRole('region', { name: 'While you wait' });
  await expectEveryPhone(wait);
  for (const row of facts.officeHours) await expect(wait).toContainText(row.hours);
  await expect(wait.locator('article h4 a')).toHaveText([
    'First Steps After a Separation',
    'How Child Support Is Worked Out',
    'Buying Your First Home in Ontario',
  ]);
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

// Its status, heading and way back home: redirects.spec.ts.
test('a page that does not exist offers the practice areas and the rest of the site', async ({ page }) => {
  await page.goto('/no-such-page');
  const areas = page.getByRole('navigation', { name: 'Our practice areas' }).getByRole('link');
  await expect(areas).toHaveText(services.map((service) => service.title));
  const elsewhere = page.getByRole('navigation', { name: 'Elsewhere on the site' }).getByRole('link');
  await expect(elsewhere).toHaveText(facts.navigation.filter((link) => link.href !== '/').map((link) => link.label));
});

test('Insights sets its newest guide apart and lists the guides by practice area and author, beside the list', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/insights');
  const items = page.locator('main ol li article');
  await expect(items.first()).toContainText('Latest guide');
  const [newest, next] = await Promise.all([items.nth(0).boundingBox(), items.nth(1).boundingBox()]);
  expect(newest!.width, 'the newest guide takes the list’s full width').toBeGreaterThan(next!.width * 1.8);
  const index = page.getByRole('navigation', { name: 'Guides by practice area and author' });
  const byArea = index.getByRole('region', { name: 'By practice area' }).getByRole('link');
  await expect(byArea.filter({ hasText: 'Family Law' })).toHaveAttribute('href', '/insights/area/family-law');
  await expect(byArea.filter({ hasText: 'Family Law' })).toContainText('4');
  const byAuthor = index.getByRole('region', { name: 'By author' }).getByRole('link');
  await expect(byAuthor).toHaveText([/Alexandra Reid\s*10/, /Michael Tan\s*2/]);
  const list = await items.first().boundingBox();
  const side = await index.boundingBox();
  expect(side!.x, 'the index stands beside the list').toBeGreaterThan(list!.x + list!.width);
  await page.goto('/insights/area/family-law');
  await expect(
    page
      .getByRole('navigation', { name: 'Guides by practice area and author' })
      .getByRole('link', { name: /Family Law/ }),
  ).toHaveAttribute('aria-current', 'page');
});
