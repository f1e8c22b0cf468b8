/**
 * The visual editor end to end: `npm run dev`'s server on a copy of the fixture content,
 * Keystatic at /keystatic, an article's title and a practice area's bullet changed and saved,
 * and a French page's heading; the files on disk and the pages show the change (the checker's
 * messages on a save: messagesAndTranslation.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { startDevEditor, type DevEditor } from './devEditor';

let editor: DevEditor;

test.beforeAll(async () => {
  editor = await startDevEditor();
});

test.afterAll(() => editor?.stop());

const read = (file: string) => editor.read(file);

/** A page of the site as the dev server serves it now. */
const pageText = async (urlPath: string) => (await fetch(`${editor.server.url}${urlPath}`)).text();

const save = (page: Page) => page.getByRole('button', { name: 'Save' }).click();

test('an article title and a practice-area bullet, changed in the editor, reach the files and the pages', async ({
  page,
  context,
}) => {
  await editor.openEntry(page, 'collection/articles/item/termination-pay', 'Termination Pay and Severance Pay');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Termination Pay, Explained');
  await save(page);
  await expect.poll(() => read('articles/termination-pay.mdx')).toContain('title: Termination Pay, Explained\n');
  const article = read('articles/termination-pay.mdx');
  // Only the title changed in the frontmatter: the other fields keep their lines and order.
  expect(article).toMatch(/^---\nslug: \/insights\/termination-pay\ntitle: Termination Pay, Explained\ndescription: /);
  expect(article).toContain('areas:\n  - employment-law\n');
  // The dev server re-checks the content after the save and serves the new text.
  await expect.poll(() => pageText('/insights/termination-pay')).toContain('Termination Pay, Explained');

  // After its check the dev server tells every open page to reload, the editor's too: the next
  // entry opens in a page of its own, so that reload cannot cut its navigation short.
  const next = await context.newPage();
  await editor.openEntry(next, 'collection/services/item/family-law', 'Domestic contracts');
  await next.getByText('Domestic contracts', { exact: true }).click();
  await next.getByRole('dialog').getByRole('textbox').fill('Marriage and cohabitation contracts');
  await next.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await save(next);
  await expect.poll(() => read('services/family-law.mdx')).toContain('  - Marriage and cohabitation contracts\n');
  // A practice area's bullets are listed on What We Do.
  await expect.poll(() => pageText('/what-we-do')).toContain('Marriage and cohabitation contracts');
  const visitor = await context.newPage();
  await visitor.goto(`${editor.server.url}/what-we-do`);
  await expect(visitor.getByText('Marriage and cohabitation contracts').first()).toBeVisible();
});

test('a French page edited in the editor keeps to its own words: the file and the French page show the change', async ({
  page,
}) => {
  const file = 'fr/services/family-law.mdx';
  const before = read(file);
  await editor.openEntry(page, 'collection/fr-services/item/family-law', 'Une séparation bouleverse');
  await page.getByRole('textbox', { name: 'Main heading' }).fill('Nos services en droit de la famille');
  await save(page);
  await expect.poll(() => read(file)).toContain('heading: Nos services en droit de la famille\n');
  // Only the heading's line changed; the fields the English file keeps (its form value, its order) stay out.
  expect(read(file)).toBe(
    before.replace('heading: Services en droit de la famille\n', 'heading: Nos services en droit de la famille\n'),
  );
  await expect
    .poll(() => pageText('/fr/services/droit-de-la-famille'))
    .toContain('Nos services en droit de la famille');
  expect(await pageText('/fr/services/droit-de-la-famille')).toContain('Une séparation bouleverse la vie');
});

test("the editor's page loads its libraries without their source maps: under 12 MB a visit, not 25", async ({
  page,
}) => {
  await editor.openEntry(page, 'collection/articles/item/termination-pay', 'Termination Pay and Severance Pay');
  const libraries = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.pathname.startsWith('/node_modules/.vite/deps/'))
      .map((url) => url.pathname + url.search),
  );
  expect(libraries.length).toBeGreaterThan(3);
  const sizes = await Promise.all(libraries.map(async (url) => (await pageText(url)).length));
  expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThan(12_000_000);
});
