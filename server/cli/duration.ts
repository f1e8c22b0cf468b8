const UNIT_MS = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 } as const;

/** The longest duration taken: a century, as RETENTION_DAYS. Longer reaches before any date a clock can give. */
const MAX_DURATION_MS = 36_500 * UNIT_MS.d;

/** `365d`, `12h`, `2w` → milliseconds; undefined for anything else, `too-long` past a century. */
export function parseDuration(text: string): number | 'too-long' | undefined {
  const match = /^(\d+)([hdw])$/.exec(text);
  if (!match) return undefined;
  const ms = Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
  return ms <= MAX_DURATION_MS ? ms : 'too-long';
}
