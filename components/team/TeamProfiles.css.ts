import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const profiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(22rem, 100%), 1fr))',
  gap: vars.space[8],
  marginBlock: vars.space[6],
});
export const profile = style({
  padding: vars.space[6],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});
export const header = style({
  display: 'flex',
  gap: vars.space[4],
  alignItems: 'flex-start',
  marginBottom: vars.space[4],
});
export const initials = style({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: vars.space[16],
  height: vars.space[16],
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.h3,
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
globalStyle(`${tabs}[data-tabs="ready"] ${panelHeading}`, {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
