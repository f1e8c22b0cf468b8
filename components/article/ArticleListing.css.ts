import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const header = style({ paddingTop: vars.space[12] });
export const heading = style({ margin: 0 });
export const pageNote = style({ color: vars.color.textMuted, margin: 0 });
export const list = style({ paddingBlock: vars.space[12] });
