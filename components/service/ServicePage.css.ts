import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const back = style({ paddingTop: vars.space[6] });
globalStyle(`${back} a`, { display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontWeight: 600 });
