import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// The list on the left, the index of areas and authors on the right: the page uses its width.
export const layout = style({
  display: 'grid',
  gap: vars.space[12],
  paddingBlock: vars.space.band,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', gap: vars.space[16] } },
});
export const list = style({ minWidth: 0 });
