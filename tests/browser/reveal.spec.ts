import { expect, test } from '@playwright/test';

test('Who We Are fades in 100 ms after load, by CSS alone', async ({ page }) => {
  await page.goto('/who-we-are');
  const timing = await page.evaluate(() =>
    document.getAnimations().map((animation) => (animation.effect as KeyframeEffect).getTiming().delay),
  );
  expect(timing).toEqual([100]);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });
  test('nothing animates', async ({ page }) => {
    await page.goto('/who-we-are');
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
