import { globalStyle, style } from '@vanilla-extract/css';
import { surfaceCard } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const confirmation = style([
  surfaceCard,
  { maxWidth: '48rem', borderLeft: `${vars.space[1]} solid ${vars.color.brand}` },
]);
export const heading = style({ marginTop: 0, marginBottom: vars.space[3], fontSize: vars.fontSize.h3 });
export const nextHeading = style({ marginBottom: vars.space[2], fontSize: vars.fontSize.body });
export const again = style({
  marginTop: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `2px solid ${vars.color.brand}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.brand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});

export const failure = style({
  marginTop: vars.space[6],
  padding: vars.space[4],
  border: `1px solid ${vars.color.danger}`,
  borderLeft: `${vars.space[1]} solid ${vars.color.danger}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});
export const failureTitle = style({ color: vars.color.danger, fontWeight: 700 });

globalStyle(`${confirmation} p, ${failure} p`, { marginBlock: vars.space[2], maxWidth: vars.width.prose });
globalStyle(`${failure} p:first-child`, { marginTop: 0 });
globalStyle(`${failure} p:last-child`, { marginBottom: 0 });
