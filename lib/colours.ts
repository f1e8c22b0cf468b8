/**
 * The site's colours, read by the stylesheet's tokens and by what the build draws (a plain module:
 * vanilla-extract's tokens are CSS variable references). Text colours pass WCAG AA on their grounds.
 */
export const COLOURS = {
  brand: '#1d3a5f', // deep navy
  brandDark: '#12263f',
  accent: '#8a5a00', // bronze, 5.6:1 on white
  accentOnDark: '#f2c46d',
  accentHover: '#f6d593', // the primary button on hover, under brandDark text (10.8:1)
  /** The lake teal of the mark, for rules, numerals and lesser links (7.2:1 on white, 6.4:1 on surfaceAlt). */
  secondary: '#22615c',
  secondaryOnDark: '#a8dcd2', // 7.6:1 on brand
  /** A pale wash of the second accent, behind the practice-area lawyer card and the guide's contents. */
  secondaryTint: '#e8f1ee',
  text: '#1c2330',
  textMuted: '#4a5566', // 7.4:1 on white
  onBrand: '#ffffff',
  onBrandMuted: '#d6deea', // 9:1 on brand
  surface: '#ffffff',
  /** Warm paper, not a cool grey: the tinted bands and the heroes. */
  surfaceAlt: '#f6f2ea',
  /** The hairlines on paper: dividers between items, in place of boxes round them. */
  rule: '#e2d9c8',
  border: '#c9d1dc',
  focus: '#b35c00',
  link: '#1d4f91',
  danger: '#9b1c1c', // errors and destructive actions: 8.2:1 on white, 7.5:1 on surfaceAlt
  /** Thin rules on the dark footer. */
  dividerOnDark: 'rgb(255 255 255 / 0.2)',
  /** Print: black text and grey rules on white paper. */
  ink: '#000000',
  printRule: '#999999',
} as const;
