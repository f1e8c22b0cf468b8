/** Words the fix at the end of a problem line ("write slug: /services/family-law"). */

/** The key an editor sees for a yup path: `navigation[0].href` → `href`, `aliases[1]` → `aliases`. */
export function keyOfPath(fieldPath: string): string {
  const keys = fieldPath.split(/[.[\]]+/).filter((part) => part && !/^\d+$/.test(part));
  return keys[keys.length - 1] ?? fieldPath;
}

/** `write slug: /x`, or for one entry of a list `write "/x" in aliases`. */
export function writeHint(fieldPath: string, value: string): string {
  const key = keyOfPath(fieldPath);
  return /\]$/.test(fieldPath) ? `write "${value}" in ${key}` : `write ${key}: ${value}`;
}

export function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (value === null || value === undefined) return 'nothing';
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

/** Lower-case words joined by "-": `Wills & Estates` → `wills-estates`. */
export function toWords(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The site path an editor most likely meant: `services/Family Law/` → `/services/family-law`. */
export function toSitePath(value: string): string {
  const parts = value.split('/').map(toWords).filter(Boolean);
  return `/${parts.join('/')}`;
}
