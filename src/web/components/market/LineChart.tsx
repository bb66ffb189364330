/**
 * Line movement as a small inline SVG (no chart library): each book's home spread from its first
 * stored snapshot to now, as steps (a line holds until the next snapshot moves it). Geometry comes
 * from shared/market/line-movement.
 */
import type { GameMarket } from '@shared/api/game-market';
import { chartGeometry, openCurrentText } from '@shared/market/line-movement';
import { formatPoint } from '@shared/pricing/format-bet';
import { stampText } from '@shared/calendar/eastern-time';
import { ChartAxes } from './ChartAxes';

// Sized for a phone (≈ 360 px wide: 1 unit ≈ 1 px); a desktop shows it at most max-w-xl.
const BOX = { width: 400, height: 170, padLeft: 34, padRight: 8, padTop: 10, padBottom: 22 };
const COLOURS = ['#34d399', '#38bdf8', '#f472b6', '#facc15', '#a78bfa', '#fb923c', '#f87171', '#94a3b8'];

export function LineChart({ market }: { market: GameMarket }) {
  const geometry = chartGeometry(market.movement.books, BOX);
  const line = market.movement.line;
  if (geometry === null || line === null)
    return <p className="text-sm text-slate-400">No spread has been posted for this game yet.</p>;
  const text = openCurrentText(line, market.game.homeTeam, market.game.awayTeam);
  const summary = `${market.game.homeTeam} spread by sportsbook: opened ${text.open}, now ${text.current}`;
  return (
    <figure className="grid max-w-xl gap-3">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full rounded-xl bg-slate-950/60"
        data-testid="line-chart"
      >
        <ChartAxes
          box={BOX}
          ticks={geometry.yTicks.map((t) => ({ y: t.y, label: formatPoint(t.point) }))}
          xStart={stampText(geometry.xStart)}
          xEnd={stampText(geometry.xEnd)}
        />
        {geometry.lines.map((l, i) => {
          const colour = COLOURS[i % COLOURS.length]!;
          return (
            <g key={l.key} data-book={l.key}>
              <path d={l.path} fill="none" stroke={colour} strokeWidth="2" />
              {l.dots.map((d) => (
                <circle key={d.at} cx={d.x} cy={d.y} r="3.5" fill={colour} data-point>
                  <title>{`${l.name}: ${market.game.homeTeam} ${formatPoint(d.point)} at ${stampText(d.at)}`}</title>
                </circle>
              ))}
            </g>
          );
        })}
      </svg>
      <figcaption className="grid gap-2 text-sm text-slate-300">
        <span>
          {market.game.homeTeam} spread (home line, sportsbook sign). Opened <strong>{text.open}</strong>, now{' '}
          <strong>{text.current}</strong>.
        </span>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-400" aria-label="Books in the chart">
          {geometry.lines.map((l, i) => (
            <li key={l.key} className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-2.5 rounded-full"
                style={{ backgroundColor: COLOURS[i % COLOURS.length] }}
              />
              {l.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
