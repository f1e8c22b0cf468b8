/**
 * What a firm must publish and say, as a visitor meets it on the fixture build: the privacy,
 * legal and accessibility notices linked from every page and listed in the sitemap, the
 * not-for-emergencies notice where someone in danger might look, and each licence on the team's
 * profiles.
 */
import { expect, test } from '@playwright/test';
import { content, expectEveryPhone, routes } from './support/site';

const NOTICES = [
  { label: 'Privacy', href: content.facts.notices.privacy, heading: 'Privacy Notice' },
  { label: 'Legal Notice', href: content.facts.notices.legalNotice, heading: 'Legal Notice' },
  { label: 'Accessibility', href: content.facts.notices.accessibility, heading: 'Accessibility' },
];

test('every page links to the three notices from its footer, and each link opens the notice', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route);
    const notices = page.getByRole('contentinfo').getByRole('list', { name: 'Notices' });
    for (const { label, href } of NOTICES) {
      await expect(notices.getByRole('link', { name: label, exact: true }), route).toHaveAttribute('href', href);
    }
  }
  for (const { label, heading } of NOTICES) {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }
});

test('the sitemap lists the three notices', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const { href } of NOTICES) expect(sitemap).toContain(`${href}</loc>`);
});

test('the privacy notice states the retention period of site.yaml', async ({ page }) => {
  await page.goto(content.facts.notices.privacy);
  await expect(page.getByRole('main')).toContainText(
    `erased ${content.facts.requestRetentionDays} days after it was sent`,
  );
});

test('/contact says "This form is not for emergencies.", with 911 and the firm\'s phones', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('main')).not.toContainText('In an emergency');
  const notice = page.getByRole('complementary', { name: 'This form is not for emergencies.' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
  await expectEveryPhone(notice);
});

test('each profile shows its licensing body and licence number', async ({ page }) => {
  await page.goto('/who-we-are');
  for (const member of content.team) {
    const licence = member.frontmatter.licence;
    if (!licence) continue;
    const profile = page.getByRole('article', { name: member.frontmatter.name });
    await expect(profile).toContainText(`Licensed by the ${licence.body}, licence no. ${licence.number}`);
  }
  expect(content.team.filter((member) => member.frontmatter.licence)).toHaveLength(2);
});
