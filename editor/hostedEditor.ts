/**
 * The editor hosted by `npm start` in GitHub mode: saving goes from the browser to GitHub, so the
 * server keeps no copy of the content, never writes a file and takes no request body.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { config } from '@keystatic/core';
import { makeGenericAPIRouteHandler } from '@keystatic/core/api/generic';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { EDITOR_BUNDLE, readEditorBundle } from './editorBundleFiles';
import { EDITOR_CSP } from './editorCsp';
import { editorPageHtml } from './editorPage';
import { EditorSettingError, pageSettingsOf, type GitHubEditorSettings } from './editorSettings';
import { API_PATH, hasBody, isApiPath, isPagePath, refuseBody, send, toKeystaticRequest } from './keystaticAdapter';

const SIGN_IN_PATH = `${API_PATH}/github`;
const SIGN_IN_AGAIN = 'This sign-in was not started here or took too long: open the editor and sign in again';

/** Where a failed sign-in's cause goes (the server's log): the editor's page says only what to do. */
export interface SignInLog {
  warn(message: string, fields: Record<string, string | number>): void;
}

/** The editor's words for a sign-in GitHub did not complete, and what to do. */
const SIGN_IN_FAILED = {
  unreachable: 'GitHub could not be reached, so you are not signed in. Wait a minute, then sign in again.',
  refused: 'GitHub did not confirm this sign-in (it may have expired), so you are not signed in. Sign in again.',
};

function signInFailedPage(reason: keyof typeof SIGN_IN_FAILED): string {
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Not signed in</title>
<h1>Not signed in</h1><p>${SIGN_IN_FAILED[reason]}</p>
<p><a href="/keystatic">Open the editor</a>. If it keeps happening, tell the person who runs the site.</p></html>`;
}

/** `siteUrl`: the site's public address (SITE_URL at build time), the only origin of the sign-in's callback. */
export function createHostedEditorRoutes(
  buildDir: string,
  github: GitHubEditorSettings,
  siteUrl: string | undefined,
  log: SignInLog,
): RequestHandler {
  const files = readEditorBundle(buildDir);
  if (!files || !siteUrl) {
    throw new EditorSettingError(
      `Configuration error: KEYSTATIC_GITHUB_REPO is set but the build in ${buildDir} has no editor: run npm run build with the editor's settings`,
    );
  }
  const { origin } = new URL(siteUrl);
  const secure = origin.startsWith('https:'); // every cookie Secure behind HTTPS, whatever NODE_ENV says
  const html = editorPageHtml(pageSettingsOf(github), files);
  const { clientId, clientSecret, secret } = github;
  const storage = { kind: 'github', repo: github.githubRepo } as const;
  const handle = makeGenericAPIRouteHandler({ config: config({ storage }), clientId, clientSecret, secret });
  const assetOptions = { immutable: true, maxAge: '365d', index: false, fallthrough: false };
  const assets = express.static(path.join(buildDir, EDITOR_BUNDLE.folder), assetOptions);
  const stateCookie = { httpOnly: true, secure, sameSite: 'lax', path: SIGN_IN_PATH } as const;

  /** Keystatic's sign-in, with a state on every one and the callback at SITE_URL, not the Host header. */
  function signIn(req: Request, res: Response) {
    const state = randomBytes(16).toString('hex');
    const callback = `${origin}${SIGN_IN_PATH}/oauth/callback`;
    const query = new URLSearchParams({ client_id: clientId, redirect_uri: callback, state });
    // Keystatic's callback reads the page to return to from this cookie, and checks it.
    const from = typeof req.query.from === 'string' ? req.query.from : '';
    res.cookie(`ks-${state}`, from, { ...stateCookie, maxAge: 10 * 60_000 });
    res.setHeader('Cache-Control', 'no-store').redirect(307, `https://github.com/login/oauth/authorize?${query}`);
  }

  async function answerApi(req: Request, res: Response) {
    if (hasBody(req)) return refuseBody(res);
    const route = req.path.slice(API_PATH.length + 1);
    if (route === 'github/login') return signIn(req, res);
    if (route === 'github/oauth/callback') {
      const state = req.query.state;
      // Checked before GitHub is asked anything: a callback this browser's own sign-in did not start is refused.
      const started = typeof state === 'string' && /^[0-9a-f]{32}$/.test(state) && hasCookie(req, `ks-${state}`);
      if (!started) return void res.status(400).setHeader('Cache-Control', 'no-store').type('text').send(SIGN_IN_AGAIN);
      res.clearCookie(`ks-${state}`, stateCookie);
      return finishSignIn(req, res);
    }
    send(res, await handle(toKeystaticRequest(req, Buffer.alloc(0), origin)), { secure });
  }

  /** Keystatic asks GitHub for the token: GitHub unreachable or refusing the code gets a page, never a 500. */
  async function finishSignIn(req: Request, res: Response) {
    const failed = (status: number, reason: keyof typeof SIGN_IN_FAILED) =>
      void res.status(status).setHeader('Cache-Control', 'no-store').type('html').send(signInFailedPage(reason));
    let answer;
    try {
      answer = await handle(toKeystaticRequest(req, Buffer.alloc(0), origin));
    } catch (error) {
      const cause = error instanceof Error ? `${error.message}: ${String((error.cause as Error)?.message)}` : '';
      log.warn('editor sign-in: GitHub unreachable', { cause });
      return failed(502, 'unreachable');
    }
    if ((answer.status ?? 200) >= 400) {
      log.warn('editor sign-in: GitHub refused the code', { status: answer.status ?? 0, cause: String(answer.body) });
      return failed(401, 'refused');
    }
    send(res, answer, { secure });
  }

  return (req, res, next) => {
    const api = isApiPath(req.path);
    if (!api && !isPagePath(req.path)) return next();
    res.setHeader('Content-Security-Policy', EDITOR_CSP);
    // Every error, Keystatic's or ours, reaches the app's error handler.
    if (api) return void answerApi(req, res).catch(next);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (req.path.startsWith(EDITOR_BUNDLE.urlPath)) {
      req.url = req.url.slice(EDITOR_BUNDLE.urlPath.length - 1);
      return assets(req, res, next);
    }
    res.setHeader('Cache-Control', 'no-store').type('html').send(html);
  };
}

const hasCookie = (req: Request, name: string) =>
  (req.get('cookie') ?? '').split(';').some((pair) => pair.trim().startsWith(`${name}=`));
