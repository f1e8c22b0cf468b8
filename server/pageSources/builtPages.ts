/**
 * The prerendered site of `dist/client`, held in memory (staticFiles.ts): clean paths
 * (`/who-we-are` → `who-we-are/index.html`), the brotli/gzip copies the build wrote, strong
 * ETags, ranges, and caching: a year for hashed assets, revalidation for everything else.
 * The lean static path (server/staticFastPath.ts) answers the plain requests for these files
 * before Express; this handler answers the rest (Range, If-Match, encoded paths).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT } from '../../build-output/manifest';
import { REVALIDATE_CACHE, securityHeaderEntries } from '../../build-output/responseHeaders';
import { answerFile } from './fileAnswers';
import type { PageServer } from './pageServer';
import { loadStaticFiles } from './staticFiles';

export function createBuiltPages(buildDir: string): PageServer {
  // Read once: the files change only with a new build, which comes with a restart.
  const files = loadStaticFiles(path.join(buildDir, BUILD_LAYOUT.client), securityHeaderEntries({ strictCsp: true }));
  const notFoundHtml = readIfPresent(path.join(buildDir, BUILD_LAYOUT.notFoundPage));

  return {
    handler: (req, res, next) => {
      const file = files.find(req.path);
      if (file) answerFile(req, res, file);
      else next();
    },
    files,
    strictCsp: true,
    pageHtml: async (urlPath) => files.find(path.posix.join(urlPath, 'index.html'))?.identity.body.toString('utf8'),
    sendNotFound(_req, res) {
      res.status(404).setHeader('Cache-Control', REVALIDATE_CACHE);
      if (notFoundHtml) res.type('html').send(notFoundHtml);
      else res.type('text').send('Not found');
    },
    close: async () => {},
  };
}

function readIfPresent(file: string): Buffer | undefined {
  return fs.existsSync(file) ? fs.readFileSync(file) : undefined;
}
