/** The grid rule's styles (styles/gridRule.ts): a wrapping flex row, its own size container. */
import { createContainer, createVar, globalStyle, style } from '@vanilla-extract/css';
import { plainList } from './primitives.css';
import { COLUMN_THRESHOLDS_REM } from './gridRule';
import { vars } from './theme.css';

const gridContainer = createContainer();
const columns = createVar();

export const grid = style([
  plainList,
  {
    containerName: gridContainer,
    containerType: 'inline-size',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-start',
    // Rows further apart than columns: the eye reads each row as one line of items.
    gap: `${vars.space[8]} ${vars.space[6]}`,
    marginBlock: vars.space[6],
  },
]);

// The tiny subtraction absorbs rounding, so a full row never wraps its last item.
globalStyle(`${grid} > *`, {
  vars: { [columns]: '1' },
  flex: `0 0 calc((100% - (${columns} - 1) * ${vars.space[6]}) / ${columns} - 0.1px)`,
  minWidth: 0,
});
// The last item widens to the end of its row: a short last row never leaves an empty slot or one card stranded.
globalStyle(`${grid} > :last-child`, { flexGrow: 1 });

/** `columnsAt[i][n]`: `n` columns where the container fits `COLUMN_THRESHOLDS_REM[i].columns`; wider wins. */
export const columnsAt: Array<Record<number, string>> = COLUMN_THRESHOLDS_REM.map(({ columns: fit, minWidthRem }) => {
  const classes: Record<number, string> = {};
  for (let n = 1; n <= fit; n += 1) {
    const className = style({});
    globalStyle(`${className} > *`, {
      '@container': { [`${gridContainer} (min-width: ${minWidthRem}rem)`]: { vars: { [columns]: String(n) } } },
    });
    classes[n] = className;
  }
  return classes;
});
