/**
 * The editor in the dev server. In local mode Keystatic reads and writes the files as they are, as
 * in GitHub mode; each save is checked first, and the Translate action answered.
 */
import net from 'node:net';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import type { Request, RequestHandler, Response } from 'express';
import * as keystatic from './keystaticAdapter';
import { problemsOfSave } from './checkSave';
import { saveBody, withoutCameraData } from './cleanPictures';
import { EDITOR_ENTRY, editorPageHtml } from './editorPage';
import { pageSettingsOf, type GitHubEditorSettings } from './editorSettings';
import { makeEditorConfig } from './keystaticConfig';
import { encodeSaveMessages, SAME_SITE_HEADERS, SAVE_MESSAGES_HEADER, TRANSLATION_ROUTE } from './localApi';
import { createTranslation, isEnglishPage, translationFiles, translationState } from './translationFile';

const REFUSED = 'Not saved: the checker found a problem to fix, named beside Save.';
const ONLY_THIS_MACHINE = 'The local editor answers at an address of this machine only, such as 127.0.0.1 or localhost';

/** An address or localhost: another site that points its own name at 127.0.0.1 (DNS rebinding) is refused. */
const isThisMachine = (hostname: string) =>
  hostname === 'localhost' || net.isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;

export interface EditorRoutesOptions {
  contentDir: string;
  /** Undefined: local mode. */
  github: GitHubEditorSettings | undefined;
  completeHtml(url: string, html: string): Promise<string>;
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
    if (local && !isThisMachine(req.hostname)) return void res.status(403).type('text').send(ONLY_THIS_MACHINE);
    const route = req.path.slice(keystatic.API_PATH.length + 1);
    const saving = local && req.method === 'POST' && route === keystatic.SAVE_ROUTE;
    // Only the save takes a body: any other route refuses one unread.
    if (!saving && keystatic.hasBody(req)) return keystatic.refuseBody(res);
    // Before a byte is read: the save is checked on a copy before Keystatic (which asks the same) sees it.
    if (saving && req.get('no-cors') !== SAME_SITE_HEADERS['no-cors']) return void res.status(400).end();
    let body = saving ? await keystatic.readBody(req) : Buffer.alloc(0);
    if (local && route.startsWith(`${TRANSLATION_ROUTE}/`)) return answerTranslation(contentDir, req, res, route);
    if (saving) {
      const parsed = keystatic.parseSave(body);
      if (!parsed) return void res.status(400).type('text').send('Not a save of the content folder');
      const changes = await withoutCameraData(parsed);
      const messages = await problemsOfSave(contentDir, changes);
      res.setHeader(SAVE_MESSAGES_HEADER, encodeSaveMessages(messages));
      if (messages.some((message) => message.severity === 'error')) {
        return void res.status(422).type('text').send(REFUSED);
      }
      body = saveBody(changes);
    }
    keystatic.send(res, await handle(keystatic.toKeystaticRequest(req, body)));
  };

  return (req, res, next) => {
    if (keystatic.isApiPath(req.path)) return void api(req, res).catch(next);
    if (!keystatic.isPagePath(req.path) || req.method !== 'GET') return next();
    completeHtml(req.originalUrl, editorPageHtml(settings, { script: EDITOR_ENTRY, styles: [] })).then(
      (html) => void res.setHeader('Cache-Control', 'no-store').type('html').send(html),
      next,
    );
  };
}

async function answerTranslation(contentDir: string, req: Request, res: Response, route: string) {
  const [, lang = '', folder = '', name = ''] = route.split('/');
  const files = translationFiles(contentDir, lang, folder, name);
  if (!files || req.get('no-cors') !== SAME_SITE_HEADERS['no-cors']) return void res.status(400).end();
  if (!(await isEnglishPage(files))) return void res.status(404).end();
  if (req.method === 'POST' && !(await translationState(files)).translated) await createTranslation(files);
  res.json(await translationState(files));
}
