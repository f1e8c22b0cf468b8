/** Which languages the site has is written once (lib/languages.ts); everything else follows it. */
import { expect, it } from 'vitest';
import { formFieldsIn } from '../../consultation-request/formFields';
import { LANGUAGE_RECORDS, LANGUAGES, languageOfTag, TRANSLATED_LANGUAGES } from '../../lib/languages';
import { MESSAGES, messagesIn } from '../../messages';

it('has words for every language, and the form in each, and reads each back from its page tag', () => {
  expect(Object.keys(MESSAGES).sort()).toEqual([...LANGUAGES].sort());
  expect(TRANSLATED_LANGUAGES).toEqual(LANGUAGES.filter((lang) => lang !== 'en'));
  for (const lang of LANGUAGES) {
    expect(formFieldsIn(lang).map((field) => field.label)).toContain(messagesIn(lang).fields.firstName.label);
    expect(languageOfTag(LANGUAGE_RECORDS[lang].tag)).toBe(lang);
  }
  // Any other tag, or a name of an object's own properties, is the default language.
  expect(messagesIn('constructor')).toBe(MESSAGES.en);
  expect(languageOfTag('de-CH')).toBe('en');
});
