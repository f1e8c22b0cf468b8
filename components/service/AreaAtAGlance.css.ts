import { style } from '@vanilla-extract/css';
import { checkList, surfaceCard } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const box = style([surfaceCard, { display: 'grid', gap: vars.space[4], justifyItems: 'start' }]);
export const heading = style({ fontSize: vars.fontSize.h3, margin: 0 });
export const list = style([checkList, { margin: 0 }]);
export const call = style({ margin: 0, color: vars.color.textMuted });
