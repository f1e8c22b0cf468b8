/**
 * The site's one rule for grids of cards: how many columns a grid of `count` items gets, for
 * each width its container can have. Read by styles/grid.css.ts (the styles) and by every grid
 * component (which counts its items).
 *
 * The rule:
 * - A column is never narrower than `MIN_ITEM_REM`, so a container fits 1 to `MAX_COLUMNS`
 *   columns (the thresholds are in `COLUMN_THRESHOLDS_REM`).
 * - Items that fit on one row take one row: 2 → 2, 3 → 3, 4 → 4. No empty column, ever.
 * - Otherwise the rows balance: of the column counts that fit (2 or more), the one whose last
 *   row is fullest wins, the larger count on a tie: 6 → 3 + 3, 8 → 4 + 4, 9 → 3 + 3 + 3,
 *   5 → 3 + 2, 7 → 4 + 3, and 4 → 2 + 2 where only 2 or 3 columns fit.
 * - A row that stays short starts at the left edge, under the rows above it.
 * - Three items where only two columns fit stack in one column instead of 2 + 1.
 */

/** The narrowest a card may get, in rem. */
export const MIN_ITEM_REM = 14;
/** The space between cards, in rem: the theme's `space[6]` (24 px). */
export const GAP_REM = 1.5;
/** No grid has more columns than this. */
export const MAX_COLUMNS = 4;

/** The container width (rem) from which `n` columns fit, for n = 2 … MAX_COLUMNS. */
export const COLUMN_THRESHOLDS_REM: ReadonlyArray<{ columns: number; minWidthRem: number }> = Array.from(
  { length: MAX_COLUMNS - 1 },
  (_, index) => {
    const columns = index + 2;
    return { columns, minWidthRem: columns * MIN_ITEM_REM + (columns - 1) * GAP_REM };
  },
);

/** How full the last row is with `columns` columns: 1 when every row is full. */
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
