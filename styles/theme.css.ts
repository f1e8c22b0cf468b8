/** Design tokens on a 4 px grid; the colours come from lib/colours.ts, which the build's images read too. */
import { createGlobalTheme } from '@vanilla-extract/css';
import { COLOURS } from '../lib/colours';

const grid = (steps: number) => `${steps * 4}px`;

export const vars = createGlobalTheme(':root', {
  color: COLOURS,
  font: {
    body: '"Source Sans 3", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
    heading: '"Source Serif 4", Georgia, "Times New Roman", serif',
  },
  // A modular scale (about 1.25) with one display size above it for the home page's headline.
  fontSize: {
    /** Labels above headings and numerals: set in capitals, so smaller. */
    label: '0.8125rem',
    small: '0.875rem',
    body: '1.0625rem',
    /** The text of a guide: long reading wants 18 px. */
    reading: '1.125rem',
    lead: '1.25rem',
    h3: '1.3125rem',
    h2: 'clamp(1.5rem, 1.2rem + 1.4vw, 2.375rem)',
    h1: 'clamp(2rem, 1.5rem + 2.2vw, 3.25rem)',
    display: 'clamp(2.5rem, 1.3rem + 4.8vw, 4.75rem)',
  },
  lineHeight: { display: '1.05', tight: '1.2', body: '1.6' },
  letterSpacing: { label: '0.08em' },
  space: {
    1: grid(1),
    2: grid(2),
    3: grid(3),
    4: grid(4),
    6: grid(6),
    8: grid(8),
    10: grid(10),
    12: grid(12),
    14: grid(14),
    16: grid(16),
    24: grid(24),
    /** The space above and below a band of the page: 48 px on a phone, 96 px on a wide screen. */
    band: 'clamp(3rem, 2rem + 4vw, 6rem)',
  },
  radius: { small: grid(1), medium: grid(2), round: '999px' },
  shadow: {
    card: '0 1px 2px rgb(18 38 63 / 0.08), 0 4px 12px rgb(18 38 63 / 0.06)',
    // Things that float above the page (notifications).
    raised: '0 8px 24px rgb(18 38 63 / 0.25)',
  },
  width: { content: '72rem', prose: '44rem', reading: '40rem' },
  /** The smallest a control may be on any screen (WCAG 2.5.8 asks 24 px; we give fingers 44). */
  target: { min: '24px', comfortable: '44px' },
  // The booking bar hides behind the hero (it shows once the hero is scrolled past), above the rest.
  zIndex: { behind: '-1', bookingBar: '1', hero: '2', header: '10', menu: '20', skipLink: '30' },
});

/** The phone's booking bar (components/layout/BookingBar): the page keeps this much free under a focused field. */
export const BOOKING_BAR_HEIGHT = '4.5rem';

/** Breakpoints as media queries, in em so they follow the reader's font size. */
export const media = {
  wide: 'screen and (min-width: 60em)',
  narrow: 'screen and (max-width: 59.99em)',
  /** Room in the header for the phone number beside the links and the button. */
  roomy: 'screen and (min-width: 75em)',
  belowRoomy: 'screen and (max-width: 74.99em)',
  /** Tablets and up: two columns of detailed items. */
  tablet: 'screen and (min-width: 48em)',
  /** Phones and small tablets: the booking bar, and fingers' tap targets in the header and strip. */
  belowTablet: 'screen and (max-width: 47.99em)',
  /** Tablets only: a side column of the wide layout runs the full width under the main one. */
  tabletOnly: 'screen and (min-width: 48em) and (max-width: 59.99em)',
  /** Small phones: the top strip keeps only the firm's phones and e-mail. */
  phone: 'screen and (max-width: 29.99em)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionOk: '(prefers-reduced-motion: no-preference)',
  hover: '(hover: hover)',
} as const;
