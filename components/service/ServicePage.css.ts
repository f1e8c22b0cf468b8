import { style } from '@vanilla-extract/css';
import { iconLink } from '../../styles/primitives.css';

export const back = iconLink;
// The latest guides lead to other pages: on paper the practice area itself is what matters.
export const related = style({ '@media': { print: { display: 'none' } } });
