import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// Paper, not navy: the page opens light, the contour picture (drawn on this same
// paper colour) on its right, the heading in navy on its left.
export const hero = style({
  position: 'relative',
  isolation: 'isolate',
  // Above the booking bar, which stays hidden behind the hero until it is scrolled past.
  zIndex: vars.zIndex.hero,
  overflow: 'hidden',
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  paddingBlock: `clamp(${vars.space[6]}, 0.25rem + 5vw, ${vars.space[16]})`,
  borderBottom: `1px solid ${vars.color.rule}`,
});
export const homeHero = style({ paddingBlock: `clamp(${vars.space[10]}, 1rem + 7vw, ${vars.space[24]})` });
export const image = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.behind,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  objectPosition: 'right center',
  // On a phone the text runs over the picture: the lines step back.
  opacity: 0.55,
  '@media': { [media.wide]: { width: '62%', opacity: 1 } },
});
export const content = style({
  maxWidth: vars.width.content,
  // The home page's lawyer stands beside its headline (the other heroes have one child).
  '@media': {
    [media.wide]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      alignItems: 'center',
      columnGap: vars.space[12],
    },
  },
});
export const lead = style({ minWidth: 0 });
// A short bronze rule over every page's heading: the one ornament the site repeats.
globalStyle(`${lead}::before`, {
  content: '""',
  display: 'block',
  width: vars.space[12],
  height: '3px',
  marginBottom: vars.space[3],
  background: vars.color.accent,
  '@media': { print: { display: 'none' } },
});
export const above = style({ marginBottom: vars.space[4] });
globalStyle(`${lead}:has(> ${above})::before`, { display: 'none' });
export const heading = style({ color: vars.color.brandDark, maxWidth: '22ch', textWrap: 'balance' });
export const displayHeading = style({
  color: vars.color.brandDark,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.display,
  letterSpacing: '-0.02em',
  maxWidth: '14ch',
  textWrap: 'balance',
  marginBottom: vars.space[6],
  // French says the same in about a fifth more letters: at the same size and measure it would
  // stack two lines taller and push the button below the first screen.
  selectors: { '&:lang(fr)': { fontSize: `calc(${vars.fontSize.display} * 0.82)`, maxWidth: '20ch' } },
});
export const text = style({
  maxWidth: vars.width.prose,
  color: vars.color.text,
  '@media': { [media.wide]: { fontSize: vars.fontSize.lead } },
});
globalStyle(`${text} p:last-child`, { marginBottom: 0 });
globalStyle(`${text} p:has(> a:only-child)`, { marginTop: vars.space[6] });

// The band after the hero starts closer: the hero's edge already separates them.
globalStyle(`${hero} + section`, { paddingTop: `clamp(${vars.space[8]}, 1rem + 3vw, ${vars.space[16]})` });
