/**
 * The site's colours, in one place: the stylesheet's tokens (styles/theme.css.ts) and what the
 * build draws (the sharing image, the icons, the web app manifest, the browser's theme colour)
 * read these same values. A plain module, because vanilla-extract turns the theme's tokens into
 * CSS variable references that code outside the stylesheet cannot use as colours.
 * Checked for WCAG AA contrast: text colours against `surface` and `surfaceAlt`, `onBrand`
 * against `brand` and `brandDark`.
 */
export const COLOURS = {
  brand: '#1d3a5f', // deep navy
  brandDark: '#12263f',
  accent: '#8a5a00', // bronze, 5.6:1 on white
  accentOnDark: '#f2c46d',
  accentHover: '#f6d593', // the primary button on hover, under brandDark text (10.8:1)
  text: '#1c2330',
  textMuted: '#4a5566', // 7.4:1 on white
  onBrand: '#ffffff',
  onBrandMuted: '#d6deea', // 9:1 on brand
  surface: '#ffffff',
  surfaceAlt: '#f3f5f8',
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
