/** The initials of a name, at most `limit`: "Reid & Tan" → "RT" (small words and marks skipped). */
export function initials(name: string, limit = 2): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part.charAt(0))
    .slice(0, limit)
    .join('');
}
