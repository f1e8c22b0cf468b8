import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/** Waits for CSS animations (the Who We Are reveal) so axe sees the page as a reader does. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

/** Runs axe-core (WCAG 2.1 A/AA and best practices) and fails with every violation listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page);
  // The test context sets bypassCSP: the site's CSP rightly forbids this injected script.
  await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async () => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
  expect(violations).toEqual([]);
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
