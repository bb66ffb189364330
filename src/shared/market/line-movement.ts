/**
 * Line movement from the append-only odds snapshots: each book's home spread over time, the market's
 * open and current line (the lower median across books of each book's first and latest number, as the
 * posted "Vegas" line is chosen), and the chart's geometry. Pure; the server and the page share it.
 */
import { favouriteLineText } from '../pricing/format-bet';

export interface LinePoint {
  /** ISO instant the price was fetched. */
  readonly at: string;
  /** Home spread, sportsbook (= product) sign: negative = home favoured. */
  readonly point: number;
}

export interface BookSeries {
  readonly key: string;
  readonly name: string;
  readonly points: readonly LinePoint[];
}

export interface OpenCurrent {
  readonly open: number;
  readonly current: number;
  readonly openedAt: string;
  readonly currentAt: string;
  /** current − open in home-line points (negative = moved toward the home side). */
  readonly move: number;
}

function lowerMedian(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** The market's open and current home line; null when no book has a spread yet. */
export function openAndCurrent(series: readonly BookSeries[]): OpenCurrent | null {
  const withPoints = series.filter((s) => s.points.length > 0);
  if (withPoints.length === 0) return null;
  const firsts = withPoints.map((s) => s.points[0]!);
  const lasts = withPoints.map((s) => s.points[s.points.length - 1]!);
  const open = lowerMedian(firsts.map((p) => p.point));
  const current = lowerMedian(lasts.map((p) => p.point));
  const openedAt = firsts.map((p) => p.at).sort()[0]!;
  const currentAt = lasts
    .map((p) => p.at)
    .sort()
    .at(-1)!;
  const move = current - open;
  return { open, current, openedAt, currentAt, move: move === 0 ? 0 : move };
}

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Space kept for the axis labels. */
  readonly padLeft: number;
  readonly padRight: number;
  readonly padTop: number;
  readonly padBottom: number;
}

export interface ChartGeometry {
  readonly lines: readonly {
    key: string;
    name: string;
    /** SVG path 'M x y L x y …' (steps: a line holds until the next snapshot moves it). */
    path: string;
    dots: readonly { x: number; y: number; point: number; at: string }[];
  }[];
  /** Y-axis ticks at whole and half points in range. */
  readonly yTicks: readonly { y: number; point: number }[];
  readonly xStart: string;
  readonly xEnd: string;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Places every book's series in the box: time left to right, the home line top (high) to bottom (low). */
export function chartGeometry(series: readonly BookSeries[], box: ChartBox): ChartGeometry | null {
  const all = series.flatMap((s) => s.points);
  if (all.length === 0) return null;
  const times = all.map((p) => Date.parse(p.at));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const lo = Math.floor(Math.min(...all.map((p) => p.point)) * 2) / 2 - 0.5;
  const hi = Math.ceil(Math.max(...all.map((p) => p.point)) * 2) / 2 + 0.5;
  const innerW = box.width - box.padLeft - box.padRight;
  const innerH = box.height - box.padTop - box.padBottom;
  const x = (t: number) => round1(box.padLeft + (t1 === t0 ? innerW : ((t - t0) / (t1 - t0)) * innerW));
  const y = (p: number) => round1(box.padTop + ((hi - p) / (hi - lo)) * innerH);
  const lines = series
    .filter((s) => s.points.length > 0)
    .map((s) => {
      const dots = s.points.map((p) => ({ x: x(Date.parse(p.at)), y: y(p.point), point: p.point, at: p.at }));
      const first = dots[0]!;
      // A single snapshot is drawn as a level line from the left edge to its dot.
      const segments = dots.length === 1 ? [`M ${box.padLeft} ${first.y}`, `L ${first.x} ${first.y}`] : [];
      dots.forEach((d, i) => {
        if (i === 0) {
          if (dots.length > 1) segments.push(`M ${d.x} ${d.y}`);
          return;
        }
        segments.push(`L ${d.x} ${dots[i - 1]!.y}`, `L ${d.x} ${d.y}`);
      });
      return { key: s.key, name: s.name, path: segments.join(' '), dots };
    });
  const step = hi - lo > 6 ? 1 : 0.5;
  const yTicks: { y: number; point: number }[] = [];
  for (let p = Math.ceil(lo / step) * step; p <= hi + 1e-9; p += step)
    yTicks.push({ y: y(p), point: round1(p) });
  return {
    lines,
    yTicks,
    xStart: new Date(t0).toISOString(),
    xEnd: new Date(t1).toISOString(),
  };
}

/** 'Chiefs -3' / 'Chiefs -3.5' / "pick 'em", told from the favourite's side as the cards do. */
export function openCurrentText(
  line: Pick<OpenCurrent, 'open' | 'current'>,
  homeShortName: string,
  awayShortName: string,
): { open: string; current: string } {
  return {
    open: favouriteLineText(line.open, homeShortName, awayShortName),
    current: favouriteLineText(line.current, homeShortName, awayShortName),
  };
}
