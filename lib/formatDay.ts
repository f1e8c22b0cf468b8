/** `2026-03-12` → `March 12, 2026`, the way the site writes a day (the day itself, whatever the time zone). */
export function formatDay(day: string): string {
  return new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}
