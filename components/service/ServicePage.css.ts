import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const back = style({ paddingTop: vars.space[6] });
// The latest guides lead to other pages: on paper the practice area itself is what matters.
export const related = style({ '@media': { print: { display: 'none' } } });
globalStyle(`${back} a`, { display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontWeight: 600 });
