import { globalStyle, style } from '@vanilla-extract/css';
import { inlineRow, plainList, visuallyHiddenRule } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

/** French links are a fifth longer: from 60em to 72em they would wrap the row, so French keeps the menu button. */
const FRENCH_MENU = 'screen and (min-width: 60em) and (max-width: 71.99em)';

const link = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.comfortable,
  fontWeight: 600,
  textDecoration: 'none',
} as const;
const linkHover = { '&:hover': { color: vars.color.link, textDecoration: 'underline' } } as const;
/** The phone and search links beside the consultation button. */
const actionLink = { ...link, color: vars.color.brandDark, selectors: linkHover } as const;

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { print: { position: 'static', borderBottom: 'none' } },
});
// One row at every width; a longer firm name may still wrap the actions rather than run off screen.
export const inner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: `${vars.space[2]} ${vars.space[3]}`,
  minHeight: vars.space[14],
  paddingBlock: vars.space[1],
  // Between 60em and 75em the row is full: the name, the links and the actions stand closer.
  '@media': {
    [media.wide]: { minHeight: vars.space[16] },
    [`${media.wide} and (max-width: 74.99em)`]: { columnGap: vars.space[2] },
  },
});
export const wordmark = style({ marginRight: 'auto' });

// Where the menu button stands in for them; on paper only the firm's name is left (the footer prints its contact details).
const hiddenForMenu = {
  [media.narrow]: { display: 'none' },
  [FRENCH_MENU]: { selectors: { '&:lang(fr)': { display: 'none' } } },
  print: { display: 'none' },
} as const;
export const wideNav = style({ '@media': hiddenForMenu });

export const wideList = style([plainList, { display: 'flex', alignItems: 'center', gap: 0, margin: 0 }]);
export const navLink = style({
  ...link,
  position: 'relative',
  // Tighter where the row is shortest, so the links, the name and the button keep one row from 60em.
  paddingInline: '6px',
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: { ...linkHover, '&[aria-current]': { color: vars.color.brandDark } },
  '@media': { [media.roomy]: { paddingInline: vars.space[2] } },
});
// The current page (or section) has a bar under its link: a shape, not a colour alone.
globalStyle(`${wideList} ${navLink}[aria-current]::after`, {
  content: '""',
  position: 'absolute',
  left: '6px',
  right: '6px',
  bottom: vars.space[1],
  height: '3px',
  borderRadius: '2px',
  background: vars.color.accent,
});

// Anchored under "What We Do" where the browser can (CSS anchor positioning), else centred, still on screen.
export const hasMenu = style({ position: 'relative', display: 'flex', alignItems: 'center', anchorName: '--services' });
export const servicesToggle = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.space[6],
  height: vars.target.comfortable,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'none',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceAlt } },
});
export const servicesPanel = style({
  zIndex: vars.zIndex.menu,
  inset: 'auto',
  top: vars.space[24],
  left: '50%',
  translate: '-50% 0',
  width: 'max-content',
  minWidth: '16rem',
  maxWidth: 'min(24rem, calc(100vw - 2rem))',
  margin: 0,
  padding: vars.space[2],
  color: vars.color.text,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  '@supports': {
    '(anchor-name: --a)': {
      positionAnchor: '--services',
      top: 'anchor(bottom)',
      left: 'anchor(left)',
      translate: 'none',
      // Where the menu would run off the right edge, it opens leftwards instead.
      positionTryFallbacks: 'flip-inline',
    },
  },
});
globalStyle(`${hasMenu}:has(${servicesPanel}:popover-open) ${servicesToggle} svg`, { transform: 'rotate(180deg)' });
// A mouse pointer resting on "What We Do" shows the menu without a click; keyboard and touch
// users open it with the toggle. Shown this way it is not in the top layer, but anchored the same.
globalStyle(`${hasMenu}:hover ${servicesPanel}`, { '@media': { [media.hover]: { display: 'block' } } });
export const servicesList = style([plainList, { margin: 0 }]);
const serviceLink = {
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.target.comfortable,
  paddingInline: vars.space[3],
  color: vars.color.text,
} as const;
globalStyle(`${servicesList} a`, { ...serviceLink, textDecoration: 'none', borderRadius: vars.radius.small });
globalStyle(`${servicesList} a:hover`, { ...linkHover['&:hover'], background: vars.color.surfaceAlt });
globalStyle(`${servicesList} a[aria-current="page"]`, {
  background: vars.color.surfaceAlt,
  color: vars.color.brandDark,
  fontWeight: 600,
  boxShadow: `inset 3px 0 0 ${vars.color.accent}`,
});

// The phone only where there is room for it (the top strip gives it on every screen).
export const wideActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
  '@media': { ...hiddenForMenu, [media.belowRoomy]: { gap: vars.space[2] } },
});
export const phoneLink = style({ ...actionLink, gap: vars.space[1], whiteSpace: 'nowrap' });
globalStyle(`${wideActions} ${phoneLink}`, { '@media': { [media.belowRoomy]: { display: 'none' } } });
// French links are a fifth longer: the row has no room for the number, which the top strip shows.
globalStyle(`${wideActions} ${phoneLink}:lang(fr)`, { display: 'none' });
globalStyle(`${phoneLink} svg`, { flexShrink: 0, color: vars.color.accent });
// 32 px wide in the full row: above the 24 px a target needs, and 44 px tall as every control here.
export const searchLink = style({
  ...actionLink,
  justifyContent: 'center',
  gap: vars.space[2],
  minWidth: vars.target.comfortable,
});
export const searchLabel = style({});
globalStyle(`${wideActions} ${searchLink}`, { minWidth: '32px' });
globalStyle(`${wideActions} ${searchLabel}`, visuallyHiddenRule);
export const consultButton = style({
  ...link,
  justifyContent: 'center',
  paddingInline: vars.space[4],
  '@media': { [media.belowRoomy]: { paddingInline: vars.space[3] } },
  border: '2px solid transparent',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  textAlign: 'center',
  whiteSpace: 'nowrap',
  selectors: { '&:hover': { background: vars.color.brandDark, textDecoration: 'underline' } },
});

const toggleBase = {
  ...inlineRow,
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.brandDark,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} as const;
export const narrowToggle = style({
  ...toggleBase,
  '@media': {
    [media.wide]: { display: 'none' },
    [FRENCH_MENU]: { selectors: { '&:lang(fr)': { display: toggleBase.display } } },
    print: { display: 'none' },
  },
});
export const closeButton = style(toggleBase);

export const narrowPanel = style({
  inset: '0 0 auto 0',
  width: '100%',
  maxWidth: 'none',
  maxHeight: '100dvh',
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]} ${vars.space[6]}`,
  overflowY: 'auto',
  color: vars.color.text,
  background: vars.color.surface,
  border: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  selectors: { '&::backdrop': { background: 'rgb(18 38 63 / 0.45)' } },
});
export const narrowPanelTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  minHeight: vars.space[12],
  marginBottom: vars.space[2],
});
export const narrowList = style([plainList, { margin: 0 }]);
globalStyle(`${narrowList} > li`, { borderBottom: `1px solid ${vars.color.surfaceAlt}` });
globalStyle(`${narrowList} > li > a`, { display: 'flex', paddingInline: vars.space[3] });
export const narrowServices = style([plainList, { margin: `0 0 ${vars.space[2]}`, paddingLeft: vars.space[4] }]);
globalStyle(`${narrowServices} a`, serviceLink);
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
