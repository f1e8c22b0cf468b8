/**
 * One pattern for every practice area (the fixture's family law page has every part), and card grids
 * that never leave a card stranded on a short last row (What We Do's links: pages.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { services } from './support/site';

const FAMILY = services.find((service) => service.slug === '/services/family-law')!;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a practice area shows its sections in the fixed order, each under its own heading', async ({ page }) => {
    await page.goto(FAMILY.slug);
    const main = page.getByRole('main');
    const sections = await main.locator('h2').allTextContents();
    const order = ['How We Can Help', 'How Your Matter Goes', 'How We Charge', 'Questions Clients Ask'];
    const found = order.map((heading) => sections.indexOf(heading));
    expect(found, sections.join(' | ')).toEqual([...found].sort((a, b) => a - b));
    expect(found).not.toContain(-1);
    expect(sections.slice(-2), 'the guides, then the closing band').toEqual([
      'Guides on Family Law',
      'Ready to Discuss Your Family Law Matter?',
    ]);

    const audience = main.getByRole('region', { name: 'Who We Act For' });
    await expect(audience.getByRole('listitem')).toHaveText(FAMILY.audience);
    const steps = main.getByRole('region', { name: 'How Your Matter Goes' }).getByRole('listitem');
    await expect(steps).toHaveText(FAMILY.steps.map((step) => `${step.title} ${step.text}`));
    await expect(main.getByRole('region', { name: 'How We Charge' })).toContainText(FAMILY.fees!);
  });

  test('the questions clients ask read as headings with their answers, no script needed', async ({ page }) => {
    await page.goto(FAMILY.slug);
    const faq = page.getByRole('region', { name: 'Questions Clients Ask' });
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(FAMILY.questions.map((q) => q.question));
    for (const { answer } of FAMILY.questions) await expect(faq.getByText(answer)).toBeVisible();
  });

  test('a practice area has no form, so no emergency note about one', async ({ page }) => {
    await page.goto(FAMILY.slug);
    await expect(page.getByRole('main')).not.toContainText('In an emergency');
    await expect(page.getByRole('main')).not.toContainText('not for emergencies');
  });
});

/** Each card grid of the main area: how many items its rows hold, and whether its last row reaches its right edge. */
function cardGridRows(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const laidOut = style.display === 'grid' || (style.display === 'flex' && style.flexWrap === 'wrap');
        const items = [...element.children];
        // Cards are alike: one class, each with its title (a layout of a heading beside a list is no grid of cards).
        const alike = items.every((item) => item.className === items[0]!.className && item.querySelector('h2, h3'));
        return laidOut && items.length > 1 && alike;
      })
      .map((grid) => {
        const boxes = [...grid.children].map((item) => item.getBoundingClientRect());
        const rows = new Map<number, DOMRect[]>();
        for (const box of boxes) rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
        const lastRow = [...rows.values()].at(-1)!;
        const right = grid.getBoundingClientRect().right - parseFloat(getComputedStyle(grid).paddingRight);
        return {
          grid: (grid.querySelector('h2, h3')?.textContent ?? '').trim(),
          rows: [...rows.values()].map((row) => row.length),
          lastRowFull: Math.max(...lastRow.map((box) => box.right)) >= right - 2,
        };
      }),
  );
}

for (const width of [375, 768, 1280]) {
  test(`at ${width} px no card grid leaves its last row short`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    let measured = 0;
    for (const path of ['/', '/what-we-do', FAMILY.slug, '/services/employment-law', '/insights']) {
      await page.goto(path);
      for (const grid of await cardGridRows(page)) {
        measured += 1;
        expect(grid.lastRowFull, `${path}: grid of "${grid.grid}", rows ${grid.rows.join(' + ')}`).toBe(true);
      }
    }
    expect(measured, 'the grids were found').toBeGreaterThan(4);
  });
}
