import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const list = style([
  plainList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    gap: `${vars.space[2]} ${vars.space[6]}`,
    margin: `${vars.space[8]} 0 0`,
    paddingTop: vars.space[4],
    borderTop: `1px solid ${vars.color.rule}`,
    maxWidth: vars.width.prose,
    fontSize: vars.fontSize.small,
    fontWeight: 600,
    color: vars.color.brandDark,
  },
]);
globalStyle(`${list} li`, { display: 'inline-flex', alignItems: 'center', gap: vars.space[2] });
globalStyle(`${list} svg`, { flexShrink: 0, color: vars.color.secondary });
