import { expect, test, type Page } from '@playwright/test';

/** The opacity of every element that animates on the page once its animations have finished. */
async function settledOpacities(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const animations = document.getAnimations();
    await Promise.all(animations.map((animation) => animation.finished));
    return animations.map((animation) => {
      const target = (animation.effect as KeyframeEffect).target as Element;
      return getComputedStyle(target).opacity;
    });
  });
}

test('Who We Are fades in and ends fully visible', async ({ page }) => {
  await page.goto('/who-we-are');
  const opacities = await settledOpacities(page);
  expect(opacities.length).toBeGreaterThan(0);
  expect(opacities.every((opacity) => opacity === '1')).toBe(true);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the reveal is CSS alone, and never leaves the text hidden', async ({ page }) => {
    await page.goto('/who-we-are');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Page scripts are off, but Playwright's evaluate still runs: the fade still happens and ends at 1.
    const opacities = await settledOpacities(page);
    expect(opacities.length).toBeGreaterThan(0);
    expect(opacities.every((opacity) => opacity === '1')).toBe(true);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing animates', async ({ page }) => {
    await page.goto('/who-we-are');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
