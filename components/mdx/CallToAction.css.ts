import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';
import { primaryBackground, primaryHover, primaryText } from './ButtonLink.css';

// A navy panel inside the page's width: white space keeps it apart from the navy footer.
export const band = style({ paddingTop: vars.space[8], paddingBottom: vars.space.band });
export const panel = style({
  display: 'grid',
  gap: vars.space[6],
  alignItems: 'center',
  padding: `clamp(${vars.space[8]}, 1rem + 4vw, ${vars.space[16]})`,
  borderRadius: vars.radius.medium,
  borderTop: `4px solid ${vars.color.accentOnDark}`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  vars: {
    [primaryBackground]: vars.color.accentOnDark,
    [primaryText]: vars.color.brandDark,
    [primaryHover]: vars.color.accentHover,
  },
  '@media': {
    [media.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)', gap: vars.space[12] },
    print: { display: 'block', padding: 0, borderTop: 'none' },
  },
});
export const copy = style({ maxWidth: vars.width.prose });
export const heading = style({ color: vars.color.onBrand });
export const text = style({ fontSize: vars.fontSize.lead, color: vars.color.onBrandMuted });
globalStyle(`${text} > :last-child`, { marginBottom: 0 });
export const actions = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start' });
export const call = style({ margin: 0, color: vars.color.onBrandMuted });
globalStyle(`${panel} a:not([class])`, { color: vars.color.onBrand });
globalStyle(`${panel} :focus-visible`, { outlineColor: vars.color.accentOnDark, boxShadow: 'none' });
