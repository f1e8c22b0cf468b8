import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, eyebrow } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const index = style({
  display: 'grid',
  gap: vars.space[8],
  alignContent: 'start',
  '@media': { [media.wide]: { position: 'sticky', top: vars.space[24] }, print: { display: 'none' } },
});
export const group = style({ paddingTop: vars.space[4], borderTop: `3px solid ${vars.color.secondary}` });
export const heading = style([eyebrow, { marginBottom: vars.space[2] }]);
export const list = style([plainList, { margin: 0 }]);
globalStyle(`${list} li`, { borderBottom: `1px solid ${vars.color.rule}` });
globalStyle(`${list} a`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.target.comfortable,
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
});
globalStyle(`${list} a:hover`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${list} a[aria-current]`, {
  color: vars.color.link,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
  paddingInlineStart: vars.space[3],
});
export const count = style({
  minWidth: '2em',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.round,
  background: vars.color.secondaryTint,
  color: vars.color.secondary,
  fontSize: vars.fontSize.small,
  textAlign: 'center',
});
