import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});
export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.space[16],
});
export const wordmark = style({
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.fontSize.h3,
  color: vars.color.brandDark,
  textDecoration: 'none',
});

// Wide screens: a row of links; narrow screens: one "Menu" disclosure.
export const wideNav = style({ '@media': { [media.narrow]: { display: 'none' } } });
export const narrowMenu = style({ '@media': { [media.wide]: { display: 'none' } } });

export const wideList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space[2]} ${vars.space[2]}`,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&[aria-current="page"]': { color: vars.color.link, textDecoration: 'underline', textDecorationThickness: '2px' },
  },
});

export const hasMenu = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const servicesMenu = style({});
export const servicesToggle = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space[8],
  height: vars.space[8],
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceAlt },
    [`${servicesMenu}[open] > &`]: { transform: 'rotate(180deg)' },
  },
});
export const servicesPanel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.menu,
  minWidth: '18rem',
  margin: 0,
  padding: vars.space[2],
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});
globalStyle(`${servicesPanel} a`, {
  display: 'block',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
});
globalStyle(`${servicesPanel} a:hover, ${servicesPanel} a[aria-current="page"]`, {
  background: vars.color.surfaceAlt,
  color: vars.color.link,
  textDecoration: 'underline',
});
// A mouse pointer resting on "What We Do" shows the menu without a click; keyboard and touch
// users open it with the toggle. (::details-content is how a closed <details> hides its content.)
globalStyle(`${hasMenu}:hover ${servicesMenu}::details-content`, {
  '@media': { [media.hover]: { contentVisibility: 'visible' } },
});

export const narrowToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  fontWeight: 600,
  cursor: 'pointer',
  listStyle: 'none',
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});
export const narrowPanel = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: '100%',
  maxHeight: 'calc(100vh - 6rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[4]}`,
});
export const narrowList = style({ listStyle: 'none', margin: 0, padding: 0 });
globalStyle(`${narrowList} > li`, { borderBottom: `1px solid ${vars.color.surfaceAlt}` });
globalStyle(`${narrowList} > li > a`, { display: 'block', paddingBlock: vars.space[3] });
export const narrowServices = style({ listStyle: 'none', margin: `0 0 ${vars.space[2]}`, paddingLeft: vars.space[4] });
globalStyle(`${narrowServices} a`, { display: 'block', paddingBlock: vars.space[2], color: vars.color.text });
