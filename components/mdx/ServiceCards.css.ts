import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', padding: 0 });
// The whole card is clickable through its title link's stretched ::after.
export const linkCard = style({ position: 'relative' });
globalStyle(`${linkCard} h3 a::after`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${linkCard}:hover`, { borderColor: vars.color.link });
export const highlights = style({ listStyle: 'none', padding: 0 });
globalStyle(`${highlights} li`, {
  display: 'flex',
  gap: vars.space[2],
  alignItems: 'baseline',
  marginBottom: vars.space[1],
});
globalStyle(`${highlights} svg`, { flexShrink: 0, color: vars.color.accent, transform: 'translateY(3px)' });
export const more = style({ marginTop: 'auto' });
