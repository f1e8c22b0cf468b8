import { globalStyle, style } from '@vanilla-extract/css';
import { plainList, smallTargetRule } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const languageSwitch = style({ flexShrink: 0, whiteSpace: 'nowrap' });
export const list = style([plainList, { display: 'flex', gap: vars.space[3], margin: 0 }]);
export const link = style({ fontWeight: 600 });
// 24 px tall at least, like the strip's other links (WCAG 2.5.8).
globalStyle(`${list} a`, {
  ...smallTargetRule,
  '@media': { [media.belowTablet]: { minHeight: vars.target.comfortable } },
  color: vars.color.onBrand,
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
});
