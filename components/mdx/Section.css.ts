import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const heading = style({ marginBottom: vars.space[4] });
export const intro = style({ fontSize: vars.fontSize.lead, color: vars.color.textMuted, maxWidth: vars.width.prose });
export const body = style({});
// Running text keeps a readable line length; card grids and other components use the full width.
globalStyle(`${body} > p, ${body} > ul:not([class]), ${body} > ol:not([class])`, { maxWidth: vars.width.prose });

// A numbered list written straight in a band is a sequence of steps ("What happens next"): side by
// side on a wide screen, each under a large numeral, the first sentence (in bold) as its title.
globalStyle(`${body} > ol:not([class])`, {
  display: 'grid',
  gap: `${vars.space[8]} ${vars.space[10]}`,
  maxWidth: 'none',
  margin: `${vars.space[6]} 0 0`,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
  '@media': { [media.wide]: { gridTemplateColumns: 'repeat(auto-fit, minmax(0, 1fr))' } },
});
// On a tablet, an even number of steps goes two to a row rather than one tall column (an odd one stays stacked: no orphan).
globalStyle(`${body} > ol:not([class]):not(:has(> li:last-child:nth-child(odd)))`, {
  '@media': { [media.tabletOnly]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
// Below a wide screen the numeral stands in a column of its own beside the title and the text,
// rather than on a line of its own above them (a phone's page stays short).
globalStyle(`${body} > ol:not([class]) > li`, {
  counterIncrement: 'step',
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.rule}`,
  '@media': { [media.narrow]: { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: vars.space[4] } },
});
globalStyle(`${body} > ol:not([class]) > li::before`, {
  content: 'counter(step)',
  display: 'block',
  marginBottom: vars.space[2],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h1,
  lineHeight: 1,
  color: vars.color.secondary,
  '@media': { [media.narrow]: { gridRow: 'span 2', minWidth: '1.5ch' } },
});
globalStyle(`${body} > ol:not([class]) > li > strong:first-child`, {
  display: 'block',
  marginBottom: vars.space[2],
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  color: vars.color.brandDark,
});
