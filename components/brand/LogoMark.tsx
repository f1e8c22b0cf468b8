import { COLOURS } from '../../lib/colours';
import { initials } from './initials';

/** The mark's drawing grid: a 48 × 48 tile with rounded corners, its shoreline at two thirds of its height. */
const TILE = 48;
const SHORE = 32;
const RADIUS = 10;
/** The initials' size for one, two or three letters: each still fits the tile with a margin. */
const LETTER_SIZE = [26, 22, 16] as const;

/** A quarter circle of the tile's corner, drawn `dx`, `dy` from where the path stands. */
const corner = (dx: number, dy: number) => `a${RADIUS} ${RADIUS} 0 0 1 ${dx} ${dy}`;

/** The sky: the tile above the shoreline, its top corners rounded. */
const SKY = `M0 ${RADIUS}${corner(RADIUS, -RADIUS)}h${TILE - 2 * RADIUS}${corner(RADIUS, RADIUS)}V${SHORE}H0z`;
/** The lake: the tile below the shoreline, its bottom corners rounded. */
const LAKE = `M0 ${SHORE}h${TILE}V${TILE - RADIUS}${corner(-RADIUS, RADIUS)}H${RADIUS}${corner(-RADIUS, -RADIUS)}z`;
/** Three ripples on the water. */
const RIPPLES = `M10 ${SHORE + 6}h11M27 ${SHORE + 6}h11M16 ${SHORE + 10.5}h16`;

/**
 * The firm's mark, drawn from its name at build time: its initials standing on a shoreline, navy
 * sky above, lake teal below, a thin gold line between. Every page is prerendered, so a new name
 * in content/site.yaml redraws the mark on the next build; there is no image file to remake.
 * Decorative (`aria-hidden`): the name always stands beside it as text. Two paths rather than a
 * clip path, whose id would repeat on a page that shows the mark twice.
 */
export function LogoMark({ name, size = 40, className }: { name: string; size?: number; className?: string }) {
  const letters = initials(name, 3) || name.charAt(0).toUpperCase();
  const fontSize = LETTER_SIZE[Math.min(letters.length, LETTER_SIZE.length) - 1];
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${TILE} ${TILE}`}
    >
      <path d={SKY} fill={COLOURS.brand} />
      <path d={LAKE} fill={COLOURS.secondary} />
      <path d={RIPPLES} stroke={COLOURS.secondaryOnDark} strokeWidth={1.5} strokeLinecap="round" />
      <rect y={SHORE - 1} width={TILE} height={2} fill={COLOURS.accentOnDark} />
      <text
        x={TILE / 2}
        y={SHORE - 5}
        textAnchor="middle"
        fontFamily='"Source Serif 4", Georgia, serif'
        fontWeight={600}
        fontSize={fontSize}
        letterSpacing={letters.length > 1 ? -0.5 : 0}
        fill={COLOURS.onBrand}
      >
        {letters}
      </text>
    </svg>
  );
}
