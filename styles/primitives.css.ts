/** The shared building blocks: components compose these (`style([surfaceCard, {…}])`) rather than copy them. */
import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from './theme.css';

export const surfaceCard = style({
  padding: vars.space[6],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.card,
});

export const plainList = style({ listStyle: 'none', paddingInlineStart: 0 });

/** Hidden on screen, read by screen readers: a rule object, also applied to selectors that hide in some states. */
export const visuallyHiddenRule = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} satisfies GlobalStyleRule;

globalStyle('.visually-hidden', visuallyHiddenRule);

/** The site's one list style, a bronze check per item: by class, and on every unstyled list in a page. */
export const checkList = style({ listStyle: 'none', paddingInlineStart: 0 });
globalStyle(`main ul:not([class])`, { listStyle: 'none', paddingInlineStart: 0 });
globalStyle(`${checkList} > li, main ul:not([class]) > li`, {
  position: 'relative',
  paddingInlineStart: vars.space[8],
  marginBottom: vars.space[2],
});
// A check drawn with two borders: no image to load, and it keeps its shape in forced colours.
globalStyle(`${checkList} > li::before, main ul:not([class]) > li::before`, {
  content: '""',
  position: 'absolute',
  insetInlineStart: vars.space[2],
  top: '0.3em',
  width: '0.4em',
  height: '0.8em',
  borderStyle: 'solid',
  borderColor: vars.color.accent,
  borderWidth: '0 2px 2px 0',
  transform: 'rotate(45deg)',
});
globalStyle(`${checkList} > li:last-child, main ul:not([class]) > li:last-child`, { marginBottom: 0 });

/** A small label in capitals above a heading or a list ("Your lawyer", "In this guide"), in teal. */
export const eyebrow = style({
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.label,
  fontWeight: 600,
  letterSpacing: vars.letterSpacing.label,
  lineHeight: vars.lineHeight.tight,
  textTransform: 'uppercase',
  color: vars.color.secondary,
});

/** A short link in a row (footer, top strip, contents): at least the 24 px WCAG 2.5.8 asks. */
export const smallTargetRule = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.target.min,
  paddingBlock: '2px',
} satisfies GlobalStyleRule;

/** A text box or a select (the search box, the consultation form). */
export const formControlRule = {
  font: 'inherit',
  width: '100%',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
} satisfies GlobalStyleRule;

/** A form's send button in the firm's colour (search, consultation request). */
export const submitButtonRule = {
  border: 'none',
  borderRadius: vars.radius.small,
  background: vars.color.brand,
  color: vars.color.onBrand,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
} satisfies GlobalStyleRule;

/** An icon and its words side by side, 44 px tall: a button, "Call (416) …", the firm's name and mark. */
export const inlineRow = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  minHeight: vars.target.comfortable,
} as const;

/** "Call (416) …", "Back to What We Do". */
export const iconLink = style({ ...inlineRow, fontWeight: 600 });

/** Links one a row, each ruled below with an arrow at its end (not-found and search pages). */
export const arrowLinks = style([plainList, { margin: 0 }]);
globalStyle(`${arrowLinks} a`, {
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
globalStyle(`${arrowLinks} a:hover`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${arrowLinks} svg`, { flexShrink: 0, color: vars.color.accent });
