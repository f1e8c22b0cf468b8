import { globalStyle, style, type GlobalStyleRule } from '@vanilla-extract/css';
import { eyebrow } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

// A pale teal card: the one place a page shows a person, set apart from the text beside it.
export const card = style({
  containerType: 'inline-size',
  padding: vars.space[6],
  borderRadius: vars.radius.medium,
  background: vars.color.secondaryTint,
  borderTop: `3px solid ${vars.color.secondary}`,
  // On paper: the name, role and licence in a few lines, no panel.
  '@media': { print: { padding: 0, borderTop: 'none' } },
});
// Stacked in a column; where the card is wide (a tablet, under the text) the person on the left,
// the licence and what to do on the right, so the card is not a tall strip of white.
export const layout = style({
  display: 'grid',
  gap: vars.space[4],
  alignContent: 'start',
  '@media': { print: { gap: '2pt' } },
  '@container': {
    '(min-width: 36rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      gridTemplateAreas: '"label label" "identity licence" "identity actions"',
      columnGap: vars.space[8],
    },
  },
});
/** A part's place in the wide card: named only there, as an unknown area would open new columns. */
const wideArea = (area: string, rule: GlobalStyleRule = {}) => ({
  '@container': { '(min-width: 36rem)': { gridArea: area, alignSelf: 'start', ...rule } },
});
export const label = style([eyebrow, wideArea('label')]);
export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space[4], ...wideArea('identity') });
export const name = style({ margin: `0 0 ${vars.space[1]}`, fontSize: vars.fontSize.h3 });
globalStyle(`${name} a`, { color: vars.color.brandDark, textDecorationColor: vars.color.rule });
globalStyle(`${name} a:hover`, { textDecorationColor: 'currentColor' });
export const role = style({
  margin: 0,
  color: vars.color.textMuted,
  fontWeight: 600,
  lineHeight: vars.lineHeight.tight,
});
export const licence = style({
  margin: 0,
  paddingTop: vars.space[3],
  borderTop: `1px solid ${vars.color.rule}`,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  // Beside the person, the licence needs no rule above it.
  ...wideArea('licence', { paddingTop: 0, borderTop: 'none' }),
});
export const actions = style({ display: 'grid', gap: vars.space[3], justifyItems: 'start', ...wideArea('actions') });
globalStyle(`${actions} > *`, { margin: 0 });
