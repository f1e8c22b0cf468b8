import { globalStyle, style } from '@vanilla-extract/css';
import { surfaceCard, visuallyHiddenRule } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const profiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  gap: vars.space[8],
  marginBlock: vars.space[6],
});
export const profile = style([surfaceCard]);
export const header = style({
  display: 'flex',
  gap: vars.space[4],
  alignItems: 'flex-start',
  marginBottom: vars.space[4],
});
/** The portrait and the monogram share one size, so a profile keeps its shape when a photo is added. */
const portraitSize = { width: vars.space[16], height: vars.space[16] };
const widePortraitSize = { width: vars.space[24], height: vars.space[24] };
// A deliberate monogram: serif initials in gold on the navy, inside a fine gold ring.
export const monogram = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  ...portraitSize,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  boxShadow: `inset 0 0 0 ${vars.space[1]} ${vars.color.brand}, inset 0 0 0 calc(${vars.space[1]} + 1px) ${vars.color.accentOnDark}`,
  color: vars.color.accentOnDark,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
  fontWeight: 400,
  letterSpacing: '0.06em',
  lineHeight: 1,
  // Optical centre: the caps sit a little high in the serif's line box.
  paddingTop: '0.08em',
  userSelect: 'none',
  '@media': { [media.wide]: { ...widePortraitSize, fontSize: vars.fontSize.h2 } },
});
export const photo = style({
  flexShrink: 0,
  ...portraitSize,
  borderRadius: vars.radius.round,
  objectFit: 'cover',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
  '@media': { [media.wide]: widePortraitSize },
});
export const name = style({ marginBottom: vars.space[1] });
export const role = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
export const email = style({ margin: 0 });
export const licence = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const tabs = style({});
export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBottom: `2px solid ${vars.color.border}`,
  marginBottom: vars.space[4],
  selectors: { '&[hidden]': { display: 'none' } },
});
globalStyle(`${tablist} [role="tab"]`, {
  font: 'inherit',
  fontWeight: 600,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
});
globalStyle(`${tablist} [role="tab"][aria-selected="true"]`, {
  color: vars.color.brandDark,
  borderBottomColor: vars.color.accent,
});
export const panel = style({ marginBottom: vars.space[4] });
export const panelHeading = style({ color: vars.color.brandDark });
// Once tabs.js runs, the tab names the panel, so the panel's own heading is only for screen readers.
globalStyle(`${tabs}[data-tabs="ready"] ${panelHeading}`, visuallyHiddenRule);
