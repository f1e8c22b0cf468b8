import { globalStyle, style } from '@vanilla-extract/css';
import { checkList, iconLink } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';
import { columns, narrowColumn } from '../mdx/Columns.css';

// The grid areas are named only on wide screens (below, an unknown area name would open new columns).
export const glance = style({
  minWidth: 0,
  '@media': { [media.wide]: { gridArea: 'glance' } },
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.rule}`,
});
export const heading = style({ fontSize: vars.fontSize.h3, margin: `0 0 ${vars.space[4]}` });
export const list = style([checkList, { margin: 0 }]);
export const lawyer = style({ alignSelf: 'start', minWidth: 0, '@media': { [media.wide]: { gridArea: 'lawyer' } } });
export const call = iconLink;
globalStyle(`${call} svg`, { color: vars.color.secondary });

// Wide screens: the narrow column gives its parts to the grid (display: contents), the reading
// order staying the order written (text, who it is for, lawyer).
globalStyle(`${columns}:has(${glance})`, {
  '@media': {
    [media.wide]: {
      gridTemplateAreas: '"text lawyer" "glance lawyer"',
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      rowGap: vars.space[8],
    },
  },
});
globalStyle(`${columns}:has(${glance}) > :first-child`, { '@media': { [media.wide]: { gridArea: 'text' } } });
globalStyle(`${columns} > ${narrowColumn}:has(${glance})`, { display: 'contents' });
// The opening text is what a visitor reads first on the page: a size up from the body.
globalStyle(`${columns}:has(${glance}) > :first-child > p`, {
  maxWidth: 'none',
  '@media': { [media.wide]: { fontSize: vars.fontSize.lead } },
});
