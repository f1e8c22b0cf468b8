/** The site's languages: English at the root, French under `/fr/` from `content/fr/` (docs/decisions/0024). */
export const LANGUAGES = ['en', 'fr'] as const;
export type Lang = (typeof LANGUAGES)[number];

/** The site's first language: every page has it; the others translate it page by page. */
export const DEFAULT_LANG: Lang = 'en';

/** The language tags of `<html lang>`, `hreflang` and Open Graph's locale: Canadian English and French. */
export const LANGUAGE_TAGS: Record<Lang, { html: string; locale: string }> = {
  en: { html: 'en-CA', locale: 'en_CA' },
  fr: { html: 'fr-CA', locale: 'fr_CA' },
};

/** The languages that translate the default one, each from its own folder (`content/fr/`). */
export const TRANSLATED_LANGUAGES: readonly Lang[] = LANGUAGES.filter((lang) => lang !== DEFAULT_LANG);

/** The site's language of a language tag (`<html lang="fr-CA">`); the default for any other. */
export function languageOfTag(tag: string): Lang {
  return LANGUAGES.find((lang) => tag === lang || tag.startsWith(`${lang}-`)) ?? DEFAULT_LANG;
}

export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français' };

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
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
