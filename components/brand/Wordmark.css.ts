import { style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const wordmark = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[3],
  minHeight: vars.target.comfortable,
  color: vars.color.brandDark,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
});
export const mark = style({
  flexShrink: 0,
  width: vars.space[10],
  height: vars.space[10],
  '@media': { [media.wide]: { width: vars.space[12], height: vars.space[12] } },
});
export const name = style({
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.fontSize.h3,
  letterSpacing: '-0.01em',
  lineHeight: vars.lineHeight.tight,
});
