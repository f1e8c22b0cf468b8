import { globalStyle, style } from '@vanilla-extract/css';
import { section } from '../../styles/layout.css';
import { iconLink } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const back = iconLink;
// The latest guides lead to other pages: on paper the practice area itself is what matters.
export const related = style({ '@media': { print: { display: 'none' } } });
// A question and its answer read as one block, at the width of running text.
export const question = style({ maxWidth: vars.width.prose, marginTop: vars.space[6] });
// On a practice area, white bands in a row (fees, questions, guides) read as one: no doubled space between them.
globalStyle(`main:has(${back}) ${section} + ${section}`, { paddingTop: 0 });
