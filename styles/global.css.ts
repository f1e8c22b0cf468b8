import { globalStyle } from '@vanilla-extract/css';
import { BOOKING_BAR_HEIGHT, media, vars } from './theme.css';
// The shared primitives, among them the global `.visually-hidden` class.
import './primitives.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  scrollPaddingTop: '6rem', // keeps in-page targets clear of the sticky header
  // and, on a phone, a focused field clear of the booking bar at the bottom.
  '@media': { [media.belowTablet]: { scrollPaddingBottom: `calc(${BOOKING_BAR_HEIGHT} + 1rem)` } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.surface,
  overflowWrap: 'break-word',
});

globalStyle('h1, h2, h3, h4, h5', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  margin: `0 0 ${vars.space[4]}`,
  color: vars.color.brandDark,
});
globalStyle('h1', { fontSize: vars.fontSize.h1 });
globalStyle('h2', { fontSize: vars.fontSize.h2 });
globalStyle('h3', { fontSize: vars.fontSize.h3 });
globalStyle('h4', { fontSize: vars.fontSize.body });
globalStyle('p, ul, ol', { margin: `0 0 ${vars.space[4]}` });
globalStyle('img', { maxWidth: '100%', height: 'auto', display: 'block' });
// Tables written in a page's text: ruled cells with room in them; a wide one scrolls sideways on a
// phone rather than pushing the page wider than the screen.
globalStyle('table', {
  display: 'block',
  maxWidth: '100%',
  overflowX: 'auto',
  borderCollapse: 'collapse',
  margin: `0 0 ${vars.space[6]}`,
});
globalStyle('th, td', {
  border: `1px solid ${vars.color.rule}`,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  textAlign: 'left',
  verticalAlign: 'top',
});
globalStyle('th', { background: vars.color.surfaceAlt });
// A <picture> only offers its <img> several files: it takes no box of its own, so the <img> is laid out as if alone.
globalStyle('picture', { display: 'contents' });

globalStyle('a', { color: vars.color.link, textUnderlineOffset: '0.15em' });
globalStyle('a:hover', { textDecorationThickness: '2px' });
// A phone number is read whole: it never breaks across lines (every number on the site is a tel: link).
globalStyle('a[href^="tel:"]', { whiteSpace: 'nowrap' });

// One visible focus style everywhere, also on dark backgrounds (the outline has a light halo).
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
  boxShadow: `0 0 0 5px ${vars.color.surface}`,
});

// An e-mail address is one long word: it breaks anywhere rather than push a narrow screen sideways.
globalStyle('a[href^="mailto:"]', { overflowWrap: 'anywhere' });
