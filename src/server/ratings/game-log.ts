import type { LineGame } from './line-ratings';
import type { LineRatingSettings, RidgeSettings } from './rating-config';
import type { RidgeGame } from './ridge-ratings';
import { DAY_MS } from './team-table';

/** Games whose time weight falls below this add nothing measurable and are skipped. */
const MIN_GAME_WEIGHT = 1e-6;

export interface StoredGame {
  readonly season: number;
  readonly kickoff: number;
  readonly home: number;
  readonly away: number;
  readonly homeScore: number;
  readonly awayScore: number;
  /** The scores as the ridge fits them (margin beyond the cap scaled, see `cappedScores`). */
  readonly fitHomeScore: number;
  readonly fitAwayScore: number;
  readonly neutral: boolean;
  /** Starting quarterbacks' indices, −1 when unknown. */
  readonly homePlayer: number;
  readonly awayPlayer: number;
  /** −(closing home line), when the game had one: the market-implied ratings' data. */
  readonly marketMargin?: number;
}

/** Scores with the margin beyond `cap` scaled by `slope`, the total unchanged. */
export function cappedScores(
  homeScore: number,
  awayScore: number,
  cap: number | undefined,
  slope: number,
): { homeScore: number; awayScore: number } {
  const margin = homeScore - awayScore;
  if (cap === undefined || Math.abs(margin) <= cap) return { homeScore, awayScore };
  const capped = Math.sign(margin) * (cap + (Math.abs(margin) - cap) * slope);
  const total = homeScore + awayScore;
  return { homeScore: (total + capped) / 2, awayScore: (total - capped) / 2 };
}

/**
 * Every ingested game in kickoff order, and the time-weighted windows the two fits read. Each window
 * only moves forward: games from seasons too old to weigh are passed once and never looked at again.
 */
export class GameLog {
  private readonly games: StoredGame[] = [];
  private windowStart = 0;
  private lineWindowStart = 0;
  private latest = Number.NEGATIVE_INFINITY;

  get size(): number {
    return this.games.length;
  }

  get latestKickoff(): number {
    return this.latest;
  }

  add(game: StoredGame): void {
    this.games.push(game);
    this.latest = Math.max(this.latest, game.kickoff);
  }

  /** The ridge fit's games for `season`, weighted by age (scores and totals may decay apart). */
  ridgeWindow(season: number, ridge: RidgeSettings): RidgeGame[] {
    const oldestSeason = ridge.priorSeasonWeight > 0 ? season - ridge.seasonsBack : season;
    while (this.windowStart < this.games.length && this.games[this.windowStart]!.season < oldestSeason) {
      this.windowStart++;
    }
    const totalDecayDays = ridge.totalDecayDays ?? ridge.decayDays;
    const splitTotals = totalDecayDays !== ridge.decayDays;
    const window: RidgeGame[] = [];
    for (let i = this.windowStart; i < this.games.length; i++) {
      const g = this.games[i]!;
      const age = (this.latest - g.kickoff) / DAY_MS;
      const seasonFactor = g.season === season ? 1 : Math.pow(ridge.priorSeasonWeight, season - g.season);
      const weight = Math.exp(-age / ridge.decayDays) * seasonFactor;
      const totalWeight = splitTotals ? Math.exp(-age / totalDecayDays) * seasonFactor : weight;
      if (Math.max(weight, totalWeight) < MIN_GAME_WEIGHT) continue;
      window.push({
        home: g.home,
        away: g.away,
        homeScore: g.fitHomeScore,
        awayScore: g.fitAwayScore,
        neutral: g.neutral,
        weight,
        ...(splitTotals ? { totalWeight } : {}),
        homePlayer: g.homePlayer,
        awayPlayer: g.awayPlayer,
      });
    }
    return window;
  }

  /** The market-implied fit's games for `season`: those with a closing line, weighted by age. */
  lineWindow(season: number, settings: LineRatingSettings): LineGame[] {
    const oldestSeason = settings.priorSeasonWeight > 0 ? season - settings.seasonsBack : season;
    while (
      this.lineWindowStart < this.games.length &&
      this.games[this.lineWindowStart]!.season < oldestSeason
    ) {
      this.lineWindowStart++;
    }
    const window: LineGame[] = [];
    for (let i = this.lineWindowStart; i < this.games.length; i++) {
      const g = this.games[i]!;
      if (g.marketMargin === undefined) continue;
      const age = (this.latest - g.kickoff) / DAY_MS;
      const seasonFactor = g.season === season ? 1 : Math.pow(settings.priorSeasonWeight, season - g.season);
      const weight = Math.exp(-age / settings.decayDays) * seasonFactor;
      if (weight < MIN_GAME_WEIGHT) continue;
      window.push({ home: g.home, away: g.away, neutral: g.neutral, marketMargin: g.marketMargin, weight });
    }
    return window;
  }
}
