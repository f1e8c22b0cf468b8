import { expect, test, type Page } from '@playwright/test';
import { menuButton, siteMenu } from './support/menus';
import { content } from './support/site';

const firstService = content.services[0]!.frontmatter.title;

/** Presses Tab until `matches` holds for the focused element; fails after `limit` presses. */
async function tabUntil(page: Page, matches: () => boolean, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches)) return;
  }
  throw new Error('focus never reached the element');
}

test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
  await page.goto('/what-we-do');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

test('keyboard: the services menu opens with Enter and its links follow in tab order', async ({ page }) => {
  await page.goto('/');
  await tabUntil(page, () => document.activeElement?.hasAttribute('popovertarget') === true);
  const menuLink = page.locator('header nav').getByRole('link', { name: firstService });
  await expect(menuLink).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(menuLink).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menuLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services\//);
});

test('mouse: resting on What We Do shows the services menu', async ({ page }) => {
  await page.goto('/');
  const menuLink = page.locator('header nav').getByRole('link', { name: firstService });
  await expect(menuLink).toBeHidden();
  await page.locator('header nav').getByRole('link', { name: 'What We Do', exact: true }).hover();
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(page).toHaveURL(content.services[0]!.frontmatter.slug);
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a tap opens the menu and a tap on a practice area goes there', async ({ page }) => {
    await page.goto('/');
    await menuButton(page).tap();
    const link = siteMenu(page).getByRole('link', { name: firstService });
    await expect(link).toBeVisible();
    await link.tap();
    await expect(page).toHaveURL(content.services[0]!.frontmatter.slug);
  });
});

test('Who We Are tabs follow the WAI-ARIA pattern: About first, arrow keys, Home and End', async ({ page }) => {
  await page.goto('/who-we-are');
  const member = content.team[0]!.frontmatter;
  const profile = page.getByRole('article', { name: member.name });
  const about = profile.getByRole('tab', { name: 'About' });
  const education = profile.getByRole('tab', { name: 'Education and Background' });
  await expect(about).toHaveAttribute('aria-selected', 'true');
  await expect(profile.getByRole('tabpanel')).toHaveCount(1);
  await expect(profile.getByText(member.education[0]!)).toBeHidden();

  await about.focus();
  await page.keyboard.press('ArrowRight');
  await expect(education).toBeFocused();
  await expect(education).toHaveAttribute('aria-selected', 'true');
  await expect(profile.getByText(member.education[0]!)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(about).toBeFocused();
  await page.keyboard.press('End');
  await expect(education).toBeFocused();
  await page.keyboard.press('Home');
  await expect(about).toHaveAttribute('aria-selected', 'true');
  // Tab leaves the tab list for the panel, not the other tab.
  await page.keyboard.press('Tab');
  await expect(profile.getByRole('tabpanel')).toBeFocused();
  await education.click();
  await expect(profile.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', (await education.getAttribute('id'))!);
});

test('focus is always visible', async ({ page }) => {
  for (const path of ['/', '/who-we-are', '/services/family-law']) {
    await page.goto(path);
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press('Tab');
      const outline = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'body';
        const outlined = (target: Element) => {
          const style = getComputedStyle(target);
          return style.outlineStyle !== 'none' && style.outlineWidth !== '0px';
        };
        // A link that is a whole card's target may draw its ring round the card instead.
        const card = element.parentElement?.closest('li, article');
        return outlined(element) || (card && outlined(card)) ? 'ok' : `none on ${element.outerHTML.slice(0, 80)}`;
      });
      expect(outline, `${path}, tab stop ${i + 1}`).not.toMatch(/^none/);
    }
  }
});
