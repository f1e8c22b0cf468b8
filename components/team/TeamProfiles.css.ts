import { globalStyle, style } from '@vanilla-extract/css';
import { visuallyHiddenRule } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const profiles = style({ display: 'grid', marginBlock: vars.space[6] });
// One row per person, a hairline between: identity on the left, their work on the right.
export const profile = style({
  display: 'grid',
  gap: vars.space[8],
  paddingBlock: vars.space[10],
  borderTop: `1px solid ${vars.color.rule}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 } },
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)', gap: vars.space[12] } },
});
export const identity = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  justifyItems: 'start',
  // On a tablet the identity runs the full width: the portrait beside the name and the licence.
  '@media': {
    [media.tabletOnly]: { gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: vars.space[8], alignItems: 'center' },
  },
});
globalStyle(`${identity} > :first-child`, { '@media': { [media.tabletOnly]: { gridRow: 'span 3' } } });
export const nameBlock = style({});
export const name = style({ fontSize: vars.fontSize.h2, marginBottom: vars.space[2] });
export const role = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 });
export const licence = style({
  margin: 0,
  paddingBlock: vars.space[3],
  borderBlock: `1px solid ${vars.color.rule}`,
  alignSelf: 'stretch',
  fontSize: vars.fontSize.small,
});
export const email = style({ margin: 0 });
// A long address breaks rather than push the page sideways (text spacing at 320 px).
globalStyle(`${email} a`, { overflowWrap: 'anywhere' });
export const work = style({ display: 'grid', gap: vars.space[8], alignContent: 'start', minWidth: 0 });
export const tabs = style({ maxWidth: vars.width.prose });
export const tablist = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  borderBottom: `2px solid ${vars.color.rule}`,
  marginBottom: vars.space[4],
  selectors: { '&[hidden]': { display: 'none' } },
});
globalStyle(`${tablist} [role="tab"]`, {
  font: 'inherit',
  fontWeight: 600,
  minHeight: vars.target.comfortable,
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
globalStyle(`${panel} > :last-child`, { marginBottom: 0 });
export const panelHeading = style({ color: vars.color.brandDark });
// Once tabs.js runs, the tab names the panel, so the panel's own heading is only for screen readers.
globalStyle(`${tabs}[data-tabs="ready"] ${panelHeading}`, visuallyHiddenRule);
