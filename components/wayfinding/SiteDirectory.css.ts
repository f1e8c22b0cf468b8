import { style } from '@vanilla-extract/css';
import { arrowLinks, eyebrow } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

// The heading across the top; the practice areas (two columns of links) and the pages side by side.
export const layout = style({
  display: 'grid',
  gap: `${vars.space[6]} ${vars.space[12]}`,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const heading = style({ gridColumn: '1 / -1', margin: 0 });
export const group = style({ paddingTop: vars.space[4], borderTop: `1px solid ${vars.color.rule}` });
export const groupHeading = style([eyebrow, { marginBottom: vars.space[3] }]);
export const areas = style([
  arrowLinks,
  { display: 'grid', columnGap: vars.space[8], '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } },
]);
export const pages = arrowLinks;
