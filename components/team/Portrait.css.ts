import { style, styleVariants } from '@vanilla-extract/css';
import { PICTURE_USES } from '../../content-pipeline/pictures';
import { vars } from '../../styles/theme.css';

/** The side of each portrait size in CSS pixels; the checker asks a portrait to be at least the largest. */
export const PIXELS = { small: 64, medium: 96, large: PICTURE_USES.portrait.shownAt } as const;

export const sizes = styleVariants(PIXELS, (pixels) => ({
  width: `${pixels}px`,
  height: `${pixels}px`,
  fontSize: `${Math.round(pixels * 0.34)}px`,
}));

const shape = { flexShrink: 0, borderRadius: vars.radius.round } as const;

export const photo = style({
  ...shape,
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  boxShadow: `0 0 0 1px ${vars.color.rule}`,
});
// Serif initials in gold on the navy, inside a fine gold ring: a deliberate monogram, not a gap.
export const monogram = style({
  ...shape,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.brand,
  boxShadow: `inset 0 0 0 0.22em ${vars.color.brand}, inset 0 0 0 calc(0.22em + 1px) ${vars.color.accentOnDark}`,
  color: vars.color.accentOnDark,
  fontFamily: vars.font.heading,
  fontWeight: 400,
  letterSpacing: '0.06em',
  lineHeight: 1,
  // Optical centre: the caps sit a little high in the serif's line box.
  paddingTop: '0.08em',
  userSelect: 'none',
  // Initials on paper say nothing the name beside them does not.
  '@media': { print: { display: 'none' } },
});
