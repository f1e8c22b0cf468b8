import { expect, test, type Page } from '@playwright/test';
import axe from 'axe-core';

/** Waits for CSS animations (the Who We Are reveal) so axe sees the page as a reader does. */
export async function settleAnimations(page: Page): Promise<void> {
  // Time's animations only: one run by the scroll (the booking bar's) finishes only when the page is scrolled.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.timeline === document.timeline)
        .map((animation) => animation.finished),
    ),
  );
}

/** axe-core's violations (WCAG 2.1 A/AA and best practices) on the page as it is now, one line each. */
async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // Once a document: a second width of the same page reuses it. The test context sets bypassCSP:
  // the site's CSP rightly forbids this injected script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const results = await window.axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
      // Only violations are read: axe skips gathering the nodes of every passed check.
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  });
}

/** Runs axe on the page as it is and fails with every violation listed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/**
 * Runs axe on each page of `paths` in one browser page, at each of `widths` (900 px tall) when
 * given, and fails with every violation of every page, each under its path and width. One test
 * per handful of pages rather than per page: a fresh browser context and a fresh compile of axe
 * cost about two seconds a test, more than axe itself. Each page is loaded once and resized
 * through the widths: the layout is CSS alone, so a resize lays it out as a load at that width.
 */
export async function expectNoAxeViolationsOn(page: Page, paths: readonly string[], widths?: number[]): Promise<void> {
  // A busy machine takes up to ten seconds a page at a width.
  test.setTimeout(Math.max(test.info().timeout, paths.length * (widths?.length ?? 1) * 10_000));
  for (const path of paths) {
    if (widths) await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(path);
    for (const width of widths ?? [undefined]) {
      if (width) await page.setViewportSize({ width, height: 900 });
      // The page at its top, as it loads: one busy run found it a pixel down at 375 px, where any
      // scroll shows the booking bar over the link at the screen's bottom edge (a scrolled state).
      // The bar follows the scroll on the next frame (a scroll-driven animation), not at once: the
      // second frame is the first one drawn with it hidden again.
      await page.evaluate(async () => {
        window.scrollTo(0, 0);
        for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
      });
      expect.soft(await axeViolations(page), `axe on ${path}${width ? ` at ${width} px` : ''}`).toEqual([]);
    }
  }
}

/** `paths` in groups of at most `size`, so the groups' tests spread over Playwright's workers. */
export function inGroups<T>(paths: readonly T[], size = 6): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < paths.length; start += size) groups.push(paths.slice(start, start + size));
  return groups;
}

declare global {
  interface Window {
    axe: typeof axe;
  }
}
