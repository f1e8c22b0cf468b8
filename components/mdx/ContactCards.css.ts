import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const list = style([plainList]);
globalStyle(`${list} svg`, { color: vars.color.secondary, marginBottom: vars.space[2] });
export const line = style({ marginBottom: vars.space[1] });
// A long address breaks rather than push a narrow column (or a 320 px screen) sideways.
globalStyle(`${line} a`, { overflowWrap: 'anywhere' });
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
export const note = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const response = style({ fontWeight: 600 });
export const stacked = style({
  display: 'grid',
  marginBlock: 0,
  borderTop: `3px solid ${vars.color.secondary}`,
  // On a tablet the side column runs the full width: the three rows stand side by side.
  '@media': { [media.tabletOnly]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', columnGap: vars.space[6] } },
});
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  paddingBlock: vars.space[4],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.rule}` } },
  '@media': { [media.tabletOnly]: { selectors: { '& + &': { borderTop: 'none' } } } },
});
globalStyle(`${row} > svg`, { gridRow: 'span 5', marginTop: vars.space[1] });
globalStyle(`${row} h3`, { fontSize: vars.fontSize.body, margin: `0 0 ${vars.space[1]}` });
globalStyle(`${row} p`, { margin: 0 });
// Each phone and the e-mail is a target of 24 px at least.
globalStyle(`${row} a`, { display: 'inline-block', minHeight: vars.target.min, paddingBlock: '1px' });
