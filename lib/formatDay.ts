import { DEFAULT_LANG, LANGUAGE_RECORDS, LANGUAGES, type Lang } from './languages';

/** Creating a formatter is slow (about a millisecond): one per language for the whole process. */
const DAY_FORMATS = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    new Intl.DateTimeFormat(LANGUAGE_RECORDS[lang].tag, { ...LANGUAGE_RECORDS[lang].dayFormat, timeZone: 'UTC' }),
  ]),
) as Record<Lang, Intl.DateTimeFormat>;

/**
 * `2026-03-12` → `March 12, 2026` (English) or `12 mars 2026` (French), the way the site writes
 * a day in the page's language, as its record says (the day itself, whatever the time zone).
 */
export function formatDay(day: string, lang: Lang = DEFAULT_LANG): string {
  return DAY_FORMATS[lang].format(new Date(`${day}T00:00:00Z`));
}
