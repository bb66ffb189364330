/**
 * The geometry of the running chart on My bets (profit and average CLV over time): one step line per
 * series in its own box, a zero line, y ticks at round values. Pure, so the page only draws it and
 * the tests check the numbers.
 */
import type { ChartBox } from '../market/line-movement';
import type { RunningPoint } from './summarize-bets';

/** The chart's box: the same as the line-movement chart's. */
export type SeriesBox = ChartBox;

export interface SeriesGeometry {
  /** 'M x y H x V y …': the value holds until the next bet moves it. */
  readonly path: string;
  readonly dots: readonly { x: number; y: number; value: number; at: string }[];
  /** The y of value 0 (always inside the box: the range includes 0). */
  readonly zeroY: number;
  readonly yTicks: readonly { y: number; value: number }[];
  readonly xStart: string;
  readonly xEnd: string;
}

/** 1, 2, 5, 10, 20, 50 … : a tick step giving about `count` intervals over `span`. */
export function niceStep(span: number, count = 4): number {
  if (!(span > 0)) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normalised = raw / magnitude;
  const step = normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 5 ? 5 : 10;
  return step * magnitude;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

/**
 * Places a series in the box: time left to right (a lone point sits in the middle), values bottom to
 * top over a range that always includes 0, so above and below even are plain to see.
 */
export function seriesGeometry(points: readonly RunningPoint[], box: SeriesBox): SeriesGeometry | null {
  if (points.length === 0) return null;
  const times = points.map((p) => Date.parse(p.at));
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const values = points.map((p) => p.value);
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0) || 1);
  const lo = Math.floor(Math.min(...values, 0) / step) * step;
  const hi = Math.max(lo + step, Math.ceil(Math.max(...values, 0) / step) * step);
  const left = box.padLeft;
  const right = box.width - box.padRight;
  const top = box.padTop;
  const bottom = box.height - box.padBottom;
  const x = (t: number) =>
    r1(t1 === t0 ? (left + right) / 2 : left + ((t - t0) / (t1 - t0)) * (right - left));
  const y = (v: number) => r1(bottom - ((v - lo) / (hi - lo)) * (bottom - top));
  const dots = points.map((p, i) => ({ x: x(times[i]!), y: y(p.value), value: p.value, at: p.at }));
  // Starts at 0 on the first bet's time, then steps: a running total holds between bets.
  let path = `M ${dots[0]!.x} ${y(0)} V ${dots[0]!.y}`;
  for (const d of dots.slice(1)) path += ` H ${d.x} V ${d.y}`;
  const yTicks: { y: number; value: number }[] = [];
  for (let v = lo; v <= hi + step / 1000; v += step) {
    const value = Number(v.toPrecision(12));
    yTicks.push({ y: y(value), value: value === 0 ? 0 : value });
  }
  return {
    path,
    dots,
    zeroY: y(0),
    yTicks,
    xStart: new Date(t0).toISOString(),
    xEnd: new Date(t1).toISOString(),
  };
}
