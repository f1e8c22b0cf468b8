/** `npm run dev`: the server of `npm start`, its pages rendered by Vike, one live content feeding everything. */
import type http from 'node:http';
import type { RequestHandler } from 'express';
import { drawMarkSvg, MARK_FILE } from '../build/markImage';
import { pictureCopy } from '../build/pictureFiles';
import { defaultContentDir } from '../content-pipeline/contentDir';
import type { SiteContent } from '../content-pipeline/contentTypes';
import { renderFeed } from '../content-pipeline/feed';
import { everyLanguage } from '../content-pipeline/contentTypes';
import { parsePictureCopyName, pictureCopies, pictureCopyUrl, PICTURE_COPIES_PATH } from '../content-pipeline/pictures';
import { indexSite } from '../content-pipeline/routes';
import { siteManifestOf } from '../content-pipeline/siteManifest';
import { watchContent } from '../content-pipeline/liveContent';
import type { SiteManifest } from '../built-site/manifest';
import { EditorSettingError, readGitHubEditorSettings } from '../editor/editorSettings';
import { createEditorRoutes } from '../editor/keystaticRoutes';
import { ConfigError, readConfig } from './config';
import { createLogger } from './logger';
import { createDevPages, type DevPages } from './pageSources/devPages';
import { startServer } from './server';
import { stopOnSignals } from './stopOnSignals';

/** Before the content first checks clean, the endpoint accepts no practice area and nothing redirects. */
const NO_SITE: SiteManifest = { firmEmail: '', serviceAreas: [], redirects: [], pages: [], requestRetentionDays: 0 };

async function main(): Promise<void> {
  const config = readConfig();
  const editorGitHub = readGitHubEditorSettings();
  const logger = createLogger();
  const contentDir = defaultContentDir();
  // Known once the HTTP server exists; the editor's page needs it to add Vite's client.
  let devPagesOnceStarted: DevPages | undefined;
  // The one live content: this server reads it, and every page is handed its index (pageContext.site).
  const live = await watchContent(contentDir);
  const indexOf = () => {
    const current = live.current();
    return current && { site: indexSite(current) };
  };
  let pageContextInit = indexOf();
  live.onCheck(() => (pageContextInit = indexOf()));
  const pages = async (httpServer: http.Server) => {
    const devPages = await createDevPages(
      { problems: live.problems, pageContextInit: () => pageContextInit },
      httpServer,
    );
    devPagesOnceStarted = devPages;
    live.onCheck(() => devPages.reloadBrowsers());
    // The files the build writes beside the pages, from the live content.
    const feedOrPages: RequestHandler = (req, res, next) => {
      const current = live.current();
      const feed = current
        ? everyLanguage(current)
            .map((language) => renderFeed(language))
            .find((languageFeed) => languageFeed?.path === req.path)
        : undefined;
      if (feed) return void res.type('application/atom+xml').send(feed.xml);
      if (current && req.path === `/${MARK_FILE}`) {
        return void drawMarkSvg(current.facts.shortName).then((svg) => res.type('image/svg+xml').send(svg), next);
      }
      const copy = current && req.path.startsWith(PICTURE_COPIES_PATH) && findPictureCopy(current, req.path);
      if (copy) {
        return void pictureCopy(copy.picture, copy.width, copy.format).then(
          ({ data }) => res.type(`image/${copy.format}`).send(data),
          next,
        );
      }
      devPages.handler(req, res, next);
    };
    return { ...devPages, handler: feedOrPages };
  };

  const site = () => {
    const current = live.current();
    return current ? siteManifestOf(current) : NO_SITE;
  };
  const editor = createEditorRoutes({
    contentDir,
    github: editorGitHub,
    completeHtml: (url, html) => devPagesOnceStarted?.completeHtml(url, html) ?? Promise.resolve(html),
  });
  const server = await startServer(config, { logger, site, pages, routes: editor });

  // Vite's watcher keeps the process alive: stop everything explicitly.
  stopOnSignals(() => {
    live.close();
    return server.close();
  });
}

function findPictureCopy(content: SiteContent, urlPath: string) {
  const wanted = parsePictureCopyName(urlPath);
  if (!wanted) return undefined;
  const picture = [...content.pictures.values()].find((known) => known.hash === wanted.hash);
  // Only the addresses the pages offer: no other size is made on request.
  if (!picture || pictureCopyUrl(picture, wanted.width, wanted.format) !== urlPath) return undefined;
  const offered = pictureCopies(picture).some((copy) => copy.width === wanted.width && copy.format === wanted.format);
  return offered ? { picture, ...wanted } : undefined;
}

main().catch((error: unknown) => {
  const detail =
    error instanceof ConfigError || error instanceof EditorSettingError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${detail}\n`);
  process.exit(1);
});
