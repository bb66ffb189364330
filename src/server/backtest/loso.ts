import { isTargetGame } from '../ratings/game-types';
import { toSportCode } from '@shared/league';
import { defaultRatingConfig, type RatingConfig } from '../ratings/rating-config';
import { intFlag, UsageError } from '../cli/parse-args';
import { parseLosoArgs } from './command-options';
import { overlayConfig, readOverlay } from './config-overlay';
import {
  judgeChange,
  leaveOneSeasonOut,
  maeOver,
  type Candidate,
  type SeasonErrors,
} from './cross-validation';
import { loadLeagueData, type LeagueData } from './league-data';
import { walkForward } from './walk-forward';

/**
 * Leave-one-season-out cross-validation of the rating parameters (docs/model.md, "Cross-validated").
 *
 *   npx tsx src/server/backtest/loso.ts --league nfl|cfb [--from YEAR] [--to YEAR]
 *
 * Walks every candidate configuration forward once over the whole history (about 5 s of CPU each), then
 * scores each season with the candidate chosen on the other seasons. Each model change is judged as the
 * choice between the configuration without it and with it: kept only if that cross-validated MAE is
 * lower than without it. Candidates are the shipped parameters and the ones each change replaced.
 */

interface NamedConfig {
  readonly name: string;
  readonly config: RatingConfig;
}

interface Change {
  readonly from: string;
  readonly to: string;
}

function nflCandidates(): { candidates: NamedConfig[]; changes: Change[] } {
  const shipped = defaultRatingConfig('NFL');
  // The ridge before it was re-tuned with the quarterback terms (λ 6, τ 200, regression 0.6, this season only).
  const oldRidge = { teamPenalty: 6, decayDays: 200, priorSeasonWeight: 0, seasonRegression: 0.6 };
  const off = { enabled: false };
  const candidates: NamedConfig[] = [
    {
      name: 'ridge + Elo (before the NFL retune)',
      config: overlayConfig(shipped, { ridge: oldRidge, quarterbacks: off, lines: off }),
    },
    {
      name: '+ quarterback terms (old ridge)',
      config: overlayConfig(shipped, { ridge: oldRidge, lines: off }),
    },
    { name: '+ ridge re-tuned with quarterbacks', config: overlayConfig(shipped, { lines: off }) },
    { name: 'quarterbacks + market-implied, old ridge', config: overlayConfig(shipped, { ridge: oldRidge }) },
    { name: 'shipped (quarterbacks + market-implied + re-tuned ridge)', config: shipped },
  ];
  const [before, qb, retuned, oldRidgeLines, all] = candidates.map((c) => c.name) as [
    string,
    string,
    string,
    string,
    string,
  ];
  return {
    candidates,
    changes: [
      { from: before, to: qb },
      { from: qb, to: retuned },
      { from: retuned, to: all },
      { from: oldRidgeLines, to: all },
      { from: before, to: all },
    ],
  };
}

function cfbCandidates(): { candidates: NamedConfig[]; changes: Change[] } {
  const shipped = defaultRatingConfig('CFB');
  // Without the points Elo (538's update) and the two-season baseline.
  const { pointsK: _unused, ...eloWithoutPoints } = shipped.elo;
  const separateTotals: RatingConfig = {
    ...overlayConfig(shipped, {
      ridge: { teamPenalty: 0.125, homePenalty: 1000, decayDays: 200, priorSeasonWeight: 0.1 },
      priors: { twoSeasonsBackWeight: 0 },
    }),
    elo: eloWithoutPoints,
  };
  const withBoth = overlayConfig(separateTotals, {
    elo: { pointsK: 0.3 },
    priors: { twoSeasonsBackWeight: 0.5 },
  });
  const candidates: NamedConfig[] = [
    {
      name: 'before the re-tune (one decay for margin and total)',
      config: overlayConfig(
        separateTotals,
        readOverlay(new URL('./tuning/cfb-before-retune.json', import.meta.url).pathname),
      ),
    },
    { name: 'totals with their own decay, re-tuned', config: separateTotals },
    { name: 'shipped (+ two-season baseline and points Elo)', config: shipped },
    {
      // The ridge re-searched with both on 2022–2023; reverted: not better cross-validated.
      name: 'ridge re-searched with both (reverted)',
      config: overlayConfig(withBoth, {
        ridge: { teamPenalty: 0.25, homePenalty: 10, decayDays: 120, priorSeasonWeight: 0.5 },
      }),
    },
  ];
  const [before, totals, all, researched] = candidates.map((c) => c.name) as [string, string, string, string];
  return {
    candidates,
    changes: [
      { from: before, to: totals },
      { from: totals, to: all },
      { from: all, to: researched },
      { from: before, to: all },
    ],
  };
}

/** Margin errors by season of top-division games with a closing line, and the close's own. */
function seasonErrors(data: LeagueData, config: RatingConfig, from: number, to: number) {
  const model = new Map<number, { games: number; absError: number }>();
  const close = new Map<number, { games: number; absError: number }>();
  for (const { game, model: p } of walkForward(data.games, config, data.engineOptions, to).rows) {
    if (game.season < from || !isTargetGame(game) || game.homeLine === undefined) continue;
    const margin = game.homeScore - game.awayScore;
    for (const [map, error] of [
      [model, Math.abs(margin + p.spread)],
      [close, Math.abs(margin + game.homeLine)],
    ] as const) {
      const s = map.get(game.season) ?? { games: 0, absError: 0 };
      map.set(game.season, { games: s.games + 1, absError: s.absError + error });
    }
  }
  const list = (map: typeof model): SeasonErrors[] =>
    [...map.entries()].sort(([a], [b]) => a - b).map(([season, s]) => ({ season, ...s }));
  return { model: list(model), close: list(close) };
}

const f3 = (x: number) => x.toFixed(3);

function main(argv: readonly string[]): void {
  const args = parseLosoArgs(argv);
  const flag = String(args.flags.get('league') ?? '').toLowerCase();
  if (flag !== 'nfl' && flag !== 'cfb') throw new UsageError('--league must be nfl or cfb');
  const league = toSportCode(flag);
  // The first season of the data is the burn-in (cold ratings): never scored.
  const from = intFlag(args, 'from', 1999, 2100, league === 'NFL' ? 2000 : 2022);
  const to = intFlag(args, 'to', 1999, 2100, 2024);
  const data = loadLeagueData(league);
  const { candidates: named, changes } = league === 'NFL' ? nflCandidates() : cfbCandidates();
  let closeErrors: SeasonErrors[] = [];
  const candidates: Candidate[] = named.map(({ name, config }) => {
    const started = process.cpuUsage();
    const errors = seasonErrors(data, config, from, to);
    closeErrors = errors.close;
    const cpu = process.cpuUsage(started);
    console.error(`${name}: walked forward in ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
    return { name, seasons: errors.model };
  });
  const close: Candidate = { name: 'close', seasons: closeErrors };
  const seasons = closeErrors.map((s) => s.season);
  const recent = seasons.filter((s) => s >= 2015);

  console.log(`${league} margin MAE by season (top-division games with a closing line), ${from}–${to}`);
  console.log(['season', 'games', ...named.map((_, i) => `c${i + 1}`), 'close'].join('\t'));
  for (const s of closeErrors) {
    const row = candidates.map((c) => f3(maeOver(c, [s.season])));
    console.log([s.season, s.games, ...row, f3(s.absError / s.games)].join('\t'));
  }
  named.forEach((c, i) => console.log(`c${i + 1}: ${c.name}`));
  console.log(
    `\nIn sample ${from}–${to}: ${candidates.map((c, i) => `c${i + 1} ${f3(maeOver(c, seasons))}`).join(', ')}, close ${f3(maeOver(close, seasons))}`,
  );
  if (league === 'NFL')
    console.log(
      `In sample 2015–${to}: ${candidates.map((c, i) => `c${i + 1} ${f3(maeOver(c, recent))}`).join(', ')}, close ${f3(maeOver(close, recent))}`,
    );

  const all = leaveOneSeasonOut(candidates, seasons);
  console.log(
    `\nChoosing among all candidates, leave-one-season-out: ${f3(all.mae)} over ${all.games} games`,
  );
  const chosen = new Map<string, number>();
  for (const fold of all.folds) chosen.set(fold.chosen, (chosen.get(fold.chosen) ?? 0) + 1);
  for (const [name, n] of chosen) console.log(`  chosen in ${n} of ${all.folds.length} folds: ${name}`);

  console.log(
    '\nEach change, leave-one-season-out (kept only if the cross-validated MAE is lower than without it):',
  );
  const byName = new Map(candidates.map((c) => [c.name, c]));
  for (const change of changes) {
    const v = judgeChange(byName.get(change.from)!, byName.get(change.to)!, seasons);
    const windowNote =
      league === 'NFL'
        ? `; 2015–${to}: ${f3(maeOver(byName.get(change.from)!, recent))} → ${f3(maeOver(byName.get(change.to)!, recent))}`
        : '';
    console.log(
      `  ${change.from} → ${change.to}: in sample ${f3(v.before)} → ${f3(v.after)}, cross-validated ${f3(v.crossValidated)}` +
        ` (better in ${v.seasonsBetter} of ${v.seasons} seasons${windowNote}) ⇒ ${v.keep ? 'keep' : 'revert'}`,
    );
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(
      `${error.message}\nusage: npx tsx src/server/backtest/loso.ts --league nfl|cfb [--from YEAR] [--to YEAR]`,
    );
    process.exitCode = 2;
  } else {
    throw error;
  }
}
