/**
 * Design tokens on a 4 px base grid. Components use these, never raw values.
 * The colours come from lib/colours.ts, which the build's images read too.
 */
import { createGlobalTheme } from '@vanilla-extract/css';
import { COLOURS } from '../lib/colours';

const grid = (steps: number) => `${steps * 4}px`;

export const vars = createGlobalTheme(':root', {
  color: COLOURS,
  font: {
    body: '"Source Sans 3", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Source Serif 4", Georgia, "Times New Roman", serif',
  },
  fontSize: {
    small: '0.875rem',
    body: '1rem',
    lead: '1.1875rem',
    h3: '1.25rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.2vw, 2.125rem)',
    h1: 'clamp(1.875rem, 1.4rem + 2.2vw, 3.25rem)',
  },
  lineHeight: { tight: '1.2', body: '1.6' },
  space: {
    1: grid(1),
    2: grid(2),
    3: grid(3),
    4: grid(4),
    6: grid(6),
    8: grid(8),
    12: grid(12),
    16: grid(16),
    24: grid(24),
  },
  radius: { small: grid(1), medium: grid(2), round: '999px' },
  shadow: {
    card: '0 1px 2px rgb(18 38 63 / 0.08), 0 4px 12px rgb(18 38 63 / 0.06)',
    // Things that float above the page (notifications).
    raised: '0 8px 24px rgb(18 38 63 / 0.25)',
  },
  width: { content: '72rem', prose: '44rem' },
  zIndex: { behind: '-1', header: '10', menu: '20', skipLink: '30' },
});

/** Breakpoints as media queries, in em so they follow the reader's font size. */
export const media = {
  wide: 'screen and (min-width: 60em)',
  narrow: 'screen and (max-width: 59.99em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
  hover: '(hover: hover)',
} as const;
