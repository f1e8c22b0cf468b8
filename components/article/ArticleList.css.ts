import { style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { vars } from '../../styles/theme.css';

export const list = style([plainList, { display: 'grid', gap: vars.space[6], margin: 0, maxWidth: vars.width.prose }]);
export const item = style({ paddingBottom: vars.space[6], borderBottom: `1px solid ${vars.color.border}` });
export const article = style({ display: 'grid', gap: vars.space[2] });
export const title = style({ fontSize: vars.fontSize.h3, margin: 0 });
export const summary = style({ margin: 0 });
