const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** `365d`, `12h`, `2w` → milliseconds; undefined for anything else. */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)([hdw])$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}
