import { globalStyle, style } from '@vanilla-extract/css';
import { iconLink, plainList } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const layout = style({
  display: 'grid',
  gap: `${vars.space[6]} ${vars.space[16]}`,
  alignItems: 'start',
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const heading = style({ gridColumn: '1 / -1', margin: 0 });
export const subheading = style({ marginBottom: vars.space[4] });
export const urgent = style({ paddingTop: vars.space[4], borderTop: `3px solid ${vars.color.accent}` });
export const phones = style([plainList, { display: 'grid', gap: vars.space[2], margin: `0 0 ${vars.space[4]}` }]);
globalStyle(`${phones} li`, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `0 ${vars.space[3]}` });
export const phone = style([
  iconLink,
  { fontFamily: vars.font.heading, fontSize: vars.fontSize.h3, color: vars.color.brandDark },
]);
globalStyle(`${phones} svg`, { color: vars.color.secondary });
export const phoneLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const danger = style({ margin: `${vars.space[4]} 0 0`, color: vars.color.textMuted });
export const guides = style({ paddingTop: vars.space[4], borderTop: `3px solid ${vars.color.secondary}` });
export const all = style({ margin: `${vars.space[4]} 0 0`, fontWeight: 600 });
