import { ratingsFreshness } from '@shared/ratings/ratings-freshness';
import type { AiSummary, Game } from '@shared/api/games';
import { acceptExplanation, buildExplainPrompt, writeSummary, type ExplainContext } from '@shared/explain';
import { priceGame, toGamePayload, type PricedGame, type TeamRef } from '@shared/pricing';
import type { Pricing } from '../../ratings/rate-games';
import { footballWeekStart } from '@shared/calendar/football-week-start';
import { teamById } from '../../teams';
import type { GameRow } from '../../repositories/games-repository';
import { teamHistoryBefore } from './team-history';
import type { TextModel } from '../../providers/ports';
import type { ServiceContext } from '../context';
import { latestQuotes } from './latest-quotes';
import { analysesChanged } from './games-cache';
import { recordServerEvent } from '../analytics/record-event';
import { COLLEGE_TERMS, type RatingsStore } from './rated-league';

/** Ratings: ridge + Elo blend. Edges: the market fair line alone (issue 20). */
export const MODEL_VERSION = 'ridge-elo-market-edge-2';

export interface AnalysisDeps extends ServiceContext {
  textModel?: TextModel;
  /** The app's cache of rating fits (one per app, shared by its routes and its job worker). */
  ratings: RatingsStore;
}

/** What an admin adds to a game (issue: curation); absent until then. */
export interface GameAdjustments {
  injuryAdjustment?: number | null;
  neutralSite?: boolean;
  contextualNotes?: string | null;
  contextualFactors?: ExplainContext['contextualFactors'];
}

function teamRef(id: string): TeamRef {
  const team = teamById(id);
  return { id, name: team?.name ?? id, shortName: team?.shortName ?? team?.name ?? id };
}

/**
 * The moment the model may know about: the start of the game's week (never later than now). For
 * a replayed game it is the real game's week, so the replay never leaks the season it replays.
 */
export function ratingMoment(game: GameRow, now: Date): Date {
  const source = typeof game.details.sourceKickoff === 'string' ? new Date(game.details.sourceKickoff) : null;
  if (source) return footballWeekStart(source);
  const weekStart = footballWeekStart(game.kickoff);
  return weekStart < now ? weekStart : now;
}

/** Anthropic's text when configured and every number it states is in the analysis; else the template. */
async function explain(
  deps: AnalysisDeps,
  priced: PricedGame,
  context: ExplainContext,
): Promise<{ summary: AiSummary; source: 'anthropic' | 'template' }> {
  if (deps.textModel) {
    try {
      const { system, prompt } = buildExplainPrompt(priced, context);
      const started = Date.now();
      const reply = await deps.textModel.complete({ system, prompt, maxTokens: 800 });
      const accepted =
        reply.stopReason === 'end_turn' ? acceptExplanation(reply.text, priced, context) : undefined;
      await recordServerEvent(deps, 'ai_analysis_completed', {
        duration_ms: Date.now() - started,
        league: priced.league,
        accepted: accepted?.ok === true,
      });
      if (accepted) {
        if (accepted.ok) return { summary: accepted.summary, source: 'anthropic' };
        deps.log.warn(
          { reason: accepted.reason, unsupported: accepted.unsupported },
          'AI explanation rejected; using the template',
        );
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'AI explanation unavailable; using the template');
    }
  }
  return { summary: writeSummary(priced, context), source: 'template' };
}

/**
 * The ratings-based part of an analysis, as stored in its inputs (kept by an odds-only refresh): the
 * pure ratings' prediction. It is the lean beside the edge and never enters the priced line.
 */
export interface KeptPrediction {
  expectedHome: number;
  expectedAway: number;
  residualSigma: number;
  model: { totalSigma: number };
}

export interface AnalysisOptions {
  /** Price the new lines against this prediction instead of the ratings (odds-only refresh). */
  prediction?: KeptPrediction;
  /** Rebuild the league's ratings instead of reusing the cached fit (full recompute). */
  freshRatings?: boolean;
  /**
   * Price only: the built-in writer's text instead of the AI's (an approval preview is re-priced as
   * the admin types; the text it would publish is written on approval, and never moves the price).
   */
  priceOnly?: boolean;
}

/**
 * The stored ratings prediction of an analysis' inputs, when it has a usable one. Analyses stored
 * before the ratings and the market were kept apart hold a market-blended `prediction`: it is not
 * the ratings' own opinion, so it is not kept (the caller re-rates instead).
 */
export function keptPrediction(inputs: Record<string, unknown>): KeptPrediction | undefined {
  const p = inputs.ratingsPrediction as Partial<KeptPrediction> | null | undefined;
  if (
    !p ||
    typeof p.expectedHome !== 'number' ||
    typeof p.expectedAway !== 'number' ||
    typeof p.residualSigma !== 'number' ||
    typeof p.model?.totalSigma !== 'number'
  )
    return undefined;
  return {
    expectedHome: p.expectedHome,
    expectedAway: p.expectedAway,
    residualSigma: p.residualSigma,
    model: { totalSigma: p.model.totalSigma },
  };
}

/** The pure ratings' numbers, in the form stored with an analysis. */
function ratingsPrediction(pricing: Pricing): KeptPrediction {
  return {
    expectedHome: pricing.model.expectedHome,
    expectedAway: pricing.model.expectedAway,
    residualSigma: pricing.model.residualSigma,
    model: { totalSigma: pricing.model.totalSigma },
  };
}

export interface BuiltAnalysis {
  payload: Game;
  inputs: Record<string, unknown>;
  summary: AiSummary;
  source: 'anthropic' | 'template';
}

/**
 * Prices one game from the ratings and the given book quotes and explains it, without storing
 * anything (used as is for matchups that are not on the schedule).
 */
export async function buildAnalysis(
  deps: AnalysisDeps,
  game: GameRow,
  books: Awaited<ReturnType<typeof latestQuotes>>,
  version: number,
  adjustments: GameAdjustments = {},
  options: AnalysisOptions = {},
): Promise<BuiltAnalysis> {
  const now = deps.now();
  const league = game.league;
  const home = teamRef(game.homeTeamId);
  const away = teamRef(game.awayTeamId);
  const neutral = adjustments.neutralSite ?? game.neutralSite;
  const asOf = ratingMoment(game, now);

  if (options.freshRatings) deps.ratings.forget(league);
  const rated = await deps.ratings.asOf(deps, league, asOf);
  const season = typeof game.details.sourceSeason === 'number' ? game.details.sourceSeason : game.season;
  const known =
    rated.ratings.find((r) => r.team === home.id) && rated.ratings.find((r) => r.team === away.id);
  // The pure ratings (never shrunk toward this game's market): the lean beside the edge. priceGame
  // builds the market fair line and measures every edge against it alone.
  const ratings: KeptPrediction | null = options.prediction
    ? options.prediction
    : known
      ? ratingsPrediction(
          rated.predict(home.id, away.id, neutral, {
            season,
            kickoff: asOf.getTime(),
            ...(COLLEGE_TERMS[league]
              ? {
                  homeFbs: teamById(home.id)?.classification === 'fbs',
                  awayFbs: teamById(away.id)?.classification === 'fbs',
                }
              : {}),
          }),
        )
      : null;
  const teamGames = (id: string) => rated.ratings.find((r) => r.team === id)?.gamesThisSeason ?? 0;
  const dataQuality = Math.min(1, Math.min(teamGames(home.id), teamGames(away.id)) / 6 + 0.4);

  const priced = priceGame(
    {
      league,
      homeTeam: home,
      awayTeam: away,
      kickoff: game.kickoff,
      neutralSite: neutral,
      prediction: ratings
        ? {
            expectedHomeScore: ratings.expectedHome,
            expectedAwayScore: ratings.expectedAway,
            residualSigma: ratings.residualSigma,
            totalSigma: ratings.model.totalSigma,
          }
        : null,
      injuryAdjustment: adjustments.injuryAdjustment ?? null,
      books,
      now,
      dataQuality,
      ratingsFreshness: ratingsFreshness(league, asOf, deps.ratings.latestGameOf(rated)),
    },
    {
      staleAfterMinutes: deps.config.pricing.staleAfterMinutes,
      verifyEdgeAbove: deps.config.pricing.verifyEdgeAbove,
      bettableBooks: deps.config.pricing.bettableBooks,
    },
  );

  // Both teams' ATS records and season-to-date scoring before the game's (real) week.
  const { ats, advancedStats } = await teamHistoryBefore(
    deps,
    game,
    { home: home.name, away: away.name },
    { season, before: asOf, homeLine: priced.vegasSpread },
  );
  const context: ExplainContext = {
    // The stable source key, so a game reads the same on every installation.
    gameId: game.gameKey,
    advancedStats,
    contextualNotes: adjustments.contextualNotes ?? null,
    contextualFactors: adjustments.contextualFactors ?? [],
    season,
    week: game.week,
  };
  const { summary, source } = options.priceOnly
    ? { summary: writeSummary(priced, context), source: 'template' as const }
    : await explain(deps, priced, context);
  const payload = toGamePayload(priced, {
    id: game.id,
    analysisVersion: version,
    analyzedAt: now,
    aiSummary: summary,
    explanationSource: source,
    contextualFactors: adjustments.contextualFactors ?? [],
    contextualNotes: adjustments.contextualNotes ?? null,
    advancedStats,
    ats,
    replayOf:
      game.source === 'replay' && typeof game.details.sourceKickoff === 'string'
        ? { season, kickoff: game.details.sourceKickoff }
        : null,
    result:
      game.status === 'final' && game.homeScore !== null && game.awayScore !== null
        ? { homeScore: game.homeScore, awayScore: game.awayScore }
        : null,
  });
  const inputs = {
    asOf: asOf.toISOString(),
    ratingsPrediction: ratings,
    market: {
      homeLine: priced.vegasSpread,
      total: priced.marketTotal,
      fairHomeMargin: priced.fairLine?.expectedHomeMargin ?? null,
      fairTotal: priced.fairLine?.expectedTotal ?? null,
    },
    pricingBasis: priced.pricingBasis,
    quotes: books.map((b) => ({ ...b, fetchedAt: b.fetchedAt.toISOString() })),
    // Both teams' ratings at the rating moment.
    ratings: rated.ratings.filter((r) => r.team === home.id || r.team === away.id),
    adjustments,
    dataQuality,
  };
  return { payload, inputs, summary, source };
}

/** Analyses a scheduled game from its latest quotes and stores the result as its next version. */
export async function analyzeGame(
  deps: AnalysisDeps,
  game: GameRow,
  adjustments: GameAdjustments = {},
  options: AnalysisOptions = {},
): Promise<Game> {
  return (await analyzeAndStore(deps, game, adjustments, options)).payload;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Analyses a scheduled game and stores it as the next version; returns the stored row's id too.
 * Two writers (a refresh job and an admin) may analyse one game at once: the loser of the
 * version race takes the next number.
 */
export async function analyzeAndStore(
  deps: AnalysisDeps,
  game: GameRow,
  adjustments: GameAdjustments = {},
  options: AnalysisOptions = {},
): Promise<{ id: string; payload: Game }> {
  const books = await latestQuotes(deps, game.id, deps.now());
  for (let attempt = 1; ; attempt++) {
    const version = (await deps.repos.analyses.latestVersion(game.id)) + 1;
    const built = await buildAnalysis(deps, game, books, version, adjustments, options);
    try {
      const { id } = await deps.repos.analyses.insertVersion({
        gameId: game.id,
        version,
        modelVersion: MODEL_VERSION,
        inputs: built.inputs,
        game: built.payload,
        explanation: built.summary,
        explanationSource: built.source,
        createdAt: deps.now(),
      });
      analysesChanged(deps);
      return { id, payload: built.payload };
    } catch (error) {
      if (attempt >= 5 || !isUniqueViolation(error)) throw error;
    }
  }
}
