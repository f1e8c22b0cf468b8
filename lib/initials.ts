/**
 * The initials of a name, as a monogram shows them: the first letter of each capitalised word,
 * at most `limit`. "Lakeshore Law" → "LL", "Alexandra Reid" → "AR"; small words ("of", "and") and
 * marks ("&") are skipped, so a firm called "Reid & Tan" is "RT".
 */
export function initials(name: string, limit = 2): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{Lu}/u.test(part))
    .map((part) => part.charAt(0))
    .slice(0, limit)
    .join('');
}
