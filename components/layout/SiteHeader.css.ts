import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { print: { position: 'static', borderBottom: 'none' } },
});
// A firm name longer than the example's wraps the phone and button to a second row, never off screen.
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  // 12 px between the name, the links and the phone: six links, the phone and the button share one row from 1024 px.
  gap: `${vars.space[2]} ${vars.space[3]}`,
  minHeight: vars.space[16],
});
export const wordmark = style({
  marginRight: 'auto',
  fontFamily: vars.font.heading,
  fontWeight: 600,
  fontSize: vars.fontSize.h3,
  color: vars.color.brandDark,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

// Wide screens: a row of links, the phone and the button; narrow screens: one "Menu" disclosure.
// On paper only the firm's name is left (the footer prints its contact details).
export const wideNav = style({ '@media': { [media.narrow]: { display: 'none' }, print: { display: 'none' } } });
export const narrowMenu = style({ '@media': { [media.wide]: { display: 'none' }, print: { display: 'none' } } });

export const wideList = style([
  plainList,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[1],
    margin: 0,
  },
]);
export const navLink = style({
  position: 'relative',
  display: 'inline-block',
  padding: vars.space[2],
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.link, textDecoration: 'underline' },
    '&[aria-current]': { color: vars.color.brandDark },
  },
});
// The current page (or section) has a bar under its link: a shape, not a colour alone.
globalStyle(`${wideList} ${navLink}[aria-current]::after`, {
  content: '""',
  position: 'absolute',
  left: vars.space[2],
  right: vars.space[2],
  bottom: 0,
  height: '3px',
  borderRadius: '2px',
  background: vars.color.accent,
});

export const hasMenu = style({ position: 'relative', display: 'flex', alignItems: 'center' });
export const servicesMenu = style({});
export const servicesToggle = style({
  listStyle: 'none',
  display: 'grid',
  placeItems: 'center',
  width: vars.space[6],
  height: vars.space[8],
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { background: vars.color.surfaceAlt },
    [`${servicesMenu}[open] > &`]: { transform: 'rotate(180deg)' },
  },
});
// Under "What We Do", never wider than the screen: it starts well left of the header's right edge.
export const servicesPanel = style({
  listStyle: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  zIndex: vars.zIndex.menu,
  width: 'max-content',
  minWidth: '16rem',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: vars.space[2],
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
globalStyle(`${servicesPanel} a:hover`, {
  background: vars.color.surfaceAlt,
  color: vars.color.link,
  textDecoration: 'underline',
});
globalStyle(`${servicesPanel} a[aria-current="page"]`, {
  background: vars.color.surfaceAlt,
  color: vars.color.brandDark,
  fontWeight: 600,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
});
// A mouse pointer resting on "What We Do" shows the menu without a click; keyboard and touch
// users open it with the toggle. (::details-content is how a closed <details> hides its content.)
globalStyle(`${hasMenu}:hover ${servicesMenu}::details-content`, {
  '@media': { [media.hover]: { contentVisibility: 'visible' } },
});

// The phone number and the consultation button.
export const wideActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  '@media': { [media.narrow]: { display: 'none' }, print: { display: 'none' } },
});
export const phoneLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { color: vars.color.link, textDecoration: 'underline' } },
});
globalStyle(`${phoneLink} svg`, { flexShrink: 0, color: vars.color.accent });
export const consultButton = style({
  display: 'inline-block',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: '2px solid transparent',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandDark, textDecoration: 'underline' } },
});

export const narrowToggle = style({
  listStyle: 'none',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    [`${narrowMenu}[open] > &`]: { background: vars.color.surfaceAlt },
  },
});
globalStyle(`${narrowMenu}[open] > ${narrowToggle} svg`, { transform: 'rotate(180deg)' });
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
export const narrowList = style([plainList, { margin: 0 }]);
globalStyle(`${narrowList} > li`, { borderBottom: `1px solid ${vars.color.surfaceAlt}` });
globalStyle(`${narrowList} > li > a`, { display: 'block', paddingBlock: vars.space[3], paddingInline: vars.space[3] });
export const narrowServices = style({
  listStyle: 'none',
  margin: `0 0 ${vars.space[2]}`,
  paddingLeft: vars.space[4],
});
globalStyle(`${narrowServices} a`, {
  display: 'block',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  color: vars.color.text,
});
// In the narrow menu the current page (or section) has a bar at its left.
globalStyle(`${narrowList} a[aria-current]`, {
  boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
  color: vars.color.brandDark,
  fontWeight: 600,
});
export const narrowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
  paddingTop: vars.space[4],
});
