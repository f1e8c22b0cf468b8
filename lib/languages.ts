/**
 * The site's languages, one record each, as Starlight keeps its `locales` (docs/decisions/0031): the tag of
 * `<html lang>`, `hreflang` and its days; Open Graph's locale; its name in itself (the language switch) and in
 * English (mail, editor, checker); its folder of `content/` and address prefix (none for the first language);
 * its days' `Intl` options; whether it writes French's spaces, phones and suites; its words. Every file asks it.
 */
import { en, type Messages } from '../messages/en';
import { fr } from '../messages/fr';

export type { Messages };

export const LANGUAGE_RECORDS = {
  en: {
    tag: 'en-CA',
    locale: 'en_CA',
    name: 'English',
    nameInEnglish: 'English',
    folder: '',
    prefix: '',
    dayFormat: { dateStyle: 'long' },
    writesFrench: false,
    messages: en,
  },
  fr: {
    tag: 'fr-CA',
    locale: 'fr_CA',
    name: 'Français',
    nameInEnglish: 'French',
    folder: 'fr',
    prefix: '/fr',
    dayFormat: { dateStyle: 'long' },
    writesFrench: true,
    messages: fr,
  },
} as const;

export type Lang = keyof typeof LANGUAGE_RECORDS;
export const LANGUAGES = /* @__PURE__ */ Object.keys(LANGUAGE_RECORDS) as Lang[];

/** The site's first language: every page has it; the others translate it page by page. */
export const DEFAULT_LANG: Lang = 'en';

/** The languages that translate the default one, each from its own folder (`content/fr/`). */
export const TRANSLATED_LANGUAGES: readonly Lang[] = /* @__PURE__ */ LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);

/** The translated language whose folder of `content/` is `folder` (`fr`), if any. */
export const languageOfFolder = (folder: string) =>
  TRANSLATED_LANGUAGES.find((lang) => LANGUAGE_RECORDS[lang].folder === folder);

/** The messages of a language of the site; the default language's for any other. */
export function messagesIn(lang: string | undefined): Messages {
  return LANGUAGE_RECORDS[isLang(lang) ? lang : DEFAULT_LANG].messages;
}

/** The site's language of a language tag (`<html lang="fr-CA">`); the default for any other. */
export function languageOfTag(tag: string): Lang {
  return LANGUAGES.find((lang) => tag === lang || tag.startsWith(`${lang}-`)) ?? DEFAULT_LANG;
}

/** The home address of a language: `/fr`, the root for the default language. */
export function languageRoot(lang: Lang): string {
  return LANGUAGE_RECORDS[lang].prefix || '/';
}

export function isLanguageRoot(urlPath: string): boolean {
  return LANGUAGES.some((lang) => languageRoot(lang) === urlPath);
}

/** True when `urlPath` is inside the address space of `lang` (`/fr` and `/fr/…` for French). */
export function isUnderLanguageRoot(urlPath: string, lang: Lang): boolean {
  const { prefix } = LANGUAGE_RECORDS[lang];
  return prefix ? urlPath === prefix || urlPath.startsWith(`${prefix}/`) : languageOfPath(urlPath) === lang;
}

/** The language of an address, from its first segment: `/fr/contact` is French, `/contact` English. */
export function languageOfPath(urlPath: string): Lang {
  return TRANSLATED_LANGUAGES.find((lang) => isUnderLanguageRoot(urlPath, lang)) ?? DEFAULT_LANG;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_RECORDS, value);
}
