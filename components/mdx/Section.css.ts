import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({ marginBottom: vars.space[4] });
export const intro = style({ fontSize: vars.fontSize.lead, color: vars.color.textMuted, maxWidth: vars.width.prose });
export const body = style({});
// Running text keeps a readable line length; card grids and other components use the full width.
globalStyle(`${body} > p, ${body} > ul:not([class]), ${body} > ol:not([class])`, { maxWidth: vars.width.prose });
