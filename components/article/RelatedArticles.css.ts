import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

// Links to other pages: on paper the page itself is what matters.
export const related = style({ display: 'grid', gap: vars.space[4], '@media': { print: { display: 'none' } } });
export const heading = style({ margin: 0 });
export const all = style({ margin: 0, fontWeight: 600 });
