import { globalStyle, style } from '@vanilla-extract/css';
import { eyebrow } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

// A pale teal card: the one place a page shows a person, set apart from the text beside it.
export const card = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  padding: vars.space[6],
  borderRadius: vars.radius.medium,
  background: vars.color.secondaryTint,
  borderTop: `3px solid ${vars.color.secondary}`,
  // On paper: the name, role and licence in a few lines, no panel.
  '@media': { print: { gap: '2pt', padding: 0, borderTop: 'none' } },
});
export const label = style([eyebrow]);
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space[4] });
export const name = style({ margin: `0 0 ${vars.space[1]}`, fontSize: vars.fontSize.h3 });
globalStyle(`${name} a`, { color: vars.color.brandDark, textDecorationColor: vars.color.rule });
globalStyle(`${name} a:hover`, { textDecorationColor: 'currentColor' });
export const role = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});
export const licence = style({
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.rule}`,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
});
export const actions = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start' });
globalStyle(`${actions} > *`, { margin: 0 });
