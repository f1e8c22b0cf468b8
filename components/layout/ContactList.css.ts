import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const list = style({ listStyle: 'none', padding: 0 });
globalStyle(`${list} li`, { marginBottom: vars.space[2] });
export const address = style({ fontStyle: 'normal' });
export const line = style({ display: 'block' });
