import type { SportCode } from '@shared/league';
import { defaultRatingConfig, type RatingConfig } from '../ratings/rating-config';
import { DEFAULT_HISTORY_DIR } from '../history/history-dir';
import { loadLeagueData } from './league-data';
import { buildReport, type BacktestReport } from './report';
import { walkForward } from './walk-forward';

export interface BacktestOptions {
  readonly league: SportCode;
  readonly from: number;
  readonly to: number;
  readonly dataDir?: string;
  readonly config?: RatingConfig;
}

/**
 * Loads the league's history, walks forward from its first season (earlier seasons warm the ratings
 * up) through `to`, and reports on seasons from..to. The elapsed time covers loading, walking and scoring.
 */
export function runBacktest(options: BacktestOptions): BacktestReport {
  const started = performance.now();
  const config = options.config ?? defaultRatingConfig(options.league);
  const data = loadLeagueData(options.league, options.dataDir ?? DEFAULT_HISTORY_DIR);
  const { rows, engine } = walkForward(data.games, config, data.engineOptions, options.to);
  const state = engine.state();
  const draft = buildReport({
    league: options.league,
    from: options.from,
    to: options.to,
    rows,
    finalWeights: state.weights,
    finalHomeField: state.homeField,
    config,
    elapsedSeconds: 0,
  });
  return { ...draft, elapsedSeconds: (performance.now() - started) / 1000 };
}
