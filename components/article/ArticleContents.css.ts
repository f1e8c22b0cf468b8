import { globalStyle, style } from '@vanilla-extract/css';
import { eyebrow, plainList, smallTargetRule } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const contents = style({
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.rule}`,
  '@media': { print: { display: 'none' } },
});
export const heading = style([eyebrow, { marginBottom: vars.space[2] }]);
// Numbered in teal, each section a 24 px target at least.
export const list = style([plainList, { margin: 0, counterReset: 'section' }]);
globalStyle(`${list} li`, { counterIncrement: 'section', display: 'flex', gap: vars.space[3] });
globalStyle(`${list} li::before`, {
  content: 'counter(section, decimal-leading-zero)',
  minWidth: '1.5em',
  paddingTop: '0.2em',
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  color: vars.color.secondary,
});
globalStyle(`${list} a`, {
  ...smallTargetRule,
  color: vars.color.brandDark,
  textDecorationColor: vars.color.rule,
});
globalStyle(`${list} a:hover`, { textDecorationColor: 'currentColor' });
