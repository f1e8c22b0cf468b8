/**
 * The site's languages, one record each (docs/decisions/0024): the tag of `<html lang>`, `hreflang` and
 * its dates; Open Graph's locale; its name in itself (the language switch) and in English (the firm's
 * mail); the folder of `content/` it is read from and the address it lives under (both the code, but
 * for the first language: the root); whether it writes French's spaces, phone numbers and suites.
 * Its words are `messages/<code>.ts`. Every other file asks this record.
 */
export const LANGUAGE_RECORDS = {
  en: { tag: 'en-CA', locale: 'en_CA', name: 'English', nameInEnglish: 'English', writesFrench: false },
  fr: { tag: 'fr-CA', locale: 'fr_CA', name: 'Français', nameInEnglish: 'French', writesFrench: true },
} as const;

export type Lang = keyof typeof LANGUAGE_RECORDS;
export const LANGUAGES = Object.keys(LANGUAGE_RECORDS) as Lang[];

/** The site's first language: every page has it; the others translate it page by page. */
export const DEFAULT_LANG: Lang = 'en';

/** The languages that translate the default one, each from its own folder (`content/fr/`). */
export const TRANSLATED_LANGUAGES: readonly Lang[] = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);

/** The site's language of a language tag (`<html lang="fr-CA">`); the default for any other. */
export function languageOfTag(tag: string): Lang {
  return LANGUAGES.find((lang) => tag === lang || tag.startsWith(`${lang}-`)) ?? DEFAULT_LANG;
}

/** The address every page of a translated language lives under: `/fr`. The default language has none. */
export function languageRoot(lang: Lang): string {
  return lang === DEFAULT_LANG ? '/' : `/${lang}`;
}

export function isLanguageRoot(urlPath: string): boolean {
  return LANGUAGES.some((lang) => languageRoot(lang) === urlPath);
}

/** True when `urlPath` is inside the address space of `lang` (`/fr` and `/fr/…` for French). */
export function isUnderLanguageRoot(urlPath: string, lang: Lang): boolean {
  if (lang === DEFAULT_LANG) return languageOfPath(urlPath) === DEFAULT_LANG;
  const root = languageRoot(lang);
  return urlPath === root || urlPath.startsWith(`${root}/`);
}

/** The language of an address, from its first segment: `/fr/contact` is French, `/contact` English. */
export function languageOfPath(urlPath: string): Lang {
  return LANGUAGES.find((lang) => lang !== DEFAULT_LANG && isUnderLanguageRoot(urlPath, lang)) ?? DEFAULT_LANG;
}

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && Object.hasOwn(LANGUAGE_RECORDS, value);
}
