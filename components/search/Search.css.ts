import { globalStyle, style } from '@vanilla-extract/css';
import { eyebrow, plainList } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

// The query, the filter and the button on one row from a tablet up; stacked on a phone.
export const form = style({
  display: 'grid',
  gap: vars.space[3],
  alignItems: 'end',
  maxWidth: vars.width.prose,
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 2fr) auto' } },
});
/** Room above a search box that stands alone on a page (not found). */
export const standaloneSearch = style({ paddingTop: vars.space[10] });
export const queryField = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const areaField = style([queryField, { '@media': { [media.tablet]: { gridColumn: '1' } } }]);
export const label = style({ fontWeight: 600 });
export const control = style({
  font: 'inherit',
  width: '100%',
  minHeight: vars.target.comfortable,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});
export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: vars.target.comfortable,
  padding: `${vars.space[2]} ${vars.space[6]}`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.brandDark } },
  '@media': { [media.tablet]: { gridColumn: '2', gridRow: '1' } },
});
export const status = style({ margin: `${vars.space[6]} 0 ${vars.space[4]}`, fontWeight: 600 });
export const results = style([
  plainList,
  { display: 'grid', gap: vars.space[6], margin: 0, maxWidth: vars.width.prose },
]);
export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.h3 });
export const resultKind = style({
  margin: `${vars.space[1]} 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
export const resultExcerpt = style({ margin: 0 });
globalStyle(`${resultExcerpt} mark`, { background: vars.color.surfaceAlt, color: 'inherit', fontWeight: 600 });

export const browse = style({
  display: 'grid',
  gap: `${vars.space[6]} ${vars.space[12]}`,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});
export const browseHeading = style({ gridColumn: '1 / -1', margin: 0 });
export const browseGroup = style({ paddingTop: vars.space[4], borderTop: `1px solid ${vars.color.rule}` });
export const groupHeading = style([eyebrow, { marginBottom: vars.space[3] }]);
export const guideAreas = style([plainList, { margin: 0, display: 'grid', gap: vars.space[4] }]);
globalStyle(`${guideAreas} > li > a`, { fontWeight: 600 });
globalStyle(`${guideAreas} ul`, { margin: `${vars.space[1]} 0 0`, paddingInlineStart: vars.space[6] });
globalStyle(`${guideAreas} a`, { display: 'inline-block', minHeight: vars.target.min, paddingBlock: '2px' });
export const areaLinks = style([plainList, { margin: 0 }]);
globalStyle(`${areaLinks} a`, {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[2],
  minHeight: vars.target.comfortable,
  borderBottom: `1px solid ${vars.color.rule}`,
  color: vars.color.brandDark,
  fontWeight: 600,
  textDecoration: 'none',
});
globalStyle(`${areaLinks} svg`, { flexShrink: 0, color: vars.color.accent });
