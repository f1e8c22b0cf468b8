import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, smallTargetRule, visuallyHiddenRule } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const strip = style({
  background: vars.color.brandDark,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.small,
  // The footer prints the firm's contact details.
  '@media': { print: { display: 'none' } },
});
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: `0 ${vars.space[6]}`,
  paddingBlock: vars.space[1],
});
// On a phone the strip keeps what can be tapped (the phones and the e-mail) on one row; the
// region line is still in the page for screen readers, and shown from 30em up.
export const region = style({
  margin: 0,
  color: vars.color.onBrandMuted,
  '@media': { [media.phone]: visuallyHiddenRule },
});
export const contacts = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `0 ${vars.space[4]}`,
    margin: 0,
    '@media': { [media.phone]: { justifyContent: 'space-between', width: '100%', gap: `0 ${vars.space[2]}` } },
  },
]);
// 24 px tall at least: each number is a target of its own (WCAG 2.5.8).
globalStyle(`${contacts} a`, { ...smallTargetRule, color: vars.color.onBrand, overflowWrap: 'anywhere' });
