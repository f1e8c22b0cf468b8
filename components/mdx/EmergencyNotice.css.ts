import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Compact on purpose: it stands between the heading and the form's first field, which a phone
// must still show in its first screen.
export const notice = style({
  marginBlock: vars.space[4],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  background: vars.color.surfaceAlt,
  borderLeft: `${vars.space[1]} solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  lineHeight: 1.5,
});
globalStyle(`${notice} p`, { margin: 0 });
