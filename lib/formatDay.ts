/** Creating a formatter is slow (about a millisecond): one per language for the whole process. */
const DAY_FORMATS = {
  en: new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }),
  fr: new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }),
} as const;

/**
 * `2026-03-12` → `March 12, 2026` (English) or `12 mars 2026` (French), the way the site writes
 * a day in the page's language (the day itself, whatever the time zone).
 */
export function formatDay(day: string, lang: keyof typeof DAY_FORMATS = 'en'): string {
  return DAY_FORMATS[lang].format(new Date(`${day}T00:00:00Z`));
}
