import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', padding: 0 });
globalStyle(`${list} svg`, { color: vars.color.accent, marginBottom: vars.space[2] });
export const line = style({ marginBottom: vars.space[1] });
export const address = style({ fontStyle: 'normal', display: 'flex', flexDirection: 'column' });
export const note = style({ marginTop: vars.space[2], color: vars.color.textMuted });
export const response = style({ fontWeight: 600 });
