/**
 * The production server runs from the build alone: a built copy of the project whose content/
 * folder is then deleted still serves every page, every alias redirect, the not-found page and
 * every practice area of the form. What to expect is read from the copy before the deletion.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSULTATION_ENDPOINT } from '../../consultation/endpoint';
import { loadContent } from '../../siteContent/loadContent';
import { indexSite } from '../../siteContent/routes';
import { validRequest } from '../server/support/fixtures';
import { copyProject, startServer, type ProjectCopy, type RunningServer } from './projectCopy';

let project: ProjectCopy;
let server: RunningServer;
let expected: { pages: string[]; redirects: { from: string; to: string }[]; areas: string[] };

beforeAll(async () => {
  project = copyProject();
  project.build();
  const content = loadContent(path.join(project.dir, 'content'));
  const site = indexSite(content);
  expected = {
    pages: site.routable.map((entry) => entry.frontmatter.slug),
    redirects: site.redirects,
    areas: content.services.map((service) => service.frontmatter.formValue),
  };
  fs.rmSync(path.join(project.dir, 'content'), { recursive: true });
  server = await startServer(project.dir, { env: { RATE_LIMIT_MAX: '1000' } });
}, 180_000);

afterAll(async () => {
  await server?.stop();
  project?.cleanup();
});

const get = (urlPath: string) => fetch(`${server.url}${urlPath}`, { redirect: 'manual' });

describe('the production server with no content/ folder', () => {
  it('serves every page', async () => {
    expect(expected.pages.length).toBeGreaterThan(0);
    for (const page of expected.pages) {
      const response = await get(page);
      expect(response.status, page).toBe(200);
      expect(await response.text(), page).toMatch(/^<!DOCTYPE html>/i);
    }
  });

  it('redirects every alias to its page', async () => {
    expect(expected.redirects.length).toBeGreaterThan(0);
    for (const { from, to } of expected.redirects) {
      const response = await get(from);
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
    }
  });

  it('answers an unknown address with the not-found page', async () => {
    const response = await get('/no-such-page');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe(project.read('dist/client/404.html'));
  });

  it('offers and accepts every practice area in the form', async () => {
    const contact = await (await get('/contact')).text();
    const select = /<select[^>]*name="legalServiceArea"[\s\S]*?<\/select>/.exec(contact)?.[0] ?? '';
    const offered = [...select.matchAll(/<option value="([^"]+)"/g)].map((match) => match[1]);
    expect(offered).toEqual(expected.areas);
    for (const area of expected.areas) {
      const response = await fetch(`${server.url}${CONSULTATION_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(validRequest({ legalServiceArea: area })),
      });
      expect(response.status, area).toBe(200);
    }
  });
});
