/**
 * The lean static path: a plain GET or HEAD of a built file is answered from memory, with
 * headers worked out at start, before Express runs (docs/decisions.md, 17). Whatever it is not
 * sure about goes to the Express app unchanged, so every answer is the one Express gives:
 *   - any other method, a Range or If-Match header, a request line over the length limit;
 *   - any path that is not exactly the address of a file (encoded, doubled slashes, unknown);
 *   - a file's address that Express redirects (an alias, a capitalised or trailing-slash
 *     spelling: server/redirects.ts decides) or answers with a route of its own (app.ts).
 */
import type http from 'node:http';
import type { SiteManifest } from '../build-output/manifest';
import { CONSULTATION_ENDPOINT, CONTACT_ERRORS_PATH } from '../consultation-request/endpoint';
import { MAX_URL_LENGTH } from './limits';
import type { Logger } from './logger';
import { answerRepresentation } from './pageSources/fileAnswers';
import { chooseRepresentation } from './pageSources/negotiation';
import type { PageServer } from './pageSources/pageServer';
import type { StaticFile, StaticFiles } from './pageSources/staticFiles';
import { redirectTarget } from './redirects';

/** The paths app.ts answers with routes of its own before the files; Express matches them ignoring case. */
const ROUTED_BEFORE_FILES = new Set(
  ['/healthz', CONSULTATION_ENDPOINT, CONTACT_ERRORS_PATH].map((p) => p.toLowerCase()),
);

/** How often the lean path says how many answers it gave (it logs no line per request). */
const REPORT_EVERY_MS = 60_000;

export interface FastPathParts {
  pages: PageServer;
  /** The build's manifest: fixed for as long as the built files are. */
  site: () => SiteManifest;
  logger: Logger;
}

/** The server's request listener: the lean path when the pages are built files, then `app`. */
export function serveFilesFirst(
  server: http.Server,
  { pages, site, logger }: FastPathParts,
  app: http.RequestListener,
): http.RequestListener {
  if (!pages.files) return app;
  const byAddress = servableAddresses(pages.files, site());
  const counts = countAnswers(server, logger);
  return (req, res) => {
    const file = leanFile(req, byAddress);
    if (!file) return void app(req, res);
    const { headers } = req;
    const representation = chooseRepresentation(file, headers['accept-encoding']);
    counts[answerRepresentation(res, req.method ?? 'GET', representation, headers['if-none-match'])] += 1;
  };
}

/** The file a request names, when the lean path may answer it alone. */
function leanFile(req: http.IncomingMessage, byAddress: Map<string, StaticFile>): StaticFile | undefined {
  if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
  const url = req.url ?? '';
  if (url.length > MAX_URL_LENGTH) return undefined;
  const queryStart = url.indexOf('?');
  const file = byAddress.get(queryStart === -1 ? url : url.slice(0, queryStart));
  if (!file) return undefined;
  // A part of the file, or a precondition the lean path does not judge: Express answers.
  const { headers } = req;
  return headers.range === undefined && headers['if-match'] === undefined ? file : undefined;
}

/** Every address Express would answer with a file, as it is written (no decoding). */
function servableAddresses(files: StaticFiles, site: SiteManifest): Map<string, StaticFile> {
  const byAddress = new Map<string, StaticFile>();
  for (const address of files.addresses()) {
    if (address.includes('%') || ROUTED_BEFORE_FILES.has(address.toLowerCase())) continue;
    if (redirectTarget(site, address) !== undefined) continue;
    const file = files.find(address);
    if (file) byAddress.set(address, file);
  }
  return byAddress;
}

/** Counts of 200 and 304 answers, logged once a minute (when there were any) and at close. */
function countAnswers(server: http.Server, logger: Logger): Record<200 | 304, number> {
  const counts = { 200: 0, 304: 0 };
  let since = Date.now();
  const report = () => {
    if (counts[200] + counts[304] > 0) {
      logger.info('static files', {
        ok: counts[200],
        notModified: counts[304],
        seconds: Math.round((Date.now() - since) / 1000),
      });
    }
    counts[200] = counts[304] = 0;
    since = Date.now();
  };
  const timer = setInterval(report, REPORT_EVERY_MS);
  timer.unref();
  server.once('close', () => {
    clearInterval(timer);
    report();
  });
  return counts;
}
