import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({ marginBottom: vars.space[4] });
export const intro = style({ fontSize: vars.fontSize.lead, color: vars.color.textMuted, maxWidth: vars.width.prose });
export const body = style({});
globalStyle(`${body} > p, ${body} > ul, ${body} > ol`, { maxWidth: vars.width.prose });
