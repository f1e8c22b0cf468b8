import { MARK_SHAPES, MARK_TILE, markLetters } from '../../lib/logoMark';

/** Decorative (the name stands beside it); paths, not a clip path whose id would repeat on the page. */
export function LogoMark({ name, size = 40, className }: { name: string; size?: number; className?: string }) {
  const letters = markLetters(name);
  const { sky, lake, ripples, shore } = MARK_SHAPES;
  return (
    <svg
      className={className}
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox={`0 0 ${MARK_TILE} ${MARK_TILE}`}
    >
      <path d={sky.d} fill={sky.fill} />
      <path d={lake.d} fill={lake.fill} />
      <path d={ripples.d} stroke={ripples.stroke} strokeWidth={1.5} strokeLinecap="round" />
      <rect y={shore.y} width={MARK_TILE} height={shore.height} fill={shore.fill} />
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
