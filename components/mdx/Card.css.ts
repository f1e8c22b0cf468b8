import { globalStyle, style } from '@vanilla-extract/css';
import { onPaper } from '../../styles/onPaper';
import { vars } from '../../styles/theme.css';

/** The site's one card: a hairline and a bronze rule above, no box; a column, so a last button sits at its foot. */
export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.rule}`,
});
globalStyle(`${card}::before`, {
  content: '""',
  position: 'absolute',
  top: '-2px',
  left: 0,
  width: vars.space[8],
  height: '3px',
  background: vars.color.accent,
});
export const title = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.brandDark,
  margin: `0 0 ${vars.space[3]}`,
  textWrap: 'balance',
});
export const body = style({ color: vars.color.text });
globalStyle(`${card} > :last-child, ${body} > :last-child`, { marginBottom: 0 });

// A card stays whole on one sheet, framed by a thin rule instead of its screen background.
onPaper(`.${card}`, { padding: '8pt !important', border: `1px solid ${vars.color.printRule}`, breakInside: 'avoid' });
