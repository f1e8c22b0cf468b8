/**
 * The layout rules a reviewer checks by eye, measured in Chromium on every page of the fixture
 * build: grids fit their items and fill from the left edge, no main column is stranded beside a
 * taller one, the header keeps one row, every control is a 24 px target, no phone number breaks, and the contact
 * page reaches its form in the first screen (text spacing at 320 px: accessibility.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { articleRoutes, content, routes } from './support/site';

const WIDTHS = [320, 768, 1024, 1280, 1440];
const PAGES = [...routes, ...articleRoutes, '/no-such-page'];

interface GridRows {
  /** Where the grid is, for the failure message. */
  label: string;
  /** How many items each row holds, top to bottom. */
  rows: number[];
  /** How far the first item of the last row starts from the grid's left edge, in px. */
  lastRowIndent: number;
}

/** Every wrapping grid of the page's main content, with its items grouped into rows by position. */
function gridRows(page: Page): Promise<GridRows[]> {
  return page.evaluate(() => {
    const grids = [...document.querySelectorAll('main *')].filter((element) => {
      const style = getComputedStyle(element);
      // The card grids (a wrapping flex row), and the lists laid out in columns (What We Do, Insights).
      const wraps = style.display === 'flex' && style.flexWrap === 'wrap' && style.containerType === 'inline-size';
      const list = /^(UL|OL)$/.test(element.tagName);
      return wraps || (list && style.display === 'grid' && style.gridTemplateColumns.split(' ').length > 1);
    });
    return grids
      .filter((grid) => grid.children.length > 1)
      .map((grid) => {
        const items = [...grid.children].map((child) => child.getBoundingClientRect());
        const tops = items.map((box) => Math.round(box.top));
        const rowTops = [...new Set(tops)].filter(
          (top, index, all) => all.findIndex((t) => Math.abs(t - top) < 2) === index,
        );
        const rows = rowTops.map((top) => tops.filter((other) => Math.abs(other - top) < 2).length);
        const lastTop = rowTops.at(-1) ?? 0;
        const lastRowLeft = Math.min(...items.filter((box) => Math.abs(box.top - lastTop) < 2).map((box) => box.left));
        const gridLeft = grid.getBoundingClientRect().left + parseFloat(getComputedStyle(grid).paddingLeft);
        const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? 'a grid';
        return {
          label: `${heading} (${grid.children.length} items)`,
          rows,
          lastRowIndent: Math.round(lastRowLeft - gridLeft),
        };
      });
  });
}

test('at every width from 320 to 1440 px every grid fits its items and its last row starts at the left edge', async ({
  page,
}) => {
  // Each page loaded once and resized through the widths: the layout is CSS alone (support/axe.ts).
  const measured = new Map(WIDTHS.map((width) => [width, 0]));
  const shortLastRows = new Map(WIDTHS.map((width) => [width, 0]));
  for (const route of routes) {
    await page.goto(route);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      for (const { label, rows, lastRowIndent } of await gridRows(page)) {
        measured.set(width, measured.get(width)! + 1);
        const where = `${route} at ${width} px, ${label}: rows ${rows.join(' + ')}`;
        const first = rows[0] ?? 0;
        const last = rows.at(-1) ?? 0;
        // Rows balance: never 4 + 1 or 3 + 1 where 3 + 2 or 2 + 2 would do.
        expect.soft(last, where).toBeGreaterThanOrEqual(first - 1);
        // A short last row lines up under the rows above it: never centred away from the edge.
        expect.soft(lastRowIndent, where).toBeLessThanOrEqual(1);
        if (last < first) shortLastRows.set(width, shortLastRows.get(width)! + 1);
      }
    }
  }
  for (const width of WIDTHS) {
    // The fixture pages hold grids of 2 to 8 items: finding none would mean the test measures nothing.
    expect(measured.get(width), `grids measured at ${width} px`).toBeGreaterThan(10);
    // At the widest widths some grids (the 5 and 7 practice-area cards) have a short last row to check.
    if (width >= 1280) expect(shortLastRows.get(width), `short last rows at ${width} px`).toBeGreaterThan(0);
  }
});

test('every card has clear space between its title and its text', async ({ page }) => {
  for (const route of routes) {
    await page.goto(route);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('main h3')].flatMap((title) => {
          const next = title.nextElementSibling;
          // A title not drawn (the search page's answers, kept for its script) has no space to measure.
          if (!next || title.getClientRects().length === 0) return [];
          const gap = next.getBoundingClientRect().top - title.getBoundingClientRect().bottom;
          return [{ title: title.textContent ?? '', gap }];
        }),
      );
      for (const { title, gap } of gaps) expect(gap, `${route} at ${width} px: "${title}"`).toBeGreaterThanOrEqual(4);
    }
  }
});

/**
 * Each pair of columns side by side (the <Columns> of a page, the practice area's opening): how
 * tall each column's content is, and whether it is the main (wider) column.
 */
function columnHeights(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        // Lists in two columns are grids of items, measured above; these are two columns of content.
        const style = getComputedStyle(element);
        const list = /^(UL|OL)$/.test(element.tagName);
        return !list && style.display === 'grid' && style.gridTemplateColumns.split(' ').length === 2;
      })
      .flatMap((grid) => {
        // A column's content, or the pieces a column gave to the grid (display: contents).
        const items = [...grid.children].filter((child) => getComputedStyle(child).display !== 'none');
        const boxes = items.map((child) => child.getBoundingClientRect()).filter((box) => box.height > 0);
        const lefts = [...new Set(boxes.map((box) => Math.round(box.left)))].sort((a, b) => a - b);
        if (lefts.length !== 2) return [];
        const columns = lefts.map((left) => {
          const parts = boxes.filter((box) => Math.round(box.left) === left);
          const top = Math.min(...parts.map((box) => box.top));
          const bottom = Math.max(...parts.map((box) => box.bottom));
          return { height: bottom - top, width: Math.max(...parts.map((box) => box.width)) };
        });
        const heading = grid.closest('section')?.querySelector('h2')?.textContent ?? 'two columns';
        return [{ label: heading, columns }];
      }),
  );
}

test('no main column is left stranded beside a taller one: it fills at least two thirds of the row', async ({
  page,
}) => {
  let measured = 0;
  for (const route of routes) {
    await page.goto(route);
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { label, columns } of await columnHeights(page)) {
        const [left, right] = columns as [{ height: number; width: number }, { height: number; width: number }];
        // The main column is the wider one (both, when they are equal).
        const mains =
          Math.abs(left.width - right.width) < 2 ? [left, right] : [left.width > right.width ? left : right];
        const row = Math.max(left.height, right.height);
        for (const main of mains) {
          measured += 1;
          expect(main.height / row, `${route} at ${width} px, ${label}`).toBeGreaterThanOrEqual(2 / 3);
        }
      }
    }
  }
  // The practice areas' openings, the notices and the thank-you page are all measured.
  expect(measured).toBeGreaterThan(20);
});

test('a practice area opens with its text and who it is for beside the lawyer, and its guides come before the closing band', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/services/family-law');
  const opening = page.getByRole('region', { name: 'How We Can Help' });
  const glance = await opening.getByRole('heading', { name: 'Who We Act For' }).boundingBox();
  const lawyer = await opening.getByRole('complementary', { name: content.team[0]!.frontmatter.name }).boundingBox();
  expect(lawyer!.x, 'the lawyer stands to the right').toBeGreaterThan(glance!.x + glance!.width);
  const guides = await page.getByRole('heading', { name: 'Guides on Family Law' }).boundingBox();
  const band = await page.getByRole('region', { name: 'Ready to Discuss Your Family Law Matter?' }).boundingBox();
  expect(guides!.y, 'the guides come before the closing band').toBeLessThan(band!.y);
});

/** The header's height, and how many rows its visible parts make. */
function headerRows(page: Page) {
  return page.evaluate(() => {
    const header = document.querySelector('header')!;
    const parts = [...header.querySelectorAll(':scope > div > *')].filter(
      (element) => element.getBoundingClientRect().width > 0,
    );
    const middles = parts.map((part) => {
      const box = part.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    });
    const rows = middles.filter((middle, index) => middles.findIndex((m) => Math.abs(m - middle) < 8) === index);
    return { height: Math.round(header.getBoundingClientRect().height), rows: rows.length, parts: parts.length };
  });
}

test('the header keeps one row at every width from 960 px up, and collapses to the menu button below', async ({
  page,
}) => {
  // The French header too: its menu button comes where the French links would wrap.
  for (const route of ['/', '/fr', '/services/family-law', '/insights/child-support-basics']) {
    await page.goto(route);
    for (const width of [960, 980, 1000, 1019, 1024, 1100, 1152, 1199, 1200, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      const { height, rows, parts } = await headerRows(page);
      expect(rows, `${route} at ${width} px: ${parts} parts`).toBe(1);
      expect(height, `${route} at ${width} px`).toBeLessThanOrEqual(72);
    }
  }
  await page.goto('/');
  for (const width of [320, 375, 768, 959]) {
    await page.setViewportSize({ width, height: 800 });
    expect((await headerRows(page)).rows, `${width} px`).toBe(1);
    await expect(page.locator('header').getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
  }
});

/**
 * Every visible control under 24 px tall. A link inside a sentence is exempt, as in WCAG 2.5.8
 * (its size is the line's); every other control (buttons, fields, links in menus, lists and rows) counts.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const inSentence = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement?.closest('p, li, dd, span, address') ?? element.parentElement;
      const text = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const own = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return text.length > own.length + 1;
    };
    return [...document.querySelectorAll('a[href], button, input:not([type="hidden"]), select, textarea, summary')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const hidden = element.closest('[aria-hidden="true"], .visually-hidden');
        return box.width > 1 && box.height > 1 && !hidden && !inSentence(element);
      })
      .filter((element) => element.getBoundingClientRect().height < 24)
      .map(
        (element) =>
          `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}" ${Math.round(element.getBoundingClientRect().height)} px`,
      );
  });
}

test('at 375 px every control is at least 24 px tall', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  let controls = 0;
  for (const route of PAGES) {
    await page.goto(route);
    controls += await page.locator('a[href], button, input, select, textarea').count();
    expect(await smallControls(page), route).toEqual([]);
  }
  expect(controls).toBeGreaterThan(500);
});

test('at 320 px no phone number breaks across lines', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const route of [...PAGES, '/fr/no-such-page']) {
    await page.goto(route);
    const broken = await page.locator('a[href^="tel:"]').evaluateAll((links) =>
      links
        .filter((link) => {
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(text);
            const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
            if (new Set(rects.map((rect) => Math.round(rect.top))).size > 1) return true;
          }
          return false;
        })
        .map((link) => link.textContent),
    );
    expect(broken, route).toEqual([]);
  }
});

test.describe('the contact page', () => {
  test('at 375 px the first field starts in the first 600 px, with the phone and e-mail a tap above it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Book Your Free Consultation' });
    const firstField = await form.getByRole('textbox').first().boundingBox();
    expect(firstField!.y, 'first field top at 375 px').toBeLessThan(600);
    const above = async (selector: string) => {
      const links = page.locator(selector).filter({ visible: true });
      const tops = await links.evaluateAll((elements) =>
        elements.map((element) => element.getBoundingClientRect().top),
      );
      return tops.filter((top) => top >= 0 && top < firstField!.y);
    };
    expect(await above(`a[href="tel:${content.facts.phones[0]!.dial}"]`)).not.toEqual([]);
    expect(await above(`a[href="mailto:${content.facts.email}"]`)).not.toEqual([]);
  });

  test('on a wide screen the form comes first, with the address and office hours beside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/contact');
    const form = await page.getByRole('form', { name: 'Book Your Free Consultation' }).boundingBox();
    expect(form!.y, 'form top at 1280 × 800').toBeLessThan(800);
    const main = page.getByRole('main');
    for (const name of ['Visit Us', 'Office Hours']) {
      const block = await main.getByRole('heading', { name, exact: true }).boundingBox();
      expect(block!.x, `${name} stands to the right of the form`).toBeGreaterThanOrEqual(form!.x + form!.width);
      expect(block!.y, `${name} is beside the form, not under it`).toBeLessThan(form!.y + form!.height);
    }
  });
});
