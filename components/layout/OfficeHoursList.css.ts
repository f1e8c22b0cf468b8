import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const hours = style({ margin: 0 });
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space[4]}`,
  marginBottom: vars.space[2],
});
globalStyle(`${row} dt`, { fontWeight: 600 });
globalStyle(`${row} dd`, { margin: 0 });
