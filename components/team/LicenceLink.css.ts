import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const claim = style({
  display: 'inline-flex',
  gap: vars.space[2],
  alignItems: 'flex-start',
  color: vars.color.text,
});
globalStyle(`${claim} > svg`, { flexShrink: 0, marginTop: '0.1em', color: vars.color.secondary });

export const directory = style({
  display: 'block',
  marginTop: vars.space[1],
  // Under the sentence, not under the shield (20 px, components/icons.tsx).
  paddingInlineStart: `calc(20px + ${vars.space[2]})`,
  color: vars.color.secondary,
});
