/**
 * Every answer is compressed as the static pages are: the contact page with its fresh token,
 * the form's page of problems and the not-found page go out in brotli or gzip, as the client
 * reads, and as they are to a client that reads neither.
 */
import fs from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../../built-site/manifest';
import { CONTACT_ERRORS_PATH, CONTACT_PATH } from '../../consultation-request/endpoint';
import { buildWithContactPage } from './support/contactPage';
import { serverForFile } from './support/fileServer';
import { rawRequest } from './support/rawHttp';

/** A page as long as a real one (16 kB), made of the words a page has. */
const LONG_PAGE = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><main>${'<p>Lakeshore Law answers every request within a day.</p>'.repeat(300)}</main></html>`;

const server = serverForFile(() => {
  const { buildDir } = buildWithContactPage();
  const client = path.join(buildDir, BUILD_LAYOUT.client);
  fs.writeFileSync(path.join(client, '404.html'), LONG_PAGE('Not found'));
  const errorsPage = path.join(client, 'contact/errors/index.html');
  fs.writeFileSync(errorsPage, fs.readFileSync(errorsPage, 'utf8') + LONG_PAGE('Errors'));
  const contactPage = path.join(client, 'contact/index.html');
  fs.writeFileSync(contactPage, fs.readFileSync(contactPage, 'utf8').replace('</main>', `${LONG_PAGE('More')}</main>`));
  return { DIST_DIR: buildDir };
});

const DECODE: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe('answers the server makes itself', () => {
  for (const [name, urlPath, status] of [
    ['the contact page', CONTACT_PATH, 200],
    ["the form's page of problems", `${CONTACT_ERRORS_PATH}?fields=email`, 200],
    ['the not-found page', '/no-such-page', 404],
  ] as const) {
    it(`${name}: brotli or gzip as the client reads, plain to one that reads neither`, async () => {
      const plain = await rawRequest(server.url, urlPath, { headers: { 'Accept-Encoding': 'identity' } });
      expect(plain.status).toBe(status);
      expect(plain.headers['content-encoding']).toBeUndefined();
      const text = plain.body.toString('utf8');
      expect(text.length).toBeGreaterThan(10_000);
      for (const encoding of ['br', 'gzip'] as const) {
        const answer = await rawRequest(server.url, urlPath, { headers: { 'Accept-Encoding': encoding } });
        expect(answer.status).toBe(status);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
        expect(answer.body.length).toBeLessThan(text.length / 5);
        expect(DECODE[encoding]!(answer.body).toString('utf8')).toContain('answers every request within a day');
      }
    });
  }
});
