/** Which languages the site has is written once (lib/languages.ts); everything else follows it. */
import { expect, it } from 'vitest';
import { formFieldsIn } from '../../consultation-request/formFields';
import {
  LANGUAGE_RECORDS,
  LANGUAGES,
  languageOfFolder,
  languageOfTag,
  messagesIn,
  TRANSLATED_LANGUAGES,
} from '../../lib/languages';

it('has words for every language, and the form in each, and reads each back from its page tag and its folder', () => {
  expect(TRANSLATED_LANGUAGES).toEqual(LANGUAGES.filter((lang) => lang !== 'en'));
  for (const lang of LANGUAGES) {
    expect(messagesIn(lang)).toBe(LANGUAGE_RECORDS[lang].messages);
    expect(formFieldsIn(lang).map((field) => field.label)).toContain(messagesIn(lang).fields.firstName.label);
    expect(languageOfTag(LANGUAGE_RECORDS[lang].tag)).toBe(lang);
  }
  for (const lang of TRANSLATED_LANGUAGES) expect(languageOfFolder(LANGUAGE_RECORDS[lang].folder)).toBe(lang);
  // Any other tag, or a name of an object's own properties, is the default language.
  expect(messagesIn('constructor')).toBe(LANGUAGE_RECORDS.en.messages);
  expect(languageOfTag('de-CH')).toBe('en');
});
