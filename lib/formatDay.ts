/** Creating the formatter is slow (about a millisecond): one for the whole process. */
const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** `2026-03-12` → `March 12, 2026`, the way the site writes a day (the day itself, whatever the time zone). */
export function formatDay(day: string): string {
  return DAY_FORMAT.format(new Date(`${day}T00:00:00Z`));
}
