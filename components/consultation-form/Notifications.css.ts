import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const region = style({
  position: 'fixed',
  right: vars.space[4],
  bottom: vars.space[4],
  zIndex: vars.zIndex.skipLink,
  width: 'min(356px, calc(100vw - 2rem))', // the agreed notice width
  outline: 'none',
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '14px', // the agreed gap between notices
});
export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space[3],
  padding: vars.space[4],
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  touchAction: 'pan-y',
  userSelect: 'none',
  background: vars.color.danger,
  color: vars.color.onBrand,
});
export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const title = style({ fontWeight: 600 });
export const description = style({ fontSize: vars.fontSize.small });
export const close = style({
  flexShrink: 0,
  width: vars.space[8],
  height: vars.space[8],
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.h3,
  lineHeight: 1,
  cursor: 'pointer',
});
