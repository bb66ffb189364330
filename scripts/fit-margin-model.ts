/**
 * Fits the key-number margin and total distributions to the bundled closing lines and writes the
 * constants to src/shared/model/margin-params.ts (a generated, committed file).
 *
 *   npx tsx scripts/fit-margin-model.ts          # fit and write
 *   npx tsx scripts/fit-margin-model.ts --check  # fit and fail if the committed file differs
 *
 * Data (resources/history, see SOURCES.md):
 *   NFL 1999–2024, every game: margin = result, closing expected home margin = spread_line
 *     (nflverse sign: positive = home favoured, so the product's home line is −spread_line);
 *     total = total, closing total = total_line.
 *   College 2021–2024, FBS vs FBS games (both conferences FBS in that season) with a consensus line:
 *     margin = home_margin, expected home margin = −market_spread; total = total_points vs market_total.
 * The closing line is the distribution's centre (its 50/50 point: 'median' centring, see
 * key-weighted-normal.ts), so σ and the weights describe how results scatter around a sharp line. The ridge penalty on the log-weights is chosen by out-of-sample log-likelihood
 * (train on early seasons, score the later ones) and the final fit uses every season.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { csvRecords } from '../src/server/history/csv';
import {
  fitKeyWeightedNormal,
  logLikelihood,
  type FitObservation,
  type KeyWeightFit,
  type KeyWeightFitOptions,
} from '../src/shared/model/key-number-fit';
import {
  keyWeightedPmf,
  pmfAt,
  type KeyWeightedNormalParams,
  type WeightIndexing,
} from '../src/shared/model/key-weighted-normal';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT = 'src/shared/model/margin-params.ts';
const RIDGE_GRID = [0.25, 1, 4, 16, 64];
const MARGIN_MAX_INDEX = 45;
const TOTAL_MAX_INDEX = 100;

/** FBS conference names as CFBD spells them in 2021–2024 (membership is per season, by conference). */
const FBS_CONFERENCES = new Set([
  'ACC',
  'American Athletic',
  'Big 12',
  'Big Ten',
  'Conference USA',
  'FBS Independents',
  'Mid-American',
  'Mountain West',
  'Pac-12',
  'SEC',
  'Sun Belt',
]);

function readCsv(relativePath: string): Record<string, string>[] {
  const records = csvRecords(readFileSync(`${root}${relativePath}`, 'utf8'));
  if (records.length === 0) throw new Error(`${relativePath} is empty`);
  return records;
}

function num(value: string | undefined, what: string): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n))
    throw new Error(`bad ${what}: ${value}`);
  return n;
}

interface SeasonObservation extends FitObservation {
  readonly season: number;
}

interface Dataset {
  readonly margins: SeasonObservation[];
  readonly totals: SeasonObservation[];
}

function loadNfl(): Dataset {
  const margins: SeasonObservation[] = [];
  const totals: SeasonObservation[] = [];
  for (const r of readCsv('resources/history/nfl/games.csv')) {
    const season = num(r.season, 'season');
    margins.push({ season, centre: num(r.spread_line, 'spread_line'), value: num(r.result, 'result') });
    totals.push({ season, centre: num(r.total_line, 'total_line'), value: num(r.total, 'total') });
  }
  return { margins, totals };
}

function loadCfb(): Dataset {
  const games = new Map(readCsv('resources/history/cfb/games_2021_2024.csv').map((g) => [g.game_id, g]));
  const margins: SeasonObservation[] = [];
  const totals: SeasonObservation[] = [];
  for (const line of readCsv('resources/history/cfb/lines_consensus_2021_2024.csv')) {
    const g = games.get(line.game_id);
    if (
      !g ||
      !FBS_CONFERENCES.has(g.home_conference ?? '') ||
      !FBS_CONFERENCES.has(g.away_conference ?? '')
    ) {
      continue;
    }
    const season = num(g.season, 'season');
    if (line.market_spread?.trim()) {
      margins.push({
        season,
        centre: -num(line.market_spread, 'market_spread'),
        value: num(g.home_margin, 'home_margin'),
      });
    }
    if (line.market_total?.trim()) {
      totals.push({
        season,
        centre: num(line.market_total, 'market_total'),
        value: num(g.total_points, 'total_points'),
      });
    }
  }
  return { margins, totals };
}

interface FitSpec {
  readonly label: string;
  readonly observations: readonly SeasonObservation[];
  readonly indexing: WeightIndexing;
  readonly maxIndex: number;
  readonly zeroIndices?: readonly number[];
  readonly unpenalisedIndices?: readonly number[];
  /** First season of the held-out block used to choose the ridge penalty. */
  readonly holdoutFrom: number;
}

interface FitReport {
  readonly label: string;
  readonly params: KeyWeightedNormalParams;
  readonly plain: KeyWeightFit;
  readonly weighted: KeyWeightFit;
  readonly ridge: number;
  readonly useWeights: boolean;
  /** Held-out mean log-likelihood gain per game of the weighted model over the plain normal. */
  readonly holdoutGainPerGame: number;
  readonly holdoutGames: number;
  readonly residualMean: number;
  readonly residualSd: number;
}

function fitOptions(spec: FitSpec, ridge: number, fitWeights: boolean): KeyWeightFitOptions {
  return {
    indexing: spec.indexing,
    centre: 'median',
    maxIndex: spec.maxIndex,
    ridge,
    zeroIndices: spec.zeroIndices ?? [],
    unpenalisedIndices: spec.unpenalisedIndices ?? [],
    sigmaMin: 5,
    sigmaMax: 30,
    fitWeights,
  };
}

function fit(spec: FitSpec): FitReport {
  const train = spec.observations.filter((o) => o.season < spec.holdoutFrom);
  const test = spec.observations.filter((o) => o.season >= spec.holdoutFrom);
  const plainTrain = fitKeyWeightedNormal(train, fitOptions(spec, 1, false));
  const plainTest = logLikelihood(test, plainTrain, spec.indexing);
  let bestRidge = RIDGE_GRID[0]!;
  let bestTest = -Infinity;
  for (const ridge of RIDGE_GRID) {
    const f = fitKeyWeightedNormal(train, fitOptions(spec, ridge, true));
    const ll = logLikelihood(test, f, spec.indexing);
    console.log(`${spec.label}: ridge ${ridge} held-out ll/game ${(ll / test.length).toFixed(5)}`);
    if (ll > bestTest) {
      bestTest = ll;
      bestRidge = ridge;
    }
  }
  const holdoutGainPerGame = (bestTest - plainTest) / test.length;
  // Weights earn their place only if they predict later seasons better than the plain normal.
  const useWeights = holdoutGainPerGame > 0;
  const plain = fitKeyWeightedNormal(spec.observations, fitOptions(spec, 1, false));
  const weighted = fitKeyWeightedNormal(spec.observations, fitOptions(spec, bestRidge, true));
  const residuals = spec.observations.map((o) => o.value - o.centre);
  const residualMean = residuals.reduce((a, b) => a + b, 0) / residuals.length;
  const residualSd = Math.sqrt(residuals.reduce((a, r) => a + (r - residualMean) ** 2, 0) / residuals.length);
  console.log(
    `${spec.label}: n ${spec.observations.length}, ridge ${bestRidge}, held-out gain ${holdoutGainPerGame.toFixed(5)}/game, ` +
      `σ weighted ${weighted.sigma.toFixed(3)}, σ plain ${plain.sigma.toFixed(3)}`,
  );
  return {
    label: spec.label,
    params: useWeights ? round(weighted) : round({ sigma: plain.sigma, weights: [], centre: 'median' }),
    plain,
    weighted,
    ridge: bestRidge,
    useWeights,
    holdoutGainPerGame,
    holdoutGames: test.length,
    residualMean,
    residualSd,
  };
}

function round(p: KeyWeightedNormalParams): KeyWeightedNormalParams {
  return {
    sigma: Number(p.sigma.toFixed(4)),
    weights: p.weights.map((w) => Number(w.toFixed(4))),
    centre: p.centre,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Observed share of games on each |margin| next to what the fitted model expects for the same lines. */
function keyNumberTable(spec: FitSpec, params: KeyWeightedNormalParams, keys: readonly number[]): string[] {
  const n = spec.observations.length;
  const expected = new Map<number, number>(keys.map((k) => [k, 0]));
  const byCentre = new Map<number, number>();
  for (const o of spec.observations) byCentre.set(o.centre, (byCentre.get(o.centre) ?? 0) + 1);
  for (const [centre, count] of byCentre) {
    const pmf = keyWeightedPmf(params, centre, 'absolute');
    for (const k of keys) expected.set(k, expected.get(k)! + (count * (pmfAt(pmf, k) + pmfAt(pmf, -k))) / n);
  }
  const atZero = keyWeightedPmf(params, 0, 'absolute');
  return keys.map((k) => {
    const observed = spec.observations.filter((o) => Math.abs(o.value) === k).length / n;
    const pickEm = k === 0 ? pmfAt(atZero, 0) : pmfAt(atZero, k) + pmfAt(atZero, -k);
    return ` *   |margin| ${String(k).padStart(2)}: observed ${pct(observed)}, model ${pct(expected.get(k)!)}, at a pick 'em ${pct(pickEm)}`;
  });
}

function describe(report: FitReport, spec: FitSpec): string[] {
  const lines = [
    ` * ${report.label}: n = ${spec.observations.length} games; result − line mean ${report.residualMean.toFixed(2)}, SD ${report.residualSd.toFixed(2)}.`,
    ` *   σ = ${report.params.sigma} (plain discretised normal: σ = ${report.plain.sigma.toFixed(4)}); ridge λ = ${report.ridge};`,
    ` *   log-likelihood/game ${(report.weighted.logLikelihood / report.weighted.n).toFixed(4)} weighted vs ${(report.plain.logLikelihood / report.plain.n).toFixed(4)} plain;`,
    ` *   held-out gain of the weights ${report.holdoutGainPerGame.toFixed(4)} nats/game over ${report.holdoutGames} games from ${spec.holdoutFrom}` +
      (report.useWeights ? '.' : ' (not positive: weights dropped, plain normal used).'),
  ];
  return lines;
}

function weightsLiteral(weights: readonly number[]): string {
  return `[${weights.join(', ')}]`;
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const nfl = loadNfl();
  const cfb = loadCfb();
  const specs = {
    nflMargin: {
      label: 'NFL margin',
      observations: nfl.margins,
      indexing: 'absolute',
      maxIndex: MARGIN_MAX_INDEX,
      // Ties are an overtime-rule event, not a scoring pattern: fit their weight unshrunk.
      unpenalisedIndices: [0],
      holdoutFrom: 2017,
    },
    cfbMargin: {
      label: 'College margin',
      observations: cfb.margins,
      indexing: 'absolute',
      maxIndex: MARGIN_MAX_INDEX,
      // Overtime since 1996: a college game cannot end tied.
      zeroIndices: [0],
      holdoutFrom: 2024,
    },
    nflTotal: {
      label: 'NFL total',
      observations: nfl.totals,
      indexing: 'direct',
      maxIndex: TOTAL_MAX_INDEX,
      holdoutFrom: 2017,
    },
    cfbTotal: {
      label: 'College total',
      observations: cfb.totals,
      indexing: 'direct',
      maxIndex: TOTAL_MAX_INDEX,
      holdoutFrom: 2024,
    },
  } satisfies Record<string, FitSpec>;

  const nflMargin = fit(specs.nflMargin);
  const cfbMargin = fit(specs.cfbMargin);
  const nflTotal = fit(specs.nflTotal);
  const cfbTotal = fit(specs.cfbTotal);
  const keys = [0, 1, 2, 3, 4, 6, 7, 10, 14];

  const header = [
    '/**',
    ' * GENERATED by scripts/fit-margin-model.ts from resources/history; do not edit by hand.',
    ' * Regenerate: npx tsx scripts/fit-margin-model.ts (verify: add --check).',
    ' *',
    ' * Model (key-weighted-normal.ts): P(X = k) ∝ w(k)·[Φ((k+½−ν)/σ) − Φ((k−½−ν)/σ)], centred on the',
    ' * closing line c: ν is solved so that P(X > c) = P(X < c) (median centring).',
    ' * Margins use w(|k|) for |k| ≤ 45, totals w(k) for k ≤ 100; weight 1 beyond. Fitted by maximum',
    ' * likelihood (key-number-fit.ts: σ by Brent on the profile likelihood, log-weights by Newton,',
    ' * locations and weights alternated to a fixed point) with a ridge penalty λ/2·Σ ln(w)² that pulls',
    ' * rarely seen values toward the plain normal; λ chosen from {' + RIDGE_GRID.join(', ') + '} by',
    ' * log-likelihood on later held-out seasons, then refitted on every season. Data:',
    ' *   NFL 1999–2024 all games (nflverse games.csv: result vs spread_line, total vs total_line).',
    ' *   College 2021–2024 FBS vs FBS games with a CFBD consensus line (home_margin vs −market_spread,',
    ' *   total_points vs market_total). College tie weight fixed at 0 (overtime since 1996); NFL tie weight',
    ' *   fitted without the ridge (14 ties: shrinking them toward the normal would overstate them).',
    ' *',
    ' * Fit statistics:',
    ...describe(nflMargin, specs.nflMargin),
    ...keyNumberTable(specs.nflMargin, nflMargin.params, keys),
    ...describe(cfbMargin, specs.cfbMargin),
    ...keyNumberTable(specs.cfbMargin, cfbMargin.params, keys),
    ...describe(nflTotal, specs.nflTotal),
    ...describe(cfbTotal, specs.cfbTotal),
    ' *',
    ' * σ here is the scatter of results around the CLOSING line. A pricing model is less accurate than',
    ' * the close: price its own lines with its own residual σ (withSigma in margin-distribution.ts).',
    ' */',
  ];
  const body = [
    "import type { KeyWeightedNormalParams } from './key-weighted-normal';",
    '',
    `export const NFL_MARGIN_PARAMS: KeyWeightedNormalParams = { sigma: ${nflMargin.params.sigma}, centre: 'median', weights: ${weightsLiteral(nflMargin.params.weights)} };`,
    '',
    `export const CFB_MARGIN_PARAMS: KeyWeightedNormalParams = { sigma: ${cfbMargin.params.sigma}, centre: 'median', weights: ${weightsLiteral(cfbMargin.params.weights)} };`,
    '',
    `export const NFL_TOTAL_PARAMS: KeyWeightedNormalParams = { sigma: ${nflTotal.params.sigma}, centre: 'median', weights: ${weightsLiteral(nflTotal.params.weights)} };`,
    '',
    `export const CFB_TOTAL_PARAMS: KeyWeightedNormalParams = { sigma: ${cfbTotal.params.sigma}, centre: 'median', weights: ${weightsLiteral(cfbTotal.params.weights)} };`,
    '',
    '/** Sample sizes and the SD of (result − closing line), for documentation and sanity checks. */',
    'export const MARGIN_FIT_STATS = {',
    ...[
      ['nflMargin', nflMargin],
      ['cfbMargin', cfbMargin],
      ['nflTotal', nflTotal],
      ['cfbTotal', cfbTotal],
    ].map(
      ([key, r]) =>
        `  ${key as string}: { games: ${(r as FitReport).weighted.n}, residualSd: ${(r as FitReport).residualSd.toFixed(2)}, weighted: ${(r as FitReport).useWeights} },`,
    ),
    '} as const;',
    '',
  ];
  const text = [...header, ...body].join('\n');
  const options = (await prettier.resolveConfig(`${root}${OUTPUT}`)) ?? {};
  const formatted = await prettier.format(text, { ...options, filepath: `${root}${OUTPUT}` });
  if (check) {
    const current = readFileSync(`${root}${OUTPUT}`, 'utf8');
    if (current !== formatted) {
      console.error(`${OUTPUT} is out of date: run npx tsx scripts/fit-margin-model.ts`);
      process.exitCode = 1;
      return;
    }
    console.log(`${OUTPUT} is up to date`);
    return;
  }
  writeFileSync(`${root}${OUTPUT}`, formatted);
  console.log(`wrote ${OUTPUT}`);
}

await main();
