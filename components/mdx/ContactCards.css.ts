import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, surfaceCard } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const list = style([plainList]);
globalStyle(`${list} svg`, { color: vars.color.accent, marginBottom: vars.space[2] });
export const line = style({ marginBottom: vars.space[1] });
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
export const note = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const response = style({ fontWeight: 600 });
/** One compact card of three rows: the form beside it stays in the first screen. */
export const stacked = style([surfaceCard, { display: 'grid', marginBlock: 0, paddingBlock: vars.space[2] }]);
/** A row of the stacked card: the icon beside the title and its lines, not above them. */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space[3],
  paddingBlock: vars.space[3],
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});
globalStyle(`${row} > svg`, { gridRow: 'span 5', marginTop: vars.space[1] });
globalStyle(`${row} h3`, { fontSize: vars.fontSize.body, margin: `0 0 ${vars.space[1]}` });
globalStyle(`${row} p`, { margin: 0 });
