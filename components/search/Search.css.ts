import { globalStyle, style } from '@vanilla-extract/css';
import { arrowLinks, formControlRule, inlineRow, plainList, submitButtonRule } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

// The box and the results close under the hero; the lists to browse a band further down.
export const searchBand = style({ paddingTop: vars.space.band, paddingBottom: vars.space[8] });
export const browseBand = style({ paddingTop: vars.space[8], paddingBottom: vars.space.band });

export const form = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space[3],
  maxWidth: vars.width.prose,
});
export const standaloneSearch = style({ paddingTop: vars.space[10] });
const field = { display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 } as const;
export const queryField = style({ ...field, flex: '1 1 16rem' });
export const areaField = style({ ...field, flex: '1 1 12rem' });
export const label = style({ fontWeight: 600 });
export const control = style({ ...formControlRule, minHeight: vars.target.comfortable });
export const submit = style({
  ...inlineRow,
  justifyContent: 'center',
  padding: `${vars.space[2]} ${vars.space[6]}`,
  ...submitButtonRule,
  flex: '1 0 auto',
  selectors: { '&:hover': { background: vars.color.brandDark } },
  '@media': { [media.tablet]: { flexGrow: 0 } },
});
// Empty until a search: no room taken while there is nothing to say.
export const status = style({
  margin: `${vars.space[6]} 0 ${vars.space[4]}`,
  fontWeight: 600,
  selectors: { '&:empty': { margin: 0 } },
});
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

export const guideAreas = style([plainList, { margin: 0, display: 'grid', gap: vars.space[4] }]);
globalStyle(`${guideAreas} > li > a`, { fontWeight: 600 });
export const areaGuides = style([plainList, { margin: `${vars.space[1]} 0 0`, paddingInlineStart: vars.space[4] }]);
globalStyle(`${guideAreas} a`, { display: 'inline-block', minHeight: vars.target.min, paddingBlock: '2px' });
export const areaLinks = arrowLinks;
export const notPractisedList = style([plainList, { margin: 0, display: 'grid', gap: vars.space[1] }]);
export const referral = style({ margin: `${vars.space[4]} 0 0`, maxWidth: '38rem' });

export const answer = style({
  maxWidth: vars.width.prose,
  margin: `${vars.space[6]} 0 0`,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  background: vars.color.surfaceAlt,
  borderLeft: `${vars.space[1]} solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
});
// The box's rule marks the answer: the contact rows inside it keep only their separators.
globalStyle(`${answer} > ul`, { borderTop: 'none' });
