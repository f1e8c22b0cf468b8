/**
 * A request sent from a French page: the server answers in French (its validation messages, and
 * for the form without JavaScript the French thank-you and errors pages the build names in
 * dist/site.json), stores its language, and serves the French contact and errors pages and the
 * French not-found page as it serves the English ones.
 */
import { describe, expect, it } from 'vitest';
import { CONSULTATION_ENDPOINT, formActionIn } from '../../consultation-request/endpoint';
import { serverForFile } from './support/fileServer';
import { FAKE_SITE, makeFakeBuild, postForm, postJson, validRequest } from './support/fixtures';

const FRENCH_PAGES = { contact: '/fr/contact', thankYou: '/fr/merci', errors: '/fr/contact/erreurs' };

const server = serverForFile(() => ({
  DIST_DIR: makeFakeBuild(
    { ...FAKE_SITE, formPages: { fr: FRENCH_PAGES } },
    {
      'fr/contact/index.html': '<form><input type="hidden" name="form-token" value=""/></form>',
      'fr/contact/erreurs/index.html':
        '<main lang="fr"><div><div data-form-errors="fields"><ul><li data-field="email">Règle du courriel</li><li data-field="phone">Règle du téléphone</li></ul></div></div><form><input name="phone" value=""/></form></main>',
      'fr/404.html': '<!doctype html><html lang="fr-CA"><h1>Oups! Page introuvable</h1></html>',
    },
  ),
}));

describe('with JavaScript (JSON)', () => {
  it('answers an invalid French request with French messages, an English one with English messages', async () => {
    const french = await postJson(server.url, validRequest({ language: 'fr', email: 'genevieve@gmail' }));
    expect(french.status).toBe(400);
    expect(((await french.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      'Entrez l’adresse courriel complète\u202f: la partie après le @ doit contenir un point, comme gmail.com',
    );
    const english = await postJson(server.url, validRequest({ email: 'genevieve@gmail' }));
    expect(((await english.json()) as { fieldErrors: Record<string, string> }).fieldErrors.email).toBe(
      'Enter the whole e-mail address: the part after @ needs a dot, such as gmail.com',
    );
  });

  it('stores the language of each request; a request without one is English; another language is refused', async () => {
    await postJson(server.url, validRequest({ language: 'fr', email: 'fr@example.org' }));
    const withoutLanguage: Record<string, unknown> = validRequest({ email: 'none@example.org' });
    delete withoutLanguage.language;
    expect((await postJson(server.url, withoutLanguage)).status).toBe(200);
    expect((await postJson(server.url, validRequest({ language: 'de', email: 'de@example.org' }))).status).toBe(400);
    const stored = new Map((await server.store.list()).map((request) => [request.email, request.language]));
    expect(stored.get('fr@example.org')).toBe('fr');
    expect(stored.get('none@example.org')).toBe('en');
    expect(stored.has('de@example.org')).toBe(false);
  });
});

describe('without JavaScript (a form post)', () => {
  it('sends a French request to the French thank-you page, an English one to the English page', async () => {
    const french = await postForm(server.url, validRequest({ language: 'fr', email: 'merci@example.org' }));
    expect(french.status).toBe(303);
    expect(french.headers.get('location')).toBe('/fr/merci');
    const english = await postForm(server.url, validRequest({ email: 'thanks@example.org' }));
    expect(english.headers.get('location')).toBe('/thank-you');
  });

  it('answers an invalid French request with the French errors page, trimmed to the fields in error, the form filled in below', async () => {
    const answer = await postForm(server.url, validRequest({ language: 'fr', phone: '12' }));
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('Règle du téléphone');
    expect(page).not.toContain('Règle du courriel');
    // Its form, below the list, filled in with what was sent.
    expect(page).toMatch(/<input[^>]*name="phone"[^>]*value="12"/);
  });

  it('sends a form post without its language (a page built before) by the page it came from', async () => {
    const plainForm = await postForm(server.url, { firstName: 'Geneviève' }, { Referer: `${server.url}/fr/contact` });
    expect(await plainForm.text()).toContain('<main lang="fr">');
  });

  it('answers a French form refused before its body is read in French, from the address the form posts to', async () => {
    // Too large to read: the language field is never seen, and no Referer says where it came from.
    const tooLarge = await fetch(`${server.url}${formActionIn('fr')}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ problemDescription: 'x'.repeat(200_000) }).toString(),
      redirect: 'manual',
    });
    expect(tooLarge.status).toBe(303);
    expect(tooLarge.headers.get('location')).toBe('/fr/contact/erreurs?reason=too-large');
    // The English form's address names no language, and lands on the English page.
    expect(formActionIn('en')).toBe(CONSULTATION_ENDPOINT);
  });
});

it('serves the French contact page with a fresh form token, and the French not-found page under /fr/', async () => {
  const contact = await (await fetch(`${server.url}/fr/contact`)).text();
  expect(contact).toMatch(/name="form-token" value="[^"]+"/);
  const missing = await fetch(`${server.url}/fr/nexiste-pas`);
  expect(missing.status).toBe(404);
  expect(await missing.text()).toContain('Oups! Page introuvable');
  expect(await (await fetch(`${server.url}/no-such-page`)).text()).toContain('Oops! Page not found');
});
