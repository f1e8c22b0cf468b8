import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Hidden on paper. Where wide enough, the heading stands left of the list, so one or two guides
// do not leave the right of the page empty.
export const related = style({ containerType: 'inline-size', '@media': { print: { display: 'none' } } });
export const layout = style({
  display: 'grid',
  gap: `${vars.space[4]} ${vars.space[12]}`,
  alignItems: 'start',
  '@container': { '(min-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
});
export const intro = style({ display: 'grid', gap: vars.space[3], alignContent: 'start' });
export const heading = style({ margin: 0 });
export const all = style({ margin: 0, fontWeight: 600 });
