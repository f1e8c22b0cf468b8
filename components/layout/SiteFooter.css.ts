import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, smallTargetRule } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const footer = style({
  background: vars.color.brandDark,
  color: vars.color.onBrandMuted,
  paddingTop: vars.space[12],
  marginTop: 0,
  // On paper: the firm's name and contact details, once, in a compact block under the content.
  '@media': { print: { paddingTop: '8pt', borderTop: `1px solid ${vars.color.ink}`, breakInside: 'avoid' } },
});
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
globalStyle(`${footer} a`, { color: vars.color.onBrand });
globalStyle(`${footer} :focus-visible`, { outlineColor: vars.color.accentOnDark, boxShadow: 'none' });
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(15rem, 100%), 1fr))',
  gap: vars.space[8],
  '@media': { print: { display: 'flex', flexWrap: 'wrap', gap: '4pt 24pt' } },
});
globalStyle(`${columns} h2`, { '@media': { print: { fontSize: '11pt', margin: '0 0 4pt' } } });
globalStyle(`${columns} li`, { '@media': { print: { marginBottom: '2pt' } } });
export const mark = style({ display: 'block', marginBottom: vars.space[4], '@media': { print: { display: 'none' } } });
export const firmName = style({ color: vars.color.onBrand, fontSize: vars.fontSize.h3 });
export const heading = style({ color: vars.color.onBrand, fontSize: vars.fontSize.lead });
export const list = style([plainList]);
globalStyle(`${list} li`, { marginBottom: vars.space[1] });
export const address = style({ fontStyle: 'normal' });
export const line = style({ display: 'block' });
// Every link of the footer is a 24 px target at least, also in the rows of short links (WCAG 2.5.8).
globalStyle(`${footer} li > a`, { ...smallTargetRule, overflowWrap: 'anywhere' });
export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginTop: vars.space[8],
  paddingBlock: vars.space[6],
  borderTop: `1px solid ${vars.color.dividerOnDark}`,
  fontSize: vars.fontSize.small,
  '@media': { print: { marginTop: '4pt', paddingBlock: '4pt 0', borderTop: 'none' } },
});
globalStyle(`${bottom} p`, { margin: 0 });
export const inlineList = style([
  plainList,
  { display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space[4]}`, margin: 0 },
]);
