import { groupIntoRounds } from './football-weeks';
import type { CompletedGame, MarketLine } from './game-types';
import type { RatingConfig } from './rating-config';
import {
  RatingEngine,
  type EngineState,
  type MarketBlendedPrediction,
  type ModelPrediction,
  type RatingEngineOptions,
  type TeamRating,
} from './rating-engine';

/**
 * The product's entry point: replay every completed game through the engine, exactly as the backtest
 * does, and price upcoming games from the resulting ratings.
 */

export interface PredictOptions {
  /** Season of the game to price (default: the latest season seen). A later season triggers the pre-season step. */
  readonly season?: number;
  /** Kickoff (epoch ms), used for rest/bye; default: one week after the latest completed game. */
  readonly kickoff?: number;
  readonly homeFbs?: boolean;
  readonly awayFbs?: boolean;
  /**
   * Starting quarterbacks (NFL; the ids the completed games carry, nflverse GSIS ids for the bundled
   * history). Omitted: each team's most recent starter is assumed (`model.homeQuarterback` says which).
   */
  readonly homeQb?: string;
  readonly awayQb?: string;
  /** A market line to shrink toward; the result then carries `blended`. */
  readonly market?: MarketLine;
}

export interface Pricing {
  readonly expectedHome: number;
  readonly expectedAway: number;
  /** Product sign: negative = home favoured. */
  readonly spread: number;
  readonly total: number;
  readonly residualSigma: number;
  readonly model: ModelPrediction;
  readonly blended?: MarketBlendedPrediction;
}

export interface RatedLeague {
  readonly ratings: TeamRating[];
  readonly state: EngineState;
  predict(home: string, away: string, neutral: boolean, options?: PredictOptions): Pricing;
}

const WEEK_MS = 7 * 86_400_000;

/**
 * The result is an immutable snapshot: it may be cached and shared (two analyses, two requests) and
 * asked about any season from the latest rated one on. Pricing a later season needs the pre-season
 * step, which moves an engine forward for good, so that is done on a separate engine per later season
 * (built once, on first use), never on the snapshot's own.
 */
export function rateGames(
  games: readonly CompletedGame[],
  config?: RatingConfig,
  options?: RatingEngineOptions,
): RatedLeague {
  const rounds = groupIntoRounds(games);
  const build = () => {
    const built = new RatingEngine(config, options);
    for (const round of rounds) built.ingestRound(round);
    return built;
  };
  const base = build();
  const baseSeason = base.state().season;
  const later = new Map<number, RatingEngine>();
  const engineFor = (season: number): RatingEngine => {
    if (baseSeason === undefined || season === baseSeason) return base;
    if (season < baseSeason) {
      throw new RangeError(`season ${season} is before the latest rated season ${baseSeason}`);
    }
    let engine = later.get(season);
    if (!engine) {
      engine = build();
      later.set(season, engine);
    }
    return engine;
  };
  const latest = games.reduce(
    (m, g) => (g.kickoff > m.kickoff ? g : m),
    games[0] ?? { kickoff: 0, season: 0 },
  );
  return {
    ratings: base.ratings(),
    state: base.state(),
    predict(home, away, neutral, opts = {}) {
      const season = opts.season ?? latest.season;
      const engine = engineFor(season);
      const model = engine.predict({
        season,
        kickoff: opts.kickoff ?? latest.kickoff + WEEK_MS,
        home,
        away,
        neutral,
        ...(opts.homeFbs === undefined ? {} : { homeFbs: opts.homeFbs }),
        ...(opts.awayFbs === undefined ? {} : { awayFbs: opts.awayFbs }),
        ...(opts.homeQb === undefined ? {} : { homeQb: opts.homeQb }),
        ...(opts.awayQb === undefined ? {} : { awayQb: opts.awayQb }),
      });
      const blended = opts.market ? engine.blendWithMarket(model, opts.market) : undefined;
      const use = blended ?? model;
      return {
        expectedHome: use.expectedHome,
        expectedAway: use.expectedAway,
        spread: use.spread,
        total: use.total,
        residualSigma: use.residualSigma,
        model,
        ...(blended ? { blended } : {}),
      };
    },
  };
}
