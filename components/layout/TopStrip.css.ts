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
  // The links are 44 px tall there: they make the strip's height.
  '@media': { [media.belowTablet]: { paddingBlock: 0 } },
});
// On a phone the region line is still in the page for screen readers, and shown from 30em up.
export const region = style({
  margin: 0,
  color: vars.color.onBrandMuted,
  '@media': { [media.phone]: visuallyHiddenRule },
});
export const contacts = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space[4]}`, margin: 0 }]);
// One row on a phone: the other numbers are in the footer and on the contact page.
globalStyle(`${contacts} li:nth-child(n + 2):not(:last-child)`, { '@media': { [media.phone]: { display: 'none' } } });
// 24 px tall at least with a mouse, each number a target of its own (WCAG 2.5.8).
globalStyle(`${contacts} a`, {
  ...smallTargetRule,
  color: vars.color.onBrand,
  overflowWrap: 'anywhere',
  // A finger's target (44 px) where fingers tap.
  '@media': { [media.belowTablet]: { minHeight: vars.target.comfortable } },
});
