import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  background: vars.color.brand,
  color: vars.color.onBrand,
  paddingBlock: vars.space[16],
});
export const image = style({
  position: 'absolute',
  inset: 0,
  zIndex: vars.zIndex.behind,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  opacity: 0.35,
});
export const content = style({ maxWidth: vars.width.content });
export const heading = style({ color: vars.color.onBrand, maxWidth: '22ch' });
export const text = style({ fontSize: vars.fontSize.lead, maxWidth: vars.width.prose, color: vars.color.onBrand });
globalStyle(`${text} p:last-child`, { marginBottom: 0 });
globalStyle(`${hero} a:not([class])`, { color: vars.color.onBrand });
globalStyle(`${hero} :focus-visible`, { outlineColor: vars.color.accentOnDark, boxShadow: 'none' });
