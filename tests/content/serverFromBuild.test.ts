/**
 * The production server runs from the build alone: a built copy of the project whose content/
 * folder is then deleted still serves every page, every alias redirect, the not-found page and
 * every practice area of the form. What to expect is read from the copy before the deletion.
 * The server is started with `npm start`, as a user starts it, and stopped the same way.
 */
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../content-pipeline/loadContent';
import { indexSite } from '../../content-pipeline/routes';
import { postJson, validRequest } from '../server/support/fixtures';
import type { ChildServer } from '../support/childServer';
import { BUILD_TIMEOUT_MS, copyProject, type ProjectCopy, startCopyServer } from '../support/projectCopy';

let project: ProjectCopy;
let server: ChildServer;
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
  server = await startCopyServer(project.dir, { script: 'npm start', env: { RATE_LIMIT_MAX: '1000' } });
}, BUILD_TIMEOUT_MS);

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
      expect((await postJson(server.url, validRequest({ legalServiceArea: area }))).status, area).toBe(200);
    }
  });
});

describe('npm start', () => {
  it('says in words where to open the site, where requests and mail go, and what is not ready', async () => {
    const dataDir = path.join(project.dir, 'data');
    // The summary follows the JSON "listening" line.
    await expect.poll(() => server.output()).toContain('npm run check:launch');
    const summary = server.output();
    expect(summary).toContain(`Open:      ${server.url}/`);
    expect(summary).toContain(`Requests:  stored in ${path.join(dataDir, 'consultations.sqlite')}`);
    expect(summary).toContain(`Mail:      written as files to ${path.join(dataDir, 'outbox-mail')} (not sent)`);
    expect(summary).toContain('WARNING: mail is only written to files: no consultation request reaches anyone');
    // The fixture content still has example addresses and 555-01xx numbers.
    expect(summary).toMatch(/WARNING: the site still shows \d+ placeholders?/);
  });

  it('refuses a RETENTION_DAYS that would make the published privacy notice untrue', () => {
    const started = spawnSync(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
      cwd: project.dir,
      env: { ...project.env, PORT: '0', DATA_DIR: path.join(project.dir, 'retention-data'), RETENTION_DAYS: '30' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(started.status).toBe(1);
    expect(started.stderr.trim()).toBe(
      'Configuration error: RETENTION_DAYS is 30 but the privacy notice publishes 365 days (requestRetentionDays in ' +
        'content/site.yaml): change requestRetentionDays and rebuild, or leave RETENTION_DAYS unset',
    );
  });

  it('stops the server when its own process is sent SIGTERM', async () => {
    const port = Number(new URL(server.url).port);
    await server.stop();
    expect(server.output()).toContain('"msg":"stopped"');
    expect(await connects(port)).toBe(false);
  });
});

describe('npm start after an edit since the last build', () => {
  it(
    'builds again and says why, then serves the edited page from the compiled server; unchanged, it serves at once',
    { timeout: 2 * BUILD_TIMEOUT_MS },
    async () => {
      const copy = copyProject();
      const start = async () => {
        const started = await startCopyServer(copy.dir, { script: 'npm start' });
        await started.stop();
        return started.output();
      };
      try {
        copy.build();
        const about = 'content/pages/about.mdx';
        copy.write(about, `${copy.read(about)}\nA sentence written after the last build.\n`);
        const edited = await startCopyServer(copy.dir, { script: 'npm start' });
        try {
          expect(edited.output()).toContain(
            'npm start: content/ changed since the last build: running npm run build first',
          );
          expect(await (await fetch(`${edited.url}/about`)).text()).toContain(
            'A sentence written after the last build.',
          );
          // The server is the build's JavaScript, run by Node alone: no TypeScript loader.
          const serverCommand = spawnSync('ps', ['-o', 'args=', '--ppid', String(edited.child.pid)], {
            encoding: 'utf8',
          });
          expect(serverCommand.stdout.trim()).toBe('node dist/node/start.js');
        } finally {
          await edited.stop();
        }
        expect(await start()).not.toContain('running npm run build first');
        const code = 'components/search/searchIds.ts';
        copy.write(code, `${copy.read(code)}\n// A change to the code.\n`);
        expect(await start()).toContain(
          'npm start: the code changed since the last build: running npm run build first',
        );
      } finally {
        copy.cleanup();
      }
    },
  );
});

/** Whether anything still listens on the port. */
function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
