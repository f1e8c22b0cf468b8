import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../styles/theme.css';

export const button = recipe({
  base: {
    display: 'inline-block',
    padding: `${vars.space[3]} ${vars.space[6]}`,
    borderRadius: vars.radius.small,
    fontWeight: 600,
    textDecoration: 'none',
    textAlign: 'center',
    border: '2px solid transparent',
  },
  variants: {
    variant: {
      // Bronze on white text would fail AA; the primary button is light gold with navy text.
      primary: {
        background: vars.color.accentOnDark,
        color: vars.color.brandDark,
        selectors: { '&:hover': { background: vars.color.accentHover, textDecoration: 'underline' } },
      },
      secondary: {
        background: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { '&:hover': { background: vars.color.brandDark, textDecoration: 'underline' } },
      },
    },
  },
});
