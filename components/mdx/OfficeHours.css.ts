import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const block = style({
  maxWidth: '28rem',
  marginBlock: vars.space[6],
  paddingTop: vars.space[4],
  borderTop: `3px solid ${vars.color.secondary}`,
});
globalStyle(`${block} h3`, { display: 'flex', alignItems: 'center', gap: vars.space[2], fontSize: vars.fontSize.body });
globalStyle(`${block} svg`, { color: vars.color.secondary });
