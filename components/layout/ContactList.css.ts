import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const list = style([plainList]);
globalStyle(`${list} li`, { marginBottom: vars.space[1] });
export const address = style({ fontStyle: 'normal' });
export const line = style({ display: 'block' });
