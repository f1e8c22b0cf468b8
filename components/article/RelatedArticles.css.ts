import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const related = style({ display: 'grid', gap: vars.space[4] });
export const heading = style({ margin: 0 });
export const all = style({ margin: 0, fontWeight: 600 });
