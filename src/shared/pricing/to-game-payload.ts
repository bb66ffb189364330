import type { z } from 'zod';
import type {
  advancedStatsSchema,
  AiSummary,
  CONTEXTUAL_FACTORS,
  CURATION_STATUSES,
  Game,
  MarketLine,
  SportsbookLine,
} from '../api/games';
import type { PricedBook, PricedGame, PricedLine } from './types';

/**
 * Assembles the API's Game (src/shared/api/games.ts) from a priced analysis and what the pipeline adds
 * around it. Only copies and formats: every number was computed by priceGame.
 */

export type CurationStatus = (typeof CURATION_STATUSES)[number];
type ContextualFactor = (typeof CONTEXTUAL_FACTORS)[number];
type AdvancedStats = z.infer<typeof advancedStatsSchema>;

export interface GamePayloadExtras {
  readonly id: string;
  readonly analysisVersion: number;
  readonly analyzedAt: Date | string;
  readonly aiSummary: AiSummary;
  readonly explanationSource: 'anthropic' | 'template';
  readonly curationStatus?: CurationStatus;
  readonly contextualFactors?: readonly ContextualFactor[];
  readonly contextualNotes?: string | null;
  readonly advancedStats?: AdvancedStats | null;
  readonly result?: { readonly homeScore: number; readonly awayScore: number } | null;
  /** Both teams' ATS records before the game (the ATS service computes them). */
  readonly ats?: Game['ats'];
  /** The real game an offline-replay game replays. */
  readonly replayOf?: { readonly season: number; readonly kickoff: string } | null;
}

const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());

export function toSportsbookLine(book: PricedBook): SportsbookLine {
  return {
    key: book.key,
    name: book.name,
    side: book.side,
    team: book.team,
    spread: book.spread,
    price: book.price,
    betString: book.betString,
    coverProbability: book.coverProbability,
    pushProbability: book.pushProbability,
    fairPrice: book.fairPrice,
    edge: book.edge,
    evPer100: book.evPer100,
    units: book.units,
    recommendation: book.recommendation,
    insight: book.insight,
    fetchedAt: book.fetchedAt.toISOString(),
    stale: book.stale,
    offMarket: book.offMarket,
    bettable: book.bettable,
    simulated: book.simulated,
  };
}

export function toMarketLine(line: PricedLine): MarketLine {
  return {
    market: line.market,
    key: line.key,
    name: line.name,
    side: line.side,
    team: line.team,
    line: line.line,
    price: line.price,
    betString: line.betString,
    coverProbability: line.coverProbability,
    pushProbability: line.pushProbability,
    fairPrice: line.fairPrice,
    edge: line.edge,
    evPer100: line.evPer100,
    units: line.units,
    recommendation: line.recommendation,
    insight: line.insight,
    fetchedAt: line.fetchedAt.toISOString(),
    stale: line.stale,
    offMarket: line.offMarket,
    bettable: line.bettable,
    simulated: line.simulated,
  };
}

export function toGamePayload(priced: PricedGame, extras: GamePayloadExtras): Game {
  return {
    id: extras.id,
    sport: priced.sport,
    league: priced.league,
    awayTeam: priced.awayTeam.name,
    homeTeam: priced.homeTeam.name,
    awayTeamId: priced.awayTeam.id,
    homeTeamId: priced.homeTeam.id,
    commenceTime: priced.kickoff.toISOString(),
    isNeutralSite: priced.neutralSite,
    modelSpread: priced.modelSpread,
    pricingBasis: priced.pricingBasis ? { ...priced.pricingBasis } : null,
    fairLine: priced.fairLine
      ? {
          spread: priced.fairLine.spread,
          total: priced.fairLine.total,
          homeWinProbability: priced.fairLine.homeWinProbability,
          method: priced.fairLine.method,
          books: priced.fairLine.books,
          sharpBooks: [...priced.fairLine.sharpBooks],
          excludedBooks: [...priced.fairLine.excludedBooks],
        }
      : null,
    ratingsSpread: priced.ratingsSpread,
    ratingsTotal: priced.ratingsTotal,
    ratingsLean: priced.ratingsLean
      ? { ...priced.ratingsLean, record: priced.ratingsLean.record ? { ...priced.ratingsLean.record } : null }
      : null,
    ratingsAsOf: priced.ratingsFreshness?.ratingsAsOf ?? null,
    ratingsOutOfDate: priced.ratingsFreshness?.outOfDate ?? false,
    vegasSpread: priced.vegasSpread,
    vegasSource: priced.vegasSource,
    maxEdge: priced.maxEdge,
    units: priced.units,
    recommendation: priced.recommendation,
    recommendationTier: priced.recommendationTier,
    confidenceLevel: priced.confidenceLevel,
    bestSportsbooks: priced.books.map(toSportsbookLine),
    marketLines: priced.marketLines.map(toMarketLine),
    leadBet: priced.lead ? toMarketLine(priced.lead) : null,
    totalProjections: {
      modelTotal: priced.modelTotal,
      awayExpectedScore: priced.awayExpectedScore,
      homeExpectedScore: priced.homeExpectedScore,
      marketTotal: priced.marketTotal,
      ...(extras.advancedStats ? { advancedStats: extras.advancedStats } : {}),
    },
    aiSummary: extras.aiSummary,
    explanationSource: extras.explanationSource,
    insight: priced.insight,
    wong: priced.wong
      ? { label: priced.wong.label, side: priced.wong.side, legProbability: priced.wong.legProbability }
      : null,
    flags: { ...priced.flags },
    pricesFetchedAt: priced.pricesFetchedAt ? priced.pricesFetchedAt.toISOString() : null,
    curationStatus: extras.curationStatus ?? 'pending',
    contextualFactors: [...(extras.contextualFactors ?? [])],
    contextualNotes: extras.contextualNotes ?? null,
    injuryAdjustment: priced.injuryAdjustment,
    injuryFavourite: priced.injuryFavourite,
    analysisVersion: extras.analysisVersion,
    analyzedAt: iso(extras.analyzedAt),
    ats: extras.ats ?? null,
    replayOf: extras.replayOf ? { season: extras.replayOf.season, kickoff: extras.replayOf.kickoff } : null,
    result: extras.result ? { homeScore: extras.result.homeScore, awayScore: extras.result.awayScore } : null,
    priceStaleSince: null,
    livePrice: null,
    publishedBet: null,
  };
}
