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

// Without JavaScript the reveal is CSS alone: page scripts are off, but Playwright's evaluate still runs.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`with JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('Who We Are fades in and ends fully visible, never leaving the text hidden', async ({ page }) => {
      await page.goto('/who-we-are');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const opacities = await settledOpacities(page);
      expect(opacities.length).toBeGreaterThan(0);
      expect(opacities.every((opacity) => opacity === '1')).toBe(true);
    });
  });
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing animates', async ({ page }) => {
    await page.goto('/who-we-are');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
