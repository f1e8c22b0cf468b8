import { globalStyle, style } from '@vanilla-extract/css';
import { plainList } from '../../styles/primitives.css';
import { media, vars } from '../../styles/theme.css';

export const detailedGrid = style([
  plainList,
  {
    display: 'grid',
    gap: `${vars.space[12]} ${vars.space[12]}`,
    marginBlock: vars.space[8],
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
  },
]);
// An odd last card takes the whole row rather than half of it beside an empty slot.
globalStyle(`${detailedGrid} > :last-child:nth-child(odd)`, { gridColumn: '1 / -1' });

// The whole card is clickable through its title link's stretched ::before. The title keeps the
// card title's look (no link blue, no underline); an arrow after it and the hover say "link".
export const linkCard = style({
  position: 'relative',
  selectors: { '&:hover': { borderColor: vars.color.link } },
  // The focus ring goes round the whole card, the link's target, not round the title's lines.
  '@supports': {
    'selector(:has(*))': {
      selectors: { '&:has(a:focus-visible)': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' } },
    },
  },
});
globalStyle(`${linkCard} h3 a:focus-visible`, {
  '@supports': { 'selector(:has(*))': { outline: 'none', boxShadow: 'none' } },
});
globalStyle(`${linkCard} h3 a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${linkCard} h3 a::before`, { content: '""', position: 'absolute', inset: 0 });
globalStyle(`${linkCard} h3 a::after`, {
  content: '"→" / ""',
  display: 'inline-block',
  marginInlineStart: vars.space[2],
  color: vars.color.accent,
  '@media': { [media.motionOk]: { transition: 'transform 150ms ease-out' } },
});
globalStyle(`${linkCard}:hover h3 a, ${linkCard} h3 a:focus-visible`, {
  textDecoration: 'underline',
  textDecorationThickness: '2px',
});
globalStyle(`${linkCard}:hover h3 a::after`, { transform: `translateX(${vars.space[1]})` });
export const more = style({ marginTop: 'auto', paddingTop: vars.space[2] });
