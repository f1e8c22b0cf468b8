/**
 * The editor in the dev server. In local mode the files are shown in a form Keystatic reads, each
 * save merged into the file on disk and checked first, and the Translate action answered.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { Request, RequestHandler, Response } from 'express';
import { API_PATH, isApiPath, isPagePath, readBody, send, toKeystaticRequest } from './keystaticAdapter';
import { problemsOfSave } from './checkSave';
import { EDITOR_ENTRY, editorPageHtml } from './editorPage';
import { pageSettingsOf, type GitHubEditorSettings } from './editorSettings';
import { toEditorView } from './editorView';
import { makeEditorConfig } from './keystaticConfig';
import { mergeSavedFile } from './savedFile';
import { encodeSaveMessages, SAME_SITE_HEADERS, SAVE_MESSAGES_HEADER, TRANSLATION_ROUTE } from './localApi';
import { createTranslation, translationFiles, translationState } from './translationFile';

const REFUSED = 'Not saved: the checker found a problem to fix, named beside Save.';

export interface EditorRoutesOptions {
  contentDir: string;
  /** Undefined: local mode. */
  github: GitHubEditorSettings | undefined;
  completeHtml(url: string, html: string): Promise<string>;
}

interface Update {
  additions: { path: string; contents: string }[];
  deletions: { path: string }[];
}

export function createEditorRoutes({ contentDir, github, completeHtml }: EditorRoutesOptions): RequestHandler {
  const local = !github;
  const settings = pageSettingsOf(github);
  const handle = makeGenericAPIRouteHandler({
    config: makeEditorConfig(settings),
    localBaseDirectory: contentDir,
    ...(github && { clientId: github.clientId, clientSecret: github.clientSecret, secret: github.secret }),
  });

  const api = async (req: Request, res: Response) => {
    const body = await readBody(req);
    const request = toKeystaticRequest(req, body);
    const route = req.path.slice(API_PATH.length + 1);
    if (local && route.startsWith(`${TRANSLATION_ROUTE}/`)) return answerTranslation(contentDir, req, res, route);
    if (local && req.method === 'POST' && route === 'update') {
      const update = JSON.parse(body.toString('utf8')) as Update;
      const prepared = await prepareUpdate(contentDir, update);
      const messages = await problemsOfSave(contentDir, prepared.changes);
      res.setHeader(SAVE_MESSAGES_HEADER, encodeSaveMessages(messages));
      if (messages.some((message) => message.severity === 'error')) {
        return void res.status(422).type('text').send(REFUSED);
      }
      return send(res, await handle({ ...request, json: async () => prepared.update }));
    }
    const response = await handle(request);
    const file = route.split('/').slice(2).join('/');
    // A content file is shown in the editor's form; a picture goes as its bytes.
    if (local && route.startsWith('blob/') && /\.(mdx|yaml)$/.test(file) && response.status === 200 && response.body) {
      const text = Buffer.from(response.body).toString('utf8');
      return send(res, { ...response, body: toEditorView(file, text) });
    }
    send(res, response);
  };

  return (req, res, next) => {
    if (isApiPath(req.path)) return void api(req, res).catch(next);
    if (!isPagePath(req.path) || req.method !== 'GET') return next();
    completeHtml(req.originalUrl, editorPageHtml(settings, { script: EDITOR_ENTRY, styles: [] })).then(
      (html) => void res.setHeader('Cache-Control', 'no-store').type('html').send(html),
      next,
    );
  };
}

async function answerTranslation(contentDir: string, req: Request, res: Response, route: string) {
  const [, folder = '', name = ''] = route.split('/');
  const files = translationFiles(contentDir, folder, name);
  if (!files || req.get('no-cors') !== SAME_SITE_HEADERS['no-cors']) return void res.status(400).end();
  if (req.method === 'POST' && !(await translationState(files)).translated) await createTranslation(files);
  res.json(await translationState(files));
}

/** The same merged files for the checker and the write. */
async function prepareUpdate(contentDir: string, update: Update) {
  const writes = new Map<string, Buffer>();
  const additions = await Promise.all(
    update.additions.map(async ({ path: file, contents }) => {
      const saved = Buffer.from(contents, 'base64');
      const merged = /\.(mdx|yaml)$/.test(file)
        ? Buffer.from(mergeSavedFile(file, await readIfPresent(contentDir, file), saved.toString('utf8')))
        : saved;
      writes.set(file, merged);
      return { path: file, contents: merged.toString('base64url') };
    }),
  );
  return {
    changes: { writes, deletions: update.deletions.map((deletion) => deletion.path) },
    update: { additions, deletions: update.deletions },
  };
}

function readIfPresent(contentDir: string, file: string): Promise<string | undefined> {
  return fs
    .readFile(path.join(contentDir, file), 'utf8')
    .catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? undefined : Promise.reject(error)));
}
