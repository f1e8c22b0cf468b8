import { globalStyle, style } from '@vanilla-extract/css';
import { surfaceCard } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

/**
 * The site's one card: <Card>, the practice-area cards (home and What We Do) and the contact
 * cards all use these classes. A column, so a card's last line (a button) can sit at its foot.
 */
export const card = style([surfaceCard, { display: 'flex', flexDirection: 'column' }]);
export const title = style({
  fontSize: vars.fontSize.h3,
  color: vars.color.brandDark,
  margin: `0 0 ${vars.space[3]}`,
});
/** The card's text under its title. */
export const body = style({});
globalStyle(`${card} > :last-child, ${body} > :last-child`, { marginBottom: 0 });
