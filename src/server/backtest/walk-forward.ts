import { groupIntoRounds } from '../ratings/football-weeks';
import type { RatingConfig } from '../ratings/rating-config';
import {
  RatingEngine,
  type MarketBlendedPrediction,
  type ModelPrediction,
  type RatingEngineOptions,
} from '../ratings/rating-engine';
import type { BacktestGame } from './league-data';

/**
 * Walk forward one football week at a time: every game of a week is priced by the engine before any
 * result of that week (or later) is given to it. Games after `toSeason` are never read.
 */

export interface WalkForwardRow {
  readonly game: BacktestGame;
  readonly model: ModelPrediction;
  readonly blended?: MarketBlendedPrediction;
}

export interface WalkForwardResult {
  readonly rows: WalkForwardRow[];
  readonly engine: RatingEngine;
}

export function walkForward(
  games: readonly BacktestGame[],
  config: RatingConfig,
  options: RatingEngineOptions,
  toSeason = Number.POSITIVE_INFINITY,
): WalkForwardResult {
  const engine = new RatingEngine(config, options);
  const rows: WalkForwardRow[] = [];
  for (const round of groupIntoRounds(games.filter((g) => g.season <= toSeason))) {
    const predictions = engine.ingestRound(round);
    round.forEach((game, i) => {
      const p = predictions[i]!;
      rows.push(p.blended ? { game, model: p.model, blended: p.blended } : { game, model: p.model });
    });
  }
  return { rows, engine };
}
