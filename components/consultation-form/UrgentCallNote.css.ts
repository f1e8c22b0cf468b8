import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

/** Hidden unless the urgency select has "immediate" chosen (no JavaScript) or React shows it. */
export const note = style({
  display: 'none',
  margin: `${vars.space[2]} 0 0`,
  padding: vars.space[3],
  borderLeft: `${vars.space[1]} solid ${vars.color.accent}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceAlt,
  color: vars.color.text,
  selectors: { '&[data-shown]': { display: 'block' } },
});

// Before and without JavaScript: the note sits in the urgency field, beside its select
// (name `urgencyLevel`, option `immediate`: consultation-request/formFields.ts and options.ts).
globalStyle(`div:has(> select[name="urgencyLevel"] option[value="immediate"]:checked) ${note}`, {
  display: 'block',
});
