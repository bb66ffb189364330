import { isTargetGame } from '../ratings/game-types';
import { toSportCode, type SportCode } from '@shared/league';
import { defaultRatingConfig, type RatingConfig } from '../ratings/rating-config';
import { intFlag, UsageError } from '../cli/parse-args';
import { parseTuneArgs } from './command-options';
import { overlayConfig, readOverlay, type ConfigSection } from './config-overlay';
import { loadLeagueData, type LeagueData } from './league-data';
import { walkForward } from './walk-forward';

/**
 * How the rating defaults were chosen: coordinate descent over a grid, one parameter at a time, scoring
 * the walk-forward pure-model margin MAE on TUNING seasons only (NFL 2001–2014, so 2015–2024 stays out
 * of sample; college 2022–2023, so 2024 does). The blend weights and σ are not tuned here: the engine
 * fits them walk-forward on past seasons.
 *
 *   npx tsx src/server/backtest/tune.ts --league nfl [--from 2001 --to 2014] [--passes 3] [--only quarterbacks,lines]
 *     [--hold-out 2023] [--start start.json]
 *
 * `--hold-out` leaves one season of the range out of the score (cross-validation: each season scored
 * with parameters tuned on the others); `--start` begins the search from the defaults overlaid with a
 * JSON file of the same shape as the printed result (e.g. the defaults before a re-tune).
 *
 * Knobs of a component that is switched off in the config (quarterbacks, lines) change nothing and are skipped;
 * `--only` limits the search to the named sections.
 */

type Section = ConfigSection;
type Path = readonly [section: Section, key: string];

interface Knob {
  readonly path: Path;
  readonly values: readonly number[];
}

const NFL_KNOBS: readonly Knob[] = [
  { path: ['ridge', 'teamPenalty'], values: [1, 2, 3, 4, 6, 8, 12, 16] },
  { path: ['ridge', 'decayDays'], values: [60, 90, 120, 160, 200, 300, 500, 1000] },
  { path: ['ridge', 'seasonRegression'], values: [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1] },
  { path: ['ridge', 'priorSeasonWeight'], values: [0, 0.1, 0.25, 0.5] },
  { path: ['ridge', 'homePenalty'], values: [30, 100, 300, 1000, 3000] },
  { path: ['ridge', 'meanPenalty'], values: [5, 20, 50, 200] },
  { path: ['ridge', 'marginCap'], values: [14, 21, 28, 35, 1000] },
  { path: ['ridge', 'marginCapSlope'], values: [0, 0.25, 0.5, 0.75, 1] },
  { path: ['elo', 'k'], values: [12, 16, 20, 24, 28] },
  { path: ['elo', 'homeField'], values: [40, 50, 55, 65, 75] },
  { path: ['elo', 'seasonRevert'], values: [0.1, 0.2, 0.25, 1 / 3, 0.4, 0.5] },
  { path: ['elo', 'byeBonus'], values: [0, 10, 25, 40, 60] },
  { path: ['quarterbacks', 'penalty'], values: [2, 4, 6, 8, 12, 16] },
  { path: ['quarterbacks', 'newPrior'], values: [-4, -3, -2, -1.5, -1, 0] },
  { path: ['quarterbacks', 'seasonRegression'], values: [0, 0.1, 0.2, 0.3] },
  { path: ['lines', 'teamPenalty'], values: [0.06, 0.125, 0.25, 0.5, 1, 2, 4, 8] },
  { path: ['lines', 'decayDays'], values: [10, 20, 30, 60, 100, 200, 400] },
  { path: ['lines', 'priorSeasonWeight'], values: [0, 0.1, 0.25, 0.5] },
  { path: ['lines', 'seasonRegression'], values: [0.2, 0.3, 0.4, 0.6, 0.8, 1] },
  { path: ['lines', 'homePenalty'], values: [30, 100, 300, 1000] },
];

const CFB_KNOBS: readonly Knob[] = [
  { path: ['ridge', 'teamPenalty'], values: [0.125, 0.25, 0.5, 1, 2, 4] },
  { path: ['ridge', 'decayDays'], values: [120, 200, 365, 1000, 3000] },
  { path: ['ridge', 'seasonRegression'], values: [0, 0.1, 0.2, 0.4, 0.6] },
  { path: ['ridge', 'priorSeasonWeight'], values: [0, 0.1, 0.25, 0.5] },
  { path: ['ridge', 'homePenalty'], values: [10, 30, 100, 300, 1000] },
  { path: ['ridge', 'marginCap'], values: [14, 21, 28, 35, 1000] },
  { path: ['ridge', 'marginCapSlope'], values: [0, 0.25, 0.5, 0.75, 1] },
  { path: ['priors', 'spWeight'], values: [0.1, 0.2, 0.25, 0.3, 0.4, 0.5, 0.7] },
  { path: ['priors', 'talentWeight'], values: [0, 2, 4, 5, 6, 7, 8] },
  { path: ['priors', 'fpiWeight'], values: [0, 0.1, 0.2, 0.25, 0.3, 0.4] },
  { path: ['priors', 'newTopDivisionMargin'], values: [-12, -8, -4, 0] },
  { path: ['priors', 'lowerDivisionMargin'], values: [-25, -20, -15, -10, -5] },
  { path: ['priors', 'twoSeasonsBackWeight'], values: [0, 0.3, 0.5, 0.7] },
  // With `elo.pointsK` set (points Elo) `elo.k` changes nothing.
  { path: ['elo', 'pointsK'], values: [0.2, 0.25, 0.3, 0.35, 0.4, 0.5] },
  { path: ['elo', 'k'], values: [15, 20, 25, 30, 40, 50] },
  { path: ['elo', 'homeField'], values: [40, 50, 62, 75, 90] },
  { path: ['elo', 'seasonRevert'], values: [0.6, 0.8, 1] },
  { path: ['lines', 'teamPenalty'], values: [0.03, 0.06, 0.125, 0.25, 0.5, 1, 2, 4] },
  { path: ['lines', 'decayDays'], values: [10, 20, 30, 60, 100, 200, 400, 3000] },
  { path: ['lines', 'priorSeasonWeight'], values: [0, 0.1, 0.25, 0.5] },
  { path: ['lines', 'seasonRegression'], values: [0, 0.2, 0.4, 0.6, 1] },
  { path: ['blend', 'linesWeight'], values: [0, 0.2, 0.4, 0.6, 0.8] },
  { path: ['blend', 'earlyLinesWeight'], values: [0, 0.2, 0.4, 0.6] },
];

function withValue(config: RatingConfig, [section, key]: Path, value: number): RatingConfig {
  return { ...config, [section]: { ...config[section], [key]: value } };
}

function readValue(config: RatingConfig, [section, key]: Path): number | undefined {
  return (config[section] as unknown as Record<string, number | undefined>)[key];
}

function evaluate(data: LeagueData, config: RatingConfig, from: number, to: number, holdOut?: number) {
  const { rows } = walkForward(data.games, config, data.engineOptions, to);
  let n = 0;
  let margin = 0;
  let total = 0;
  for (const { game, model } of rows) {
    if (game.season < from || game.season === holdOut || !isTargetGame(game) || game.homeLine === undefined)
      continue;
    n++;
    margin += Math.abs(game.homeScore - game.awayScore + model.spread);
    total += Math.abs(game.homeScore + game.awayScore - model.total);
  }
  return { games: n, marginMae: margin / n, totalMae: total / n };
}

function withStart(config: RatingConfig, file: string | boolean | undefined): RatingConfig {
  return typeof file === 'string' ? overlayConfig(config, readOverlay(file)) : config;
}

function main(argv: readonly string[]): void {
  const args = parseTuneArgs(argv);
  const league: SportCode = toSportCode(
    String(args.flags.get('league') ?? 'nfl').toLowerCase() === 'cfb' ? 'cfb' : 'nfl',
  );
  const from = intFlag(args, 'from', 1999, 2100, league === 'NFL' ? 2001 : 2022);
  const to = intFlag(args, 'to', 1999, 2100, league === 'NFL' ? 2014 : 2023);
  const passes = intFlag(args, 'passes', 1, 10, 3);
  const data = loadLeagueData(league);
  const holdOut = args.flags.has('hold-out') ? intFlag(args, 'hold-out', from, to) : undefined;
  let config = withStart(defaultRatingConfig(league), args.flags.get('start'));
  const only = args.flags.get('only');
  // Sections (`ridge`) or single knobs (`ridge.decayDays`).
  const wanted = typeof only === 'string' ? new Set(only.split(',')) : undefined;
  const switchedOff = (section: Section) =>
    (section === 'quarterbacks' && !config.quarterbacks.enabled) ||
    (section === 'lines' && !config.lines.enabled);
  const knobs = (league === 'NFL' ? NFL_KNOBS : CFB_KNOBS).filter(
    (k) => !switchedOff(k.path[0]) && (!wanted || wanted.has(k.path[0]) || wanted.has(k.path.join('.'))),
  );
  const cache = new Map<string, ReturnType<typeof evaluate>>();
  const score = (c: RatingConfig) => {
    const key = JSON.stringify(c);
    let r = cache.get(key);
    if (!r) {
      r = evaluate(data, c, from, to, holdOut);
      cache.set(key, r);
    }
    return r;
  };
  let best = score(config);
  console.log(
    `${league} tuning on ${from}–${to}${holdOut ? ` without ${holdOut}` : ''}: start MAE ${best.marginMae.toFixed(4)} (n=${best.games})`,
  );
  for (let pass = 1; pass <= passes; pass++) {
    let changed = false;
    for (const knob of knobs) {
      const current = readValue(config, knob.path);
      const trials = knob.values.map((v) => ({ v, r: score(withValue(config, knob.path, v)) }));
      const top = trials.reduce<{ v: number | undefined; r: typeof best }>(
        (a, b) => (b.r.marginMae < a.r.marginMae - 1e-6 ? b : a),
        { v: current, r: best },
      );
      console.log(
        `  ${knob.path.join('.')}: ${trials.map((t) => `${+t.v.toFixed(3)}→${t.r.marginMae.toFixed(4)}`).join('  ')}` +
          `  ⇒ ${top.v === undefined ? 'unset' : +top.v.toFixed(3)}`,
      );
      if (top.v !== current && top.v !== undefined) {
        config = withValue(config, knob.path, top.v);
        best = top.r;
        changed = true;
      }
    }
    console.log(`pass ${pass}: MAE ${best.marginMae.toFixed(4)}, total MAE ${best.totalMae.toFixed(4)}`);
    if (!changed) break;
  }
  const { ridge, elo, priors, quarterbacks, lines, blend } = config;
  console.log(JSON.stringify({ ridge, elo, priors, quarterbacks, lines, blend }, null, 2));
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(
      `${error.message}\nusage: npx tsx src/server/backtest/tune.ts --league nfl|cfb [--from YEAR --to YEAR] [--passes N] [--only SECTIONS] [--hold-out YEAR] [--start FILE]`,
    );
    process.exitCode = 2;
  } else {
    throw error;
  }
}
