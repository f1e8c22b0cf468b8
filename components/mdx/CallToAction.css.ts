import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const band = style({ background: vars.color.brand, color: vars.color.onBrand, paddingBlock: vars.space[16] });
export const inner = style({ textAlign: 'center' });
export const heading = style({ color: vars.color.onBrand });
export const text = style({ maxWidth: vars.width.prose, marginInline: 'auto', fontSize: vars.fontSize.lead });
