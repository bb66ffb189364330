/**
 * The running chart of My bets: profit (units) and average CLV (percent) over time, each as a small
 * inline SVG step line (no chart library), in kickoff order. Geometry from shared/bets/bets-chart.
 */
import type { RunningPoint, RunningSeries } from '@shared/bets/summarize-bets';
import { seriesGeometry } from '@shared/bets/bets-chart';
import { signedPercent } from '@shared/display/pick-line';
import { unitsText } from '@shared/bets/bet-text';
import { calendarDateText } from '@shared/calendar/eastern-time';
import { ChartAxes } from '../market/ChartAxes';

// Sized for a phone (≈ 360 px wide: 1 unit ≈ 1 px); a desktop shows two side by side.
const BOX = { width: 360, height: 150, padLeft: 40, padRight: 10, padTop: 10, padBottom: 22 };

const dayText = (iso: string) => calendarDateText(iso.slice(0, 10));

function Panel({
  title,
  points,
  format,
  colour,
  testId,
  describe,
}: {
  title: string;
  points: readonly RunningPoint[];
  format: (value: number) => string;
  colour: string;
  testId: string;
  describe: (last: RunningPoint, count: number) => string;
}) {
  const geometry = seriesGeometry(points, BOX);
  return (
    <figure className="grid min-w-0 gap-2">
      <figcaption className="text-sm font-semibold text-slate-200">{title}</figcaption>
      {geometry === null ? (
        <p className="text-sm text-slate-400">Nothing to chart yet.</p>
      ) : (
        <svg
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-label={describe(points.at(-1)!, points.length)}
          className="h-auto w-full rounded-xl bg-slate-950/60"
          data-testid={testId}
        >
          <ChartAxes
            box={BOX}
            ticks={geometry.yTicks.map((t) => ({ y: t.y, label: format(t.value), zero: t.value === 0 }))}
            xStart={dayText(geometry.xStart)}
            xEnd={dayText(geometry.xEnd)}
          />
          <path d={geometry.path} fill="none" stroke={colour} strokeWidth="2" />
          {geometry.dots.map((d, i) => (
            <circle key={`${d.at}-${i}`} cx={d.x} cy={d.y} r="3" fill={colour} data-point>
              <title>{`${dayText(d.at)}: ${format(d.value)}`}</title>
            </circle>
          ))}
        </svg>
      )}
    </figure>
  );
}

export function BetsChart({ series }: { series: RunningSeries }) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Panel
        title="Profit (units)"
        points={series.profit}
        format={unitsText}
        colour="#34d399"
        testId="profit-chart"
        describe={(last, n) =>
          `Profit after ${n} graded ${n === 1 ? 'bet' : 'bets'}: ${unitsText(last.value)}`
        }
      />
      <Panel
        title="Average CLV"
        points={series.clv}
        format={(v) => (v === 0 ? '0%' : signedPercent(v))}
        colour="#38bdf8"
        testId="clv-chart"
        describe={(last, n) =>
          `Average closing-line value over ${n} ${n === 1 ? 'bet' : 'bets'}: ${signedPercent(last.value)}`
        }
      />
    </div>
  );
}
