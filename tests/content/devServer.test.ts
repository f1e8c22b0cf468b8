/**
 * `npm run dev` keeps one content object in step with content/: a practice area added while it
 * runs appears on the pages, its alias redirects and the endpoint accepts it, all together;
 * a site.yaml edit reloads the open page; the pictures' copies are made on request; a content
 * error shows the checker's lines in the page and the terminal, not a framework stack. Runs the
 * dev server in a copy of the project.
 */
import { chromium, type Browser } from '@playwright/test';
import { parseFeed } from '@rowanmanning/feed-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CHROMIUM_LAUNCH_OPTIONS } from '../../lib/chromium';
import { postJson, validRequest, waitFor } from '../server/support/fixtures';
import { NEW_AREA } from './newPracticeArea';
import type { ChildServer } from '../support/childServer';
import { copyProject, startCopyServer, type ProjectCopy } from '../support/projectCopy';

let project: ProjectCopy;
let server: ChildServer;
let browser: Browser;

beforeAll(async () => {
  project = copyProject();
  server = await startCopyServer(project.dir, { script: 'server/dev.ts', env: { RATE_LIMIT_MAX: '1000' } });
  browser = await chromium.launch(TEST_CHROMIUM_LAUNCH_OPTIONS);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  project?.cleanup();
});

const get = (urlPath: string) => fetch(`${server.url}${urlPath}`, { redirect: 'manual' });
const post = (area: string) => postJson(server.url, validRequest({ legalServiceArea: area }));

describe('npm run dev', () => {
  it('adds a practice area to the pages, the aliases and the endpoint together', async () => {
    expect((await post(NEW_AREA.formValue)).status).toBe(400);
    project.write(NEW_AREA.file, NEW_AREA.text);
    await waitFor(
      async () => (await (await get('/contact')).text()).includes(`value="${NEW_AREA.formValue}"`),
      20_000,
      'the new area on /contact',
    );
    expect((await post(NEW_AREA.formValue)).status).toBe(200);
    const alias = await get(NEW_AREA.alias);
    expect(alias.status).toBe(301);
    expect(alias.headers.get('location')).toBe(NEW_AREA.slug);
    expect((await get(NEW_AREA.slug)).status).toBe(200);

    project.remove(NEW_AREA.file);
    await waitFor(async () => (await get(NEW_AREA.alias)).status !== 301, 20_000, 'the alias to go');
    expect((await post(NEW_AREA.formValue)).status).toBe(400);
  });

  it("serves the pictures' copies the pages offer, made on request, and no other size", async () => {
    const home = await (await get('/')).text();
    const offered = /srcSet="(\/assets\/pictures\/[^" ]+\.avif) \d+w/.exec(home)?.[1];
    expect(offered).toBeDefined();
    const copy = await get(offered!);
    expect(copy.status).toBe(200);
    expect(copy.headers.get('content-type')).toBe('image/avif');
    expect((await copy.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await get(offered!.replace(/-\d+\.avif$/, '-333.avif'))).status).toBe(404);
  });

  it('shows drafts, marked as such, which the build leaves out; an edited article shows at once', async () => {
    const draft = await get('/insights/draft-mediation-guide');
    expect(draft.status).toBe(200);
    expect(await draft.text()).toContain('Draft: not on the public site');
    expect(await (await get('/insights')).text()).toContain('A Draft Guide to Family Mediation');
    // The feed the build writes beside the pages is served from the live content.
    const feed = await get('/insights/feed.xml');
    expect(feed.headers.get('content-type')).toContain('application/atom+xml');
    expect(parseFeed(await feed.text()).items.map((item) => item.title)).toContain('First Steps After a Separation');
    // So is the firm's mark, which the build draws from the short name.
    const mark = await get('/favicon.svg');
    expect(mark.headers.get('content-type')).toContain('image/svg+xml');
    expect(await mark.text()).toMatch(/^<svg [^>]*viewBox="0 0 48 48"/);

    const file = 'content/articles/work-permit-extension.mdx';
    project.write(
      file,
      project.read(file).replace('Keep copies of your documents.', 'Apply before the permit expires.'),
    );
    await waitFor(
      async () =>
        (await (await get('/insights/work-permit-extension')).text()).includes('Apply before the permit expires.'),
      20_000,
      'the edited article',
    );
  });

  it('reloads the open page when site.yaml changes', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/about`, { waitUntil: 'networkidle' });
    const marker = 'Representing clients in every Ontario county';
    expect(await page.locator('body').textContent()).not.toContain(marker);
    // A flag in the page's memory: a reload clears it, a re-render would not.
    await page.evaluate(() => Object.assign(window, { beforeTheEdit: true }));
    project.write(
      'content/site.yaml',
      project.read('content/site.yaml').replace(/^serviceRegion: .*$/m, `serviceRegion: ${marker}`),
    );
    await page.waitForFunction(
      (text) => !('beforeTheEdit' in window) && document.body?.textContent?.includes(text),
      marker,
      { timeout: 20_000 },
    );
    await page.close();
  });

  it("shows the checker's lines in the page and the terminal while the content has an error", async () => {
    const original = project.read('content/site.yaml');
    project.write('content/site.yaml', original.replace(/^email: .*$/m, 'email: [not closed'));
    await waitFor(async () => (await get('/about')).status === 500, 20_000, 'the error page');
    const html = await (await get('/about')).text();
    expect(html).toMatch(/content\/site\.yaml:\d+: is not valid YAML/);
    expect(html).not.toMatch(/\n\s+at /);
    expect(server.output()).toMatch(/content\/site\.yaml:\d+: is not valid YAML/);

    project.write('content/site.yaml', original);
    await waitFor(async () => (await get('/about')).status === 200, 20_000, 'the page back');
  });
});
