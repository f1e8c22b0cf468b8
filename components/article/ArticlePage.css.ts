import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '../../styles/theme.css';

// The text at reading width on the left; on the right the author, then the sections, which stay
// in view while the text scrolls (the second row takes the rest of the text's height).
export const layout = style({
  display: 'grid',
  gap: vars.space[10],
  paddingBlock: vars.space.band,
  '@media': {
    [media.wide]: {
      gridTemplateColumns: `minmax(0, ${vars.width.reading}) minmax(16rem, 20rem)`,
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"main author" "main contents"',
      justifyContent: 'space-between',
      columnGap: vars.space[16],
      rowGap: vars.space[8],
    },
  },
});
export const main = style({ minWidth: 0, '@media': { [media.wide]: { gridArea: 'main' } } });
export const author = style({ '@media': { [media.wide]: { gridArea: 'author' }, print: { display: 'none' } } });
export const contents = style({ '@media': { [media.wide]: { gridArea: 'contents' } } });
globalStyle(`${contents} > *`, {
  '@media': { [media.wide]: { position: 'sticky', top: vars.space[24] } },
});

// Long reading: 18 px, a calm line height, and sections that breathe above their headings.
export const text = style({ fontSize: vars.fontSize.reading, lineHeight: 1.7 });
globalStyle(`${text} > :first-child`, { marginTop: 0 });
globalStyle(`${text} p, ${text} ul, ${text} ol`, { marginBottom: vars.space[6] });
globalStyle(`${text} h2`, {
  marginTop: vars.space[16],
  marginBottom: vars.space[4],
  fontSize: 'clamp(1.5rem, 1.3rem + 0.8vw, 1.875rem)',
  // The section's target clears the sticky header when reached from the contents list.
  scrollMarginTop: vars.space[24],
});
globalStyle(`${text} h3`, { marginTop: vars.space[10], marginBottom: vars.space[3] });
globalStyle(`${text} li`, { marginBottom: vars.space[2] });
globalStyle(`${text} ol:not([class])`, { paddingInlineStart: vars.space[6] });
globalStyle(`${text} ol:not([class]) > li::marker`, { color: vars.color.secondary, fontWeight: 600 });

export const end = style({
  display: 'grid',
  gap: vars.space[4],
  marginTop: vars.space[12],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.rule}`,
});
globalStyle(`${end} p`, { margin: 0 });
export const areas = style({ fontWeight: 600 });
export const notice = style({
  paddingInlineStart: vars.space[4],
  borderInlineStart: `4px solid ${vars.color.accent}`,
  color: vars.color.textMuted,
});
