/**
 * The editor hosted by `npm start` in GitHub mode: saving goes from the browser to GitHub, so the
 * server keeps no copy of the content and never writes a file.
 */
import path from 'node:path';
import { config } from '@keystatic/core';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import express, { type RequestHandler } from 'express';
import { EDITOR_BUNDLE, readEditorBundle } from './editorBundleFiles';
import { EDITOR_CSP } from './editorCsp';
import { editorPageHtml } from './editorPage';
import { EditorSettingError, pageSettingsOf, type GitHubEditorSettings } from './editorSettings';
import { isApiPath, isPagePath, readBody, send, toKeystaticRequest } from './keystaticAdapter';

export function createHostedEditorRoutes(buildDir: string, github: GitHubEditorSettings): RequestHandler {
  const files = readEditorBundle(buildDir);
  if (!files) {
    throw new EditorSettingError(
      `Configuration error: KEYSTATIC_GITHUB_REPO is set but the build in ${buildDir} has no editor: run npm run build with the editor's settings`,
    );
  }
  const html = editorPageHtml(pageSettingsOf(github), files);
  const handle = makeGenericAPIRouteHandler({
    config: config({ storage: { kind: 'github', repo: github.githubRepo } }),
    clientId: github.clientId,
    clientSecret: github.clientSecret,
    secret: github.secret,
  });
  const assets = express.static(path.join(buildDir, EDITOR_BUNDLE.folder), {
    immutable: true,
    maxAge: '365d',
    index: false,
    fallthrough: false,
  });

  return (req, res, next) => {
    const api = isApiPath(req.path);
    if (!api && !isPagePath(req.path)) return next();
    res.setHeader('Content-Security-Policy', EDITOR_CSP);
    if (api) {
      return void readBody(req)
        .then((body) => handle(toKeystaticRequest(req, body)))
        .then((response) => send(res, response), next);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith(EDITOR_BUNDLE.urlPath)) {
      req.url = req.url.slice(EDITOR_BUNDLE.urlPath.length - 1);
      return assets(req, res, next);
    }
    res.setHeader('Cache-Control', 'no-store').type('html').send(html);
  };
}
