import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[8], margin: `${vars.space[6]} 0` });
// The number is shown above its label, though the label comes first for screen readers.
export const stat = style({ display: 'flex', flexDirection: 'column-reverse' });
export const value = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h1,
  fontWeight: 600,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
});
export const label = style({ color: vars.color.textMuted });
