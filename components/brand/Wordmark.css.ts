import { style } from '@vanilla-extract/css';
import { iconLink } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const wordmark = style([
  iconLink,
  { color: vars.color.brandDark, textDecoration: 'none', selectors: { '&:hover': { color: vars.color.brand } } },
]);
export const mark = style({
  flexShrink: 0,
  width: vars.space[10],
  height: vars.space[10],
  '@media': {
    [media.wide]: { width: vars.space[12], height: vars.space[12] },
    print: { width: '24pt', height: '24pt' },
  },
});
// A size smaller on a phone, so the name and the menu button share one row from 320 px.
export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: '1.125rem',
  '@media': { [media.wide]: { fontSize: vars.fontSize.h3 } },
  letterSpacing: '-0.01em',
  lineHeight: vars.lineHeight.tight,
});
