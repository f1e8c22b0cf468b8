import { createVar, fallbackVar } from '@vanilla-extract/css';
import { inlineRow } from '../../styles/primitives.css';
import { recipe } from '@vanilla-extract/recipes';
import { onPaper } from '../../styles/onPaper';
import { vars } from '../../styles/theme.css';

/** The primary button's colours: a dark band sets them to turn it gold (navy on navy would vanish). */
export const primaryBackground = createVar();
export const primaryText = createVar();
export const primaryHover = createVar();

export const button = recipe({
  base: {
    ...inlineRow,
    justifyContent: 'center',
    padding: `${vars.space[2]} ${vars.space[6]}`,
    borderRadius: vars.radius.small,
    fontWeight: 600,
    textDecoration: 'none',
    textAlign: 'center',
    border: '2px solid transparent',
  },
  variants: {
    variant: {
      primary: {
        background: fallbackVar(primaryBackground, vars.color.brand),
        color: fallbackVar(primaryText, vars.color.onBrand),
        selectors: {
          '&:hover': { background: fallbackVar(primaryHover, vars.color.brandDark), textDecoration: 'underline' },
        },
      },
      // An outline: the lesser of two actions side by side (the button under each practice area of What We Do).
      secondary: {
        background: 'transparent',
        borderColor: vars.color.brand,
        color: vars.color.brand,
        selectors: { '&:hover': { background: vars.color.surfaceAlt, textDecoration: 'underline' } },
      },
    },
  },
});

// A button-styled link only works on a screen.
onPaper(`.${button.classNames.base}`, { display: 'none !important' });
