import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space[6],
  marginBlock: vars.space[6],
});
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
export const title = style({ fontSize: vars.fontSize.h3, marginBottom: vars.space[3] });
globalStyle(`${card} > :last-child`, { marginBottom: 0 });
globalStyle(`${card} ul`, { paddingLeft: vars.space[6] });
