import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

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
  gap: `${vars.space[1]} ${vars.space[6]}`,
  paddingBlock: vars.space[2],
});
export const region = style({ margin: 0 });
export const contacts = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space[1]} ${vars.space[4]}`,
    margin: 0,
  },
]);
globalStyle(`${contacts} a`, { color: vars.color.onBrand });
