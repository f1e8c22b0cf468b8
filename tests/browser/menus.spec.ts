/**
 * The header's two menus as a keyboard, mouse and touch user meets them: Escape closes each one
 * and gives the focus back to its button, a click outside closes it, and all of it works with
 * JavaScript off (they are popovers, which the browser runs itself).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { menuButton, servicesButton, servicesMenu, siteMenu } from './support/menus';
import { content } from './support/site';

const firstService = content.services[0]!.frontmatter.title;

/** Opens a menu with its button from the keyboard and moves the focus into it, to its first link. */
async function openAndEnter(page: Page, button: Locator, menu: Locator): Promise<void> {
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(menu.locator(':focus')).toHaveCount(1);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('Escape closes the narrow menu and puts the focus back on its button', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/');
      await openAndEnter(page, menuButton(page), siteMenu(page));
      await page.keyboard.press('Escape');
      await expect(siteMenu(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });

    test('Escape closes the practice-area menu and puts the focus back on its button', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await openAndEnter(page, servicesButton(page), servicesMenu(page));
      await expect(servicesMenu(page).getByRole('link', { name: firstService })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(servicesMenu(page)).toBeHidden();
      await expect(servicesButton(page)).toBeFocused();
    });

    test('a click opens the practice-area menu, a click elsewhere closes it', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await servicesButton(page).click();
      await expect(servicesMenu(page).getByRole('link', { name: firstService })).toBeVisible();
      await page.mouse.click(640, 700);
      await expect(servicesMenu(page)).toBeHidden();
    });
  });
}

test('the narrow menu closes with its Close button or a tap outside it, focus back on Menu', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await menuButton(page).click();
  const close = siteMenu(page).getByRole('button', { name: 'Close' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(siteMenu(page)).toBeHidden();
  await expect(menuButton(page)).toBeFocused();

  await menuButton(page).click();
  await expect(siteMenu(page)).toBeVisible();
  // Below the sheet, on the dimmed page.
  await page.mouse.click(180, 780);
  await expect(siteMenu(page)).toBeHidden();
});
