import { style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/** Centres content at the site's reading width with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.width.content,
  marginInline: 'auto',
  paddingInline: vars.space[4],
});

export const section = style({ paddingBlock: vars.space.band });
export const sectionAlt = style({ paddingBlock: vars.space.band, background: vars.color.surfaceAlt });
