/** The pages of `npm run dev` (Vite and Vike); while the content has errors, every page is the checker's report. */
import type http from 'node:http';
import type { RequestHandler, Response } from 'express';
import { renderPage } from 'vike/server';
import { createServer as createViteServer } from 'vite';
import type { PageServer } from './pageServer';
import { escapeHtml } from '../mail/composeMail';

export interface ContentReport {
  lines: string[];
  summary: string;
}

export interface DevPages extends PageServer {
  reloadBrowsers(): void;
  /** Adds Vite's client and React's refresh to a page of our own (the editor's). */
  completeHtml(url: string, html: string): Promise<string>;
}

/** The live content: its problems while it has some, else what every page is handed (`pageContext.site`). */
export interface DevContent {
  problems(): ContentReport | undefined;
  pageContextInit(): object | undefined;
}

export async function createDevPages(content: DevContent, httpServer: http.Server): Promise<DevPages> {
  // Live reload over the site's own port, so two dev servers never contend for Vite's default one.
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: 'custom',
  });

  const render = async (urlOriginal: string) =>
    (await renderPage({ urlOriginal, ...content.pageContextInit() })).httpResponse;

  const renderOrReport: RequestHandler = async (req, res, next) => {
    const report = content.problems();
    if (report) return sendContentReport(res, report);
    const response = await render(req.originalUrl);
    if (!response) return next();
    res.status(response.statusCode);
    for (const [name, value] of response.headers) res.setHeader(name, value);
    res.send(response.body);
  };

  return {
    handler: (req, res, next) =>
      vite.middlewares(req, res, (error?: unknown) => (error ? next(error) : void renderOrReport(req, res, next))),
    strictCsp: false,
    async pageHtml(urlPath) {
      if (content.problems()) return undefined;
      const response = await render(urlPath);
      return response?.statusCode === 200 ? response.body : undefined;
    },
    sendNotFound: (_req, res) => void res.status(404).type('text').send('Not found'),
    reloadBrowsers: () => vite.environments.client.hot.send({ type: 'full-reload' }),
    completeHtml: (url, html) => vite.transformIndexHtml(url, html),
    close: () => vite.close(),
  };
}

function sendContentReport(res: Response, report: ContentReport): void {
  const items = report.lines.map((line) => `<li><code>${escapeHtml(line)}</code></li>`).join('\n');
  res.status(500).type('html').send(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Content to fix</title>
<script type="module" src="/@vite/client"></script>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem}li{margin:.5rem 0}code{white-space:pre-wrap}</style>
</head><body><main>
<h1>The content has something to fix</h1>
<p>${escapeHtml(report.summary)}</p>
<ul>
${items}
</ul>
<p>This page reloads by itself once the file is saved without errors.</p>
</main></body></html>`);
}
