import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const block = style({ maxWidth: '28rem', marginBlock: vars.space[6] });
globalStyle(`${block} h3`, { display: 'flex', alignItems: 'center', gap: vars.space[2] });
globalStyle(`${block} svg`, { color: vars.color.accent });
