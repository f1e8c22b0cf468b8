/**
 * A person is never dropped as a bot for being slow: a post whose genuine token is past its
 * lifetime (a tab left open overnight) gets the form again, every value kept, with one sentence
 * asking to press Send again in the page's language; nothing is stored. Forged tokens keep
 * today's answer (the thank-you, stored nowhere).
 */
import { describe, expect, it } from 'vitest';
import { FORM_TOKEN_FIELD, FORM_TOKEN_LIFETIME_MS } from '../../consultation-request/formToken';
import { LANGUAGES, messagesIn } from '../../lib/languages';
import { createFormTokens } from '../../server/intake/formToken';
import { buildWithContactPage } from './support/contactPage';
import { serverForTest } from './support/fileServer';
import { cleanUpAfterEach, postForm, postJson, validRequest } from './support/fixtures';

const cleanups = cleanUpAfterEach();

const SECRET = 'an-expired-form-test-secret-of-40-characters';
const HOUR_MS = 3_600_000;

/** A token this server signed, issued longer ago than its lifetime. */
const expiredToken = () => createFormTokens(SECRET, 0, () => Date.now() - FORM_TOKEN_LIFETIME_MS - HOUR_MS).issue();

const start = () =>
  serverForTest(cleanups, {
    DIST_DIR: buildWithContactPage().buildDir,
    FORM_TOKEN_SECRET: SECRET,
    FORM_MIN_SECONDS: '0',
  });

const TYPED = validRequest({
  firstName: 'Zoë "Z" <b>',
  // `$`-sequences a careless String.replace would expand into the page's markup.
  lastName: '$`autofocus onfocus=alert(1) x $&',
  problemDescription: 'Line one & two\nLine <three>',
  legalServiceArea: 'family',
  urgencyLevel: 'urgent',
  bestTime: 'morning',
});

describe('a form open too long', () => {
  it.each(LANGUAGES)(
    'without JavaScript (%s): the form again, every value kept, a fresh token, one sentence; nothing stored',
    async (language) => {
      const server = await start();
      const response = await postForm(server.url, { ...TYPED, language, [FORM_TOKEN_FIELD]: expiredToken() });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const html = await response.text();
      expect(html).toContain(`<p>${messagesIn(language).failures.expired}</p>`);
      expect(html).toContain('name="firstName" value="Zoë &quot;Z&quot; &lt;b&gt;"');
      expect(html).toContain('name="lastName" value="$`autofocus onfocus=alert(1) x $&amp;"');
      expect(html).toContain('name="email" value="marguerite.okonkwo@example.org"');
      expect(html).toMatch(/name="problemDescription"[^>]*>Line one &amp; two\nLine &lt;three&gt;<\/textarea>/);
      for (const [field, value] of [
        ['legalServiceArea', 'family'],
        ['urgencyLevel', 'urgent'],
        ['bestTime', 'morning'],
      ]) {
        const select = new RegExp(`<select[^>]*name="${field}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? '';
        expect(select.match(/selected=""/g), field).toHaveLength(1);
        expect(select).toContain(`<option value="${value}" selected="">`);
      }
      const token = new RegExp(`name="${FORM_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1];
      expect(token).toMatch(/^\d{13}\./);
      expect(await server.store.count()).toBe(0);

      // Send again, from the page as served: stored.
      const again = await postForm(server.url, { ...TYPED, language, [FORM_TOKEN_FIELD]: token });
      expect(again.status).toBe(303);
      expect(await server.store.count()).toBe(1);
    },
  );

  it('with JavaScript: 409 with the reason, so the form keeps its values and asks to send again; nothing stored', async () => {
    const server = await start();
    const response = await postJson(server.url, { ...TYPED, [FORM_TOKEN_FIELD]: expiredToken() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      success: false,
      error: 'The form was open too long: send it again',
      reason: 'expired',
    });
    expect(await server.store.count()).toBe(0);
  });

  it('a forged token keeps its answer: the thank-you, stored nowhere', async () => {
    const server = await start();
    const forged = createFormTokens('x'.repeat(40), 0, () => Date.now() - FORM_TOKEN_LIFETIME_MS - HOUR_MS).issue();
    const response = await postForm(server.url, { ...TYPED, [FORM_TOKEN_FIELD]: forged });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/thank-you');
    expect(await server.store.count()).toBe(0);
  });
});
