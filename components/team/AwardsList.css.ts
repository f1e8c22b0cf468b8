import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const heading = style({ margin: `${vars.space[6]} 0 ${vars.space[2]}`, fontSize: vars.fontSize.body });
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] });
export const name = style({ color: vars.color.brandDark, fontWeight: 600 });
export const issuer = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.small });
