import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space[6], paddingBlock: vars.space[12] });
export const text = style({ maxWidth: vars.width.prose });
globalStyle(`${text} > :first-child`, { marginTop: 0 });
export const areas = style({ margin: 0 });
export const notice = style({
  margin: 0,
  maxWidth: vars.width.prose,
  paddingInlineStart: vars.space[4],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
