import { keyframes, style } from '@vanilla-extract/css';
import { BOOKING_BAR_HEIGHT, media, vars } from '../../styles/theme.css';

/**
 * Hidden until the page scrolls: the first screen is the page's own, no link on it under the bar
 * (a browser without scroll timelines shows the bar at once).
 */
const comeWithScroll = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'visible' } });

export const bar = style({
  display: 'none',
  '@media': {
    [media.belowTablet]: {
      position: 'sticky',
      bottom: 0,
      zIndex: vars.zIndex.bookingBar,
      display: 'flex',
      gap: vars.space[2],
      minHeight: BOOKING_BAR_HEIGHT,
      alignItems: 'center',
      padding: `${vars.space[2]} ${vars.space[4]}`,
      paddingBottom: `max(${vars.space[2]}, env(safe-area-inset-bottom))`,
      background: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
      boxShadow: '0 -4px 16px rgb(0 0 0 / 0.08)',
      animationName: comeWithScroll,
      animationFillMode: 'both',
      animationTimeline: 'scroll()',
      animationRange: '0 1px',
    },
    print: { display: 'none' },
  },
});

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '48px',
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.brand}`,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
});

export const call = style([action, { flex: '0 1 40%', color: vars.color.brand, background: vars.color.surface }]);
export const book = style([action, { flex: '1 1 60%', color: vars.color.onBrand, background: vars.color.brand }]);
