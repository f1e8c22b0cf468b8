/**
 * The layout rules a reviewer checks by eye, measured in Chromium on every page of the fixture
 * build: grids fit their items (no row left with an empty column, no lonely last row), every
 * card's title has space before its text, and the contact page leads with its form.
 */
import { expect, test, type Page } from '@playwright/test';
import { routes } from './support/site';

const WIDTHS = [320, 768, 1024, 1280, 1440];

interface GridRows {
  /** Where the grid is, for the failure message. */
  label: string;
  /** How many items each row holds, top to bottom. */
  rows: number[];
}

/** Every wrapping grid of the page's main content, with its items grouped into rows by position. */
function gridRows(page: Page): Promise<GridRows[]> {
  return page.evaluate(() => {
    const grids = [...document.querySelectorAll('main *')].filter((element) => {
      const style = getComputedStyle(element);
      return style.display === 'flex' && style.flexWrap === 'wrap' && style.containerType === 'inline-size';
    });
    return grids
      .filter((grid) => grid.children.length > 1)
      .map((grid) => {
        const tops = [...grid.children].map((child) => Math.round(child.getBoundingClientRect().top));
        const rows = [...new Set(tops)].map((top) => tops.filter((other) => Math.abs(other - top) < 2).length);
        const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? 'a grid';
        return { label: `${heading} (${grid.children.length} items)`, rows };
      });
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px every grid fits its items: no empty column, no lonely last row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let measured = 0;
    for (const route of routes) {
      await page.goto(route);
      for (const { label, rows } of await gridRows(page)) {
        measured += 1;
        const items = rows.reduce((sum, row) => sum + row, 0);
        const where = `${route} at ${width} px, ${label}: rows ${rows.join(' + ')}`;
        const first = rows[0] ?? 0;
        const last = rows.at(-1) ?? 0;
        // Up to four items fill whole rows (2, 3, 4, 2 + 2, or one column), never 2 + 1 or 3 + 1.
        if (items <= 4) expect(new Set(rows).size, where).toBe(1);
        // Larger grids balance their rows: 3 + 3 or 3 + 2, never 4 + 2 or 4 + 1.
        else expect(last, where).toBeGreaterThanOrEqual(first - 1);
      }
    }
    // The fixture pages hold grids of 2 to 8 items: finding none would mean the test measures nothing.
    expect(measured).toBeGreaterThan(10);
  });
}

test('every card has clear space between its title and its text', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const route of routes) {
      await page.goto(route);
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('main h3')].flatMap((title) => {
          const next = title.nextElementSibling;
          if (!next) return [];
          const gap = next.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
          return [{ title: title.textContent ?? '', gap }];
        }),
      );
      for (const { title, gap } of gaps) expect(gap, `${route} at ${width} px: "${title}"`).toBeGreaterThanOrEqual(4);
    }
  }
});

test('the contact page leads with the form: in the first screen at 1280 px, after one compact block on a phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Book Your Free Consultation' });
  const wide = await form.boundingBox();
  expect(wide?.y, 'form top at 1280 × 800').toBeLessThan(800);
  const contactBlock = page.getByRole('main').getByRole('list').filter({ hasText: 'Call Us' });
  const beside = await contactBlock.boundingBox();
  // Beside the ways to reach the firm, not below them.
  expect(beside!.x + beside!.width).toBeLessThanOrEqual(wide!.x);

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/contact');
  const block = await contactBlock.boundingBox();
  const narrow = await form.boundingBox();
  expect(block!.y).toBeLessThan(narrow!.y);
  // One compact block, then the form: under two phone screens from the top.
  expect(narrow!.y, 'form top at 375 px').toBeLessThan(2 * 812);
});
