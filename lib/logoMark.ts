/**
 * The firm's mark, drawn from its name: its initials over a shoreline. One drawing for the page
 * (components/brand/LogoMark.tsx) and the build's icons and link preview (build/markImage.tsx).
 */
import { COLOURS } from './colours';
import { initials } from './initials';

/** The drawing grid: a 48 × 48 tile with rounded corners, its shoreline at two thirds of its height. */
export const MARK_TILE = 48;
const SHORE = 32;
const RADIUS = 10;
/** The initials' size for one, two or three letters: each still fits the tile with a margin. */
const LETTER_SIZE = [26, 22, 16] as const;

/** A quarter circle of the tile's corner, drawn `dx`, `dy` from where the path stands. */
const corner = (dx: number, dy: number) => `a${RADIUS} ${RADIUS} 0 0 1 ${dx} ${dy}`;

/** The shapes under the letters (sky, lake, ripples, gold shoreline), each an SVG element's attributes. */
const MARK_SHAPES = {
  sky: {
    d: `M0 ${RADIUS}${corner(RADIUS, -RADIUS)}h${MARK_TILE - 2 * RADIUS}${corner(RADIUS, RADIUS)}V${SHORE}H0z`,
    fill: COLOURS.brand,
  },
  lake: {
    d: `M0 ${SHORE}h${MARK_TILE}V${MARK_TILE - RADIUS}${corner(-RADIUS, RADIUS)}H${RADIUS}${corner(-RADIUS, -RADIUS)}z`,
    fill: COLOURS.secondary,
  },
  ripples: { d: `M10 ${SHORE + 6}h11M27 ${SHORE + 6}h11M16 ${SHORE + 10.5}h16`, stroke: COLOURS.secondaryOnDark },
  shore: { y: SHORE - 1, height: 2, fill: COLOURS.accentOnDark },
} as const;

/** The letters of the mark: up to three initials of the name, or its first letter. */
export function markLetters(name: string) {
  const text = initials(name, 3) || name.charAt(0).toUpperCase();
  return {
    text,
    fontSize: LETTER_SIZE[Math.min(text.length, LETTER_SIZE.length) - 1] ?? LETTER_SIZE[0],
    letterSpacing: text.length > 1 ? -0.5 : 0,
    // Where the letters stand: their baseline, a little above the shoreline.
    baseline: SHORE - 5,
    colour: COLOURS.onBrand,
  };
}

export function markShapesMarkup(): string {
  const { sky, lake, ripples, shore } = MARK_SHAPES;
  return (
    `<path d="${sky.d}" fill="${sky.fill}"/><path d="${lake.d}" fill="${lake.fill}"/>` +
    `<path d="${ripples.d}" stroke="${ripples.stroke}" stroke-width="1.5" stroke-linecap="round" fill="none"/>` +
    `<rect y="${shore.y}" width="${MARK_TILE}" height="${shore.height}" fill="${shore.fill}"/>`
  );
}
