import type { CfbAdvancedStat, CfbGame, CfbLine, CfbTeamRating } from '../ports';
import {
  CFBD_NATIONAL_AVERAGES,
  type CfbdAdvancedStatWire,
  type CfbdBettingGameWire,
  type CfbdFpiRatingWire,
  type CfbdGameWire,
  type CfbdSpRatingWire,
} from './cfbd-schemas';

/**
 * Pure conversions from CFBD's wire shapes to the StatsProvider port. Team names stay CFBD's
 * school names ("Miami (OH)", "San José State"); services resolve them.
 */

const orNull = (value: number | null | undefined): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

export function toCfbGame(game: CfbdGameWire): CfbGame {
  return {
    id: game.id,
    season: game.season,
    week: game.week,
    seasonType: game.seasonType,
    startDate: game.startDate,
    neutralSite: game.neutralSite,
    conferenceGame: game.conferenceGame ?? false,
    homeTeam: game.homeTeam,
    awayTeam: game.awayTeam,
    homeClassification: game.homeClassification ?? null,
    awayClassification: game.awayClassification ?? null,
    homeConference: game.homeConference ?? null,
    awayConference: game.awayConference ?? null,
    homePoints: orNull(game.homePoints),
    awayPoints: orNull(game.awayPoints),
    completed: game.completed,
    venue: game.venue ?? null,
  };
}

/**
 * One CfbLine per provider line. `spread` keeps CFBD's sign (the home team's line, negative =
 * home favoured), which is the product's sign too; nflverse's spread_line is the opposite.
 */
export function toCfbLines(games: readonly CfbdBettingGameWire[]): CfbLine[] {
  return games.flatMap((game) =>
    (game.lines ?? []).map((line) => ({
      gameId: game.id,
      provider: line.provider,
      spread: orNull(line.spread),
      spreadOpen: orNull(line.spreadOpen),
      overUnder: orNull(line.overUnder),
      overUnderOpen: orNull(line.overUnderOpen),
      homeMoneyline: orNull(line.homeMoneyline),
      awayMoneyline: orNull(line.awayMoneyline),
    })),
  );
}

/**
 * SP+ overall, offense and defense ratings as CFBD gives them. Note the defense rating is points
 * allowed (lower is better), unlike FPI's defense efficiency.
 */
export function toSpRatings(ratings: readonly CfbdSpRatingWire[]): CfbTeamRating[] {
  return ratings
    .filter((r) => r.team !== CFBD_NATIONAL_AVERAGES)
    .map((r) => ({
      season: r.year,
      team: r.team,
      rating: orNull(r.rating),
      offense: orNull(r.offense?.rating),
      defense: orNull(r.defense?.rating),
    }));
}

/** FPI points as the rating; offense/defense are ESPN's 0–100 efficiencies (higher is better). */
export function toFpiRatings(ratings: readonly CfbdFpiRatingWire[]): CfbTeamRating[] {
  return ratings.map((r) => ({
    season: r.year,
    team: r.team,
    rating: orNull(r.fpi),
    offense: orNull(r.efficiencies?.offense),
    defense: orNull(r.efficiencies?.defense),
  }));
}

type AdvancedSide = CfbAdvancedStat['offense'];

function toSide(side: CfbdAdvancedStatWire['offense']): AdvancedSide {
  return {
    ppa: orNull(side?.ppa),
    successRate: orNull(side?.successRate),
    explosiveness: orNull(side?.explosiveness),
    pointsPerOpportunity: orNull(side?.pointsPerOpportunity),
    plays: orNull(side?.plays),
  };
}

export function toAdvancedStats(stats: readonly CfbdAdvancedStatWire[]): CfbAdvancedStat[] {
  return stats.map((s) => ({
    season: s.season,
    team: s.team,
    offense: toSide(s.offense),
    defense: toSide(s.defense),
  }));
}
