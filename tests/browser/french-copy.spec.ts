/**
 * French a lawyer would sign, on every French page of the fixture: no English shorthand (« 10+ »),
 * no « no » for « numéro » before a number, never an ordinary space before a colon (the form's
 * own words included), and the French sharing image, drawn from the French facts.
 */
import { expect, test } from '@playwright/test';
import { frenchRoutes } from './support/site';

/** What English habits leave in French text, each with what a reader sees. */
const ENGLISH_HABITS: [habit: RegExp, what: string][] = [
  [/\d\+/, '« 10+ » (French says « plus de 10 »)'],
  [/\bno\.?\s*\d/i, '« no » before a number (French writes « nº »)'],
  [/ [:;]/, 'an ordinary space before a colon (French takes a space that never breaks)'],
];

test('every French page is written in French habits, and shares the French image', async ({ page }) => {
  expect(frenchRoutes.length).toBeGreaterThan(5);
  await page.goto('/');
  const englishImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  for (const path of frenchRoutes) {
    await page.goto(path);
    // Every word of the page, hidden ones (the form's urgent note, a link's full name) included.
    const text = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const code of body.querySelectorAll('script, style')) code.remove();
      return body.textContent ?? '';
    });
    for (const [habit, what] of ENGLISH_HABITS) {
      expect(habit.exec(text)?.[0], `${path}: ${what}`).toBeUndefined();
    }
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(image, path).not.toBe(englishImage);
    expect((await page.request.get(new URL(image!).pathname)).headers()['content-type']).toBe('image/png');
  }
});
