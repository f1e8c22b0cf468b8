import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const box = style({
  maxWidth: vars.width.prose,
  padding: vars.space[6],
  borderLeft: `4px solid ${vars.color.danger}`,
  background: vars.color.surfaceAlt,
  marginBlock: vars.space[6],
});
export const list = style({ marginBottom: 0 });
