/**
 * The site's one rule for grids of cards, at each width their container can have: items that fit
 * on one row take one row (no empty column); otherwise the column count whose last row is fullest
 * wins, the larger on a tie (6 → 3 + 3, 5 → 3 + 2, 7 → 4 + 3); three where two fit stack in one.
 */

export const MIN_ITEM_REM = 14;
/** The space between cards, in rem: the theme's `space[6]` (24 px). */
export const GAP_REM = 1.5;
export const MAX_COLUMNS = 4;

/** The container width (rem) from which `n` columns fit, for n = 2 … MAX_COLUMNS. */
export const COLUMN_THRESHOLDS_REM: ReadonlyArray<{ columns: number; minWidthRem: number }> = Array.from(
  { length: MAX_COLUMNS - 1 },
  (_, index) => {
    const columns = index + 2;
    return { columns, minWidthRem: columns * MIN_ITEM_REM + (columns - 1) * GAP_REM };
  },
);

function lastRowFill(count: number, columns: number): number {
  const rest = count % columns;
  return rest === 0 ? 1 : rest / columns;
}

/** The number of columns for `count` items in a container that fits at most `fit` columns. */
export function columnsFor(count: number, fit: number): number {
  const limit = Math.min(Math.max(1, Math.floor(fit)), MAX_COLUMNS);
  if (count <= 1 || limit === 1) return 1;
  if (count <= limit) return count;
  if (count === 3) return 1; // 2 + 1 would leave one card alone under two
  let best = 2;
  for (let columns = 3; columns <= limit; columns += 1) {
    if (lastRowFill(count, columns) >= lastRowFill(count, best)) best = columns;
  }
  return best;
}

/** The columns for `count` items at each width that fits 2 … MAX_COLUMNS columns (below, one). */
export function gridLayout(count: number): number[] {
  return COLUMN_THRESHOLDS_REM.map(({ columns }) => columnsFor(count, columns));
}
