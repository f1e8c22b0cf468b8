import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** On a line of its own under the licence, in the lighter link colour of secondary links. */
export const directory = style({
  display: 'block',
  marginTop: vars.space[1],
  color: vars.color.secondary,
});
