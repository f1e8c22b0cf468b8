import { columnsAt, grid } from './grid.css';
import { gridLayout } from './gridRule';

/** The class names of a grid of `count` items (styles/gridRule.ts): the grid and its columns at each width. */
export function gridClassName(count: number): string {
  return [grid, ...gridLayout(count).map((columns, tier) => columnsAt[tier]?.[columns])]
    .filter((name): name is string => Boolean(name))
    .join(' ');
}
