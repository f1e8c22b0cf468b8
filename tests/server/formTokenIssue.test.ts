/**
 * How a visitor gets a form token: the JavaScript form from `GET /functions/v1/form-token`, the
 * plain form in the /contact page the server fills in (the rest of the page the built file byte
 * for byte, never cached); and the secret that signs them, which the store keeps when
 * FORM_TOKEN_SECRET is not set, so a restarted server or another instance of the same store
 * accepts the tokens it issued.
 */
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTACT_PATH, FORM_TOKEN_ENDPOINT } from '../../consultation-request/endpoint';
import { FORM_TOKEN_FIELD, isFormTokenAnswer } from '../../consultation-request/formToken';
import { silentLogger } from '../../server/logger';
import { startServer, type RunningServer } from '../../server/server';
import { buildWithContactPage } from './support/contactPage';
import { describeOnEachEngine, engineSettings } from './support/engines';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, postJson, testConfig, validRequest } from './support/fixtures';
import { rawRequest } from './support/rawHttp';

const cleanups = cleanUpAfterEach();

const TOKEN = /^\d{13}\.[\w-]{22}\.[\w-]{43}$/;

/** The form tokens' clock of the servers started here: a test moves it on instead of waiting. */
let now = Date.now();

const start = (settings: Record<string, string>) => serverForTest(cleanups, settings, { clock: () => now });

async function fetchToken(server: RunningServer): Promise<string> {
  const answer: unknown = await (await fetch(`${server.url}${FORM_TOKEN_ENDPOINT}`)).json();
  if (!isFormTokenAnswer(answer)) throw new Error(`not a token answer: ${JSON.stringify(answer)}`);
  return answer.token;
}

/** Sends a request with the token and says whether it was stored (the answer is the same). */
async function storesWith(server: RunningServer, token: string): Promise<boolean> {
  const before = await server.store.count();
  expect((await postJson(server.url, validRequest({ [FORM_TOKEN_FIELD]: token }))).status).toBe(200);
  return (await server.store.count()) > before;
}

describe('the token endpoint', () => {
  it('answers a fresh token and the minimum age, never cached; other methods get 405', async () => {
    const server = await start({ FORM_MIN_SECONDS: '1' });
    const response = await fetch(`${server.url}${FORM_TOKEN_ENDPOINT}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const answer = (await response.json()) as { token: string; minAgeMs: number };
    expect(answer).toEqual({ token: expect.stringMatching(TOKEN), minAgeMs: 1000 });
    expect(await fetchToken(server)).not.toBe(answer.token);

    const post = await fetch(`${server.url}${FORM_TOKEN_ENDPOINT}`, { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('issues tokens the endpoint takes once they are the minimum age, and not before', async () => {
    const server = await start({ FORM_MIN_SECONDS: '1' });
    const early = await fetchToken(server);
    expect(await storesWith(server, early)).toBe(false);
    const patient = await fetchToken(server);
    now += 1100;
    expect(await storesWith(server, patient)).toBe(true);
  });
});

describe('the contact page', () => {
  it('is the built page with a fresh token in the form, never cached, compressed for a client that reads it', async () => {
    const { buildDir, builtHtml } = buildWithContactPage();
    expect(builtHtml).toContain(`name="${FORM_TOKEN_FIELD}" value=""`);
    const server = await start({ DIST_DIR: buildDir, FORM_MIN_SECONDS: '1' });

    // Exactly these headers: fetch would ask for compression and undo it itself.
    const plain = await rawRequest(server.url, CONTACT_PATH);
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers.etag).toBeUndefined();
    const html = plain.body.toString('utf8');
    const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1] ?? '';
    expect(token).toMatch(TOKEN);
    expect(html.replace(`value="${token}"`, 'value=""')).toBe(builtHtml);

    const gzipped = await rawRequest(server.url, CONTACT_PATH, { headers: { 'Accept-Encoding': 'gzip, deflate' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('Accept-Encoding');
    const unzipped = gunzipSync(gzipped.body).toString('utf8');
    const second = unzipped.replace(/value="[\w.-]{80,}"/, 'value=""');
    expect(second).toBe(builtHtml);
    expect(unzipped).not.toContain(token);

    now += 1100;
    expect(await storesWith(server, token)).toBe(true);
  });

  it('is the site itself when the build has no contact page: the not-found page', async () => {
    const server = await start({});
    expect((await fetch(`${server.url}${CONTACT_PATH}`)).status).toBe(404);
  });
});

describeOnEachEngine((engine) => {
  it('keeps the secret in the store without FORM_TOKEN_SECRET: the next server of the store takes the tokens', async () => {
    const settings = { ...(await engineSettings(engine)), FORM_MIN_SECONDS: '0' };
    const config = testConfig(settings);
    const first = await startServer(config, { logger: silentLogger });
    const token = await fetchToken(first);
    await first.close();

    // A restart of the same store (PostgreSQL: any instance of it), and a server of another store.
    const again = await start({ ...settings, DATA_DIR: config.DATA_DIR });
    const elsewhere = await start({ ...(await engineSettings(engine)), FORM_MIN_SECONDS: '0' });
    expect(await storesWith(elsewhere, token)).toBe(false);
    expect(await storesWith(again, token)).toBe(true);
  });
});
