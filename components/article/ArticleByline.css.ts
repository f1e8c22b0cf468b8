import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const byline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });
export const draft = style({
  marginInlineStart: vars.space[2],
  paddingInline: vars.space[2],
  border: `1px solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
});
