import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, eyebrow } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const list = style([plainList, { display: 'grid', gap: vars.space[6], margin: 0, maxWidth: vars.width.prose }]);
export const item = style({ paddingBottom: vars.space[6], borderBottom: `1px solid ${vars.color.rule}` });
export const article = style({ display: 'grid', gap: vars.space[2] });
export const title = style({ fontSize: vars.fontSize.h3, margin: 0, textWrap: 'balance' });
globalStyle(`${title} a`, { color: vars.color.brandDark, textDecorationColor: vars.color.rule });
globalStyle(`${title} a:hover`, { color: vars.color.link, textDecorationColor: 'currentColor' });
export const summary = style({ margin: 0 });
export const label = style([eyebrow, { color: vars.color.accent }]);

// The first page of Insights: the newest guide across the full width, in larger type on a paper
// panel; the others two to a row where the column is wide enough, filling from the left.
export const featuring = style({
  maxWidth: 'none',
  gap: `${vars.space[8]} ${vars.space[10]}`,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 20rem), 1fr))',
});
globalStyle(`${featuring} > li:first-child`, {
  gridColumn: '1 / -1',
  padding: `clamp(${vars.space[6]}, 1rem + 3vw, ${vars.space[10]})`,
  borderBottom: 'none',
  borderTop: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceAlt,
});
// After the newest, the others go two to a row: an odd one out at the end takes the whole row.
globalStyle(`${featuring} > li:last-child:nth-child(even)`, { gridColumn: '1 / -1' });
globalStyle(`${featuring} > li:first-child ${title}`, { fontSize: vars.fontSize.h2 });
globalStyle(`${featuring} > li:first-child ${summary}`, {
  maxWidth: vars.width.prose,
  '@media': { [media.wide]: { fontSize: vars.fontSize.lead } },
});
