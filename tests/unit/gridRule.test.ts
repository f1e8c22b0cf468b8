import { describe, expect, it } from 'vitest';
import { COLUMN_THRESHOLDS_REM, columnsFor, gridLayout, MAX_COLUMNS } from '../../styles/gridRule';

/** The rows `count` items make with `columns` columns, e.g. 5 in 3 → [3, 2]. */
function rows(count: number, columns: number): number[] {
  const result: number[] = [];
  for (let left = count; left > 0; left -= columns) result.push(Math.min(columns, left));
  return result;
}

describe('the grid rule', () => {
  it('puts 2, 3 or 4 items on one row where they fit', () => {
    expect(columnsFor(2, 4)).toBe(2);
    expect(columnsFor(3, 4)).toBe(3);
    expect(columnsFor(4, 4)).toBe(4);
    expect(columnsFor(3, 3)).toBe(3);
  });

  it('balances larger grids at the widest width', () => {
    expect(rows(5, columnsFor(5, 4))).toEqual([3, 2]);
    expect(rows(6, columnsFor(6, 4))).toEqual([3, 3]);
    expect(rows(7, columnsFor(7, 4))).toEqual([4, 3]);
    expect(rows(8, columnsFor(8, 4))).toEqual([4, 4]);
    expect(rows(9, columnsFor(9, 4))).toEqual([3, 3, 3]);
    expect(rows(12, columnsFor(12, 4))).toEqual([4, 4, 4]);
  });

  it('gives 4 items 2 + 2 where only 2 or 3 columns fit', () => {
    expect(columnsFor(4, 3)).toBe(2);
    expect(columnsFor(4, 2)).toBe(2);
  });

  it('stacks 3 items rather than leave one under two', () => {
    expect(columnsFor(3, 2)).toBe(1);
  });

  it('is one column where only one fits, and for a single item', () => {
    for (let count = 1; count <= 12; count += 1) expect(columnsFor(count, 1)).toBe(1);
    expect(columnsFor(1, 4)).toBe(1);
  });

  it('never leaves an empty column: no grid has more columns than items', () => {
    for (let count = 1; count <= 24; count += 1) {
      for (let fit = 1; fit <= MAX_COLUMNS; fit += 1) {
        const columns = columnsFor(count, fit);
        expect(columns).toBeLessThanOrEqual(Math.min(count, fit));
        expect(columns).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('fills every row when 2, 3 or 4 columns divide the count', () => {
    for (let count = 2; count <= 24; count += 1) {
      const columns = columnsFor(count, MAX_COLUMNS);
      if ([2, 3, 4].some((candidate) => candidate <= count && count % candidate === 0)) {
        expect(count % columns, `${count} items`).toBe(0);
      }
    }
  });

  it('gives a layout per width where 2, 3 and 4 columns fit, each wider than the last', () => {
    expect(COLUMN_THRESHOLDS_REM.map(({ columns }) => columns)).toEqual([2, 3, 4]);
    const widths = COLUMN_THRESHOLDS_REM.map(({ minWidthRem }) => minWidthRem);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
    // The page container is 72rem wide less its 2rem of gutters: 4 columns fit there.
    expect(widths.at(-1)).toBeLessThanOrEqual(70);
    expect(gridLayout(6)).toEqual([2, 3, 3]);
    expect(gridLayout(3)).toEqual([1, 3, 3]);
  });
});
