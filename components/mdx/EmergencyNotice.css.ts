import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const notice = style({
  marginBlock: vars.space[6],
  padding: vars.space[4],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `${vars.space[1]} solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
});
globalStyle(`${notice} p`, { margin: 0 });
