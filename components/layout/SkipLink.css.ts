import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: vars.space[2],
  zIndex: vars.zIndex.skipLink,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.surface,
  color: vars.color.link,
  fontWeight: 600,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
  '@media': { print: { display: 'none' } },
});
