import { style } from '@vanilla-extract/css';
import { formControlRule, submitButtonRule, surfaceCard } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

// Less padding on a phone: the first field comes sooner.
export const form = style([
  surfaceCard,
  { maxWidth: '48rem', padding: `clamp(${vars.space[4]}, 0.5rem + 2vw, ${vars.space[8]})` },
]);
export const note = style({ marginBottom: vars.space[3], color: vars.color.textMuted, fontSize: vars.fontSize.small });
export const grid = style({
  display: 'grid',
  gap: `${vars.space[4]} ${vars.space[6]}`,
  // Two fields to a row from a tablet up: the form is never narrower than 40em there.
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });
export const wide = style({ gridColumn: '1 / -1' });
export const label = style({ fontWeight: 600 });
export const control = style({
  ...formControlRule,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: '2px' } },
});
export const error = style({ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.small, fontWeight: 600 });
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
});
export const consent = style({
  maxWidth: vars.width.prose,
  margin: `${vars.space[6]} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
export const submit = style({
  marginTop: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[6]}`,
  ...submitButtonRule,
  selectors: { '&:hover': { background: vars.color.brandDark }, '&:disabled': { opacity: 0.7, cursor: 'progress' } },
});
