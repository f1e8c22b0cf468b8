import { style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const nav = style({ marginTop: vars.space[8] });
export const list = style([plainList, { display: 'flex', flexWrap: 'wrap', gap: vars.space[2], margin: 0 }]);
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  // 44 px: a comfortable touch target (WCAG 2.5.5).
  minWidth: '2.75rem',
  minHeight: '2.75rem',
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.surface,
      fontWeight: 600,
    },
  },
});
export const gap = style({ alignSelf: 'center', paddingInline: vars.space[1] });
