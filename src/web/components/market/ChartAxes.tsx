/**
 * The axes of the site's small SVG charts (line movement, My Bets): a grid line and label per y tick,
 * the first and last time under the plot. Geometry comes from the shared chart modules.
 */
import type { ChartBox } from '@shared/market/line-movement';

const LABEL = { fontSize: '10', fill: '#94a3b8' } as const;

export function ChartAxes({
  box,
  ticks,
  xStart,
  xEnd,
}: {
  box: ChartBox;
  /** Each tick's y, its label, and whether it is the zero line (drawn stronger). */
  ticks: readonly { y: number; label: string; zero?: boolean }[];
  xStart: string;
  xEnd: string;
}) {
  return (
    <>
      {ticks.map((t) => (
        <g key={`${t.y}-${t.label}`}>
          <line
            x1={box.padLeft}
            x2={box.width - box.padRight}
            y1={t.y}
            y2={t.y}
            stroke={t.zero ? '#475569' : '#1e293b'}
          />
          <text x={box.padLeft - 6} y={t.y + 4} textAnchor="end" {...LABEL}>
            {t.label}
          </text>
        </g>
      ))}
      <text x={box.padLeft} y={box.height - 6} {...LABEL}>
        {xStart}
      </text>
      <text x={box.width - box.padRight} y={box.height - 6} textAnchor="end" {...LABEL}>
        {xEnd}
      </text>
    </>
  );
}
