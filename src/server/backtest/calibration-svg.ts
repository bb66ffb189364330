import type { CalibrationBin } from './metrics';

/**
 * A hand-written SVG calibration chart (no chart library): predicted vs observed home-cover rate per
 * probability bin, for the pure model and the market blend, with the ±3-point acceptance band,
 * 95 % error bars and marker area proportional to the number of games.
 */

export interface CalibrationSeries {
  readonly label: string;
  readonly colour: string;
  readonly bins: readonly CalibrationBin[];
}

const WIDTH = 640;
const HEIGHT = 600;
const LEFT = 80;
const TOP = 70;
const SIZE = 460;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const fmt = (x: number) => (Math.round(x * 10) / 10).toString();

/** Bins smaller than this are left off: a handful of games says nothing and would stretch the axes. */
export const MIN_PLOTTED_GAMES = 20;

export function calibrationSvg(
  title: string,
  subtitle: string,
  allSeries: readonly CalibrationSeries[],
): string {
  const series = allSeries.map((s) => ({ ...s, bins: s.bins.filter((b) => b.games >= MIN_PLOTTED_GAMES) }));
  const values = series.flatMap((s) => s.bins.flatMap((b) => [b.predicted, b.observed]));
  // Zoom to the populated part of the scale (cover probabilities sit near 50 %), in steps of 10 %.
  const lo = Math.max(0, Math.floor(Math.min(0.3, ...values) * 10) / 10);
  const hi = Math.min(1, Math.ceil(Math.max(0.7, ...values) * 10) / 10);
  const x = (p: number) => LEFT + ((p - lo) / (hi - lo)) * SIZE;
  const y = (p: number) => TOP + SIZE - ((p - lo) / (hi - lo)) * SIZE;
  const maxGames = Math.max(1, ...series.flatMap((s) => s.bins.map((b) => b.games)));
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="system-ui, -apple-system, Segoe UI, sans-serif" role="img" aria-labelledby="t d">`,
    `<title id="t">${escapeXml(title)}</title>`,
    `<desc id="d">${escapeXml(subtitle)}</desc>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#ffffff"/>`,
    `<text x="${LEFT}" y="30" font-size="18" font-weight="600" fill="#111">${escapeXml(title)}</text>`,
    `<text x="${LEFT}" y="52" font-size="12" fill="#555">${escapeXml(subtitle)}</text>`,
  );
  for (let i = 0; i <= Math.round((hi - lo) * 10); i++) {
    const p = lo + i / 10;
    out.push(
      `<line x1="${fmt(x(p))}" y1="${TOP}" x2="${fmt(x(p))}" y2="${TOP + SIZE}" stroke="#e5e5e5"/>`,
      `<line x1="${LEFT}" y1="${fmt(y(p))}" x2="${LEFT + SIZE}" y2="${fmt(y(p))}" stroke="#e5e5e5"/>`,
      `<text x="${fmt(x(p))}" y="${TOP + SIZE + 18}" font-size="11" text-anchor="middle" fill="#333">${Math.round(p * 100)}%</text>`,
      `<text x="${LEFT - 8}" y="${fmt(y(p) + 4)}" font-size="11" text-anchor="end" fill="#333">${Math.round(p * 100)}%</text>`,
    );
  }
  const band = 0.03;
  out.push(
    `<polygon points="${fmt(x(lo))},${fmt(y(lo + band))} ${fmt(x(hi - band))},${fmt(y(hi))} ${fmt(x(hi))},${fmt(y(hi))} ${fmt(x(hi))},${fmt(y(hi - band))} ${fmt(x(lo + band))},${fmt(y(lo))} ${fmt(x(lo))},${fmt(y(lo))}" fill="#2e7d32" fill-opacity="0.10"/>`,
    `<line x1="${fmt(x(lo))}" y1="${fmt(y(lo))}" x2="${fmt(x(hi))}" y2="${fmt(y(hi))}" stroke="#2e7d32" stroke-dasharray="5 4"/>`,
    `<rect x="${LEFT}" y="${TOP}" width="${SIZE}" height="${SIZE}" fill="none" stroke="#999"/>`,
    `<text x="${LEFT + SIZE / 2}" y="${TOP + SIZE + 42}" font-size="13" text-anchor="middle" fill="#111">Predicted P(home covers the closing line)</text>`,
    `<text transform="translate(${LEFT - 50} ${TOP + SIZE / 2}) rotate(-90)" font-size="13" text-anchor="middle" fill="#111">Observed home cover rate</text>`,
  );
  series.forEach((s, si) => {
    const dx = (si - (series.length - 1) / 2) * 4;
    for (const b of s.bins) {
      const cx = x(b.predicted) + dx;
      const cy = y(Math.min(hi, Math.max(lo, b.observed)));
      const half = (1.96 * b.sePoints) / 100;
      const top = y(Math.min(hi, b.observed + half));
      const bottom = y(Math.max(lo, b.observed - half));
      const r = 3 + 9 * Math.sqrt(b.games / maxGames);
      out.push(
        `<line x1="${fmt(cx)}" y1="${fmt(top)}" x2="${fmt(cx)}" y2="${fmt(bottom)}" stroke="${s.colour}" stroke-width="1.5"/>`,
        `<circle cx="${fmt(cx)}" cy="${fmt(cy)}" r="${fmt(r)}" fill="${s.colour}" fill-opacity="0.55" stroke="${s.colour}"><title>${escapeXml(
          `${s.label}: predicted ${(100 * b.predicted).toFixed(1)}%, observed ${(100 * b.observed).toFixed(1)}%, n = ${b.games}`,
        )}</title></circle>`,
        `<text x="${fmt(cx + r + 3)}" y="${fmt(cy - r)}" font-size="10" fill="${s.colour}">${b.games}</text>`,
      );
    }
  });
  const legendY = TOP + SIZE + 64;
  series.forEach((s, si) => {
    const lx = LEFT + si * 220;
    out.push(
      `<circle cx="${lx + 6}" cy="${legendY - 4}" r="6" fill="${s.colour}" fill-opacity="0.55" stroke="${s.colour}"/>`,
      `<text x="${lx + 18}" y="${legendY}" font-size="12" fill="#111">${escapeXml(s.label)}</text>`,
    );
  });
  out.push(
    `<text x="${LEFT + 2 * 220}" y="${legendY}" font-size="12" fill="#2e7d32">band: ±3 points</text>`,
    `</svg>`,
  );
  return out.join('\n') + '\n';
}
