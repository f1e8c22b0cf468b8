import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const columns = style({
  display: 'grid',
  // One column on a phone, never wider than the screen, whatever its content's longest word.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[8],
  alignItems: 'start',
  '@media': {
    [media.wide]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      selectors: {
        // The narrow column takes a third, on whichever side it is written.
        '&:has(> [data-narrow]:first-child)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' },
        '&:has(> [data-narrow]:last-child)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' },
      },
    },
  },
});
export const column = style({ minWidth: 0 });
export const narrowColumn = style({ minWidth: 0 });
globalStyle(`${column} > :first-child, ${narrowColumn} > :first-child`, { marginTop: 0 });
// The headings an editor writes in running text (### in a notice) have room above them.
globalStyle(`${column} > h3:not(:first-child)`, { marginTop: vars.space[10] });
