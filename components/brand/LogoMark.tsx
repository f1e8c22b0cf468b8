import { MARK_TILE, markLetters, markShapesMarkup } from '../../lib/logoMark';

/** Decorative (the name stands beside it); paths, not a clip path whose id would repeat on the page. */
export function LogoMark({ name, size = 40, className }: { name: string; size?: number; className?: string }) {
  const letters = markLetters(name);
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${MARK_TILE} ${MARK_TILE}`}
    >
      {/* The same shapes as the build's icons (lib/logoMark.ts), from constants only. */}
      <g dangerouslySetInnerHTML={{ __html: markShapesMarkup() }} />
      <text
        x={MARK_TILE / 2}
        y={letters.baseline}
        textAnchor="middle"
        fontFamily='"Source Serif 4", Georgia, serif'
        fontWeight={600}
        fontSize={letters.fontSize}
        letterSpacing={letters.letterSpacing}
        fill={letters.colour}
      >
        {letters.text}
      </text>
    </svg>
  );
}
