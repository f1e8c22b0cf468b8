import { keyframes, style } from '@vanilla-extract/css';
import { media } from '../../styles/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** Starts 100 ms after load, the agreed reveal delay; no animation for reduced motion. */
export const reveal = style({
  animation: `${fadeIn} 200ms ease-out 100ms both`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});
