import type { EloParams } from './elo';
import type { SportCode } from '@shared/league';

/**
 * Every tunable of the rating engine. The defaults below were chosen by walk-forward coordinate descent
 * on tuning seasons only (src/server/backtest/tune.ts: NFL 2001–2014, college 2022–2023); where the
 * objective was flat, the published or data-derived value was kept. docs/model.md lists the grids, the
 * choices and the results. The blend weights and σ are not tuned: the engine fits them each pre-season
 * on its own earlier walk-forward predictions.
 */

export interface RidgeSettings {
  /** λ: pull of each offense/defense rating toward its pre-season prior, in full-weight games. */
  readonly teamPenalty: number;
  /** Pull of the league scoring level μ and of home field H toward last season's values. */
  readonly meanPenalty: number;
  readonly homePenalty: number;
  /** τ in days: a game's weight is exp(−age/τ), age measured from the latest completed game. */
  readonly decayDays: number;
  /**
   * τ for each game's total when it should differ from its margin's (college: recent form says more
   * about who wins than about how many points are scored). See ridge-ratings.ts: one solve serves both.
   */
  readonly totalDecayDays?: number;
  /** Extra weight factor per season back for games of earlier seasons (0: current season only). */
  readonly priorSeasonWeight: number;
  readonly seasonsBack: number;
  /** Share of the way each rating moves back toward its baseline between seasons. */
  readonly seasonRegression: number;
  /**
   * Blow-outs carry less information than their size: beyond `marginCap` points a game's margin enters
   * the fit at `marginCapSlope` per point (its total is kept). Omit the cap to fit raw scores.
   */
  readonly marginCap?: number;
  readonly marginCapSlope: number;
  /** Start values for μ (points per team per game) and H (home margin) before any data. */
  readonly initialMean: number;
  readonly initialHome: number;
}

export interface EloSettings extends EloParams {
  /** Pre-season reversion toward the team's baseline (538: 1/3 toward 1505). */
  readonly seasonRevert: number;
  /**
   * Points Elo (college): when set, a result moves each side's rating by pointsK·(margin − expected
   * margin) points — the margin capped like the ridge's (`marginCap` / `marginCapSlope`) — in place of
   * 538's win-probability update (then `k` is unused). A fast, margin-based tracker of recent form.
   */
  readonly pointsK?: number;
}

export interface PriorSettings {
  /** Weight on last season's SP+ overall and FPI in a college team's pre-season baseline margin. */
  readonly spWeight: number;
  readonly fpiWeight: number;
  /** Points per standard deviation of last season's 247 team-talent composite, added to the baseline. */
  readonly talentWeight: number;
  /** Baseline margin vs an average top-division team for a team new to FBS (no SP+ last season). */
  readonly newTopDivisionMargin: number;
  /** Baseline margin for FCS and lower teams. */
  readonly lowerDivisionMargin: number;
  /**
   * Share of the baseline margin taken from the ratings of two seasons back (N − 2) instead of last
   * season's, for a team rated in both (a programme's strength persists beyond one season). Absent: 0.
   */
  readonly twoSeasonsBackWeight?: number;
}

export interface BlendSettings {
  /** Ridge share of the model margin (the rest is Elo), until enough past seasons exist to fit it. */
  readonly ridgeWeight: number;
  /** Share of the market-implied ratings (when on) until it can be fitted; early games: `earlyLinesWeight`. */
  readonly linesWeight: number;
  readonly earlyLinesWeight: number;
  /**
   * Early-season games: a game is "early" when either team has played fewer than `earlyGames` games this
   * season (0: no such class). Their ridge share is fitted separately, walk-forward, once at least
   * `minEarlyGames` early predictions exist; until then `earlyRidgeWeight` applies.
   */
  readonly earlyGames: number;
  readonly earlyRidgeWeight: number;
  readonly minEarlyGames: number;
  /** Model share when shrinking toward the market: μ = w·μ_model + (1 − w)·μ_market. */
  readonly marketModelWeight: number;
  readonly totalMarketModelWeight: number;
  /** Residual σ of the model and of the market blend until they can be fitted. */
  readonly modelSigma: number;
  readonly blendedSigma: number;
  readonly totalSigma: number;
  /** Refit the numbers above each pre-season from this many past seasons of walk-forward predictions. */
  readonly fitFromHistory: boolean;
  readonly historySeasons: number;
  /** Leading seasons of cold-start ratings that are never used to fit blend weights. */
  readonly burnInSeasons: number;
  readonly minGames: number;
}

/**
 * Starting quarterbacks (NFL): a points term per quarterback inside the ridge, carried across seasons and
 * teams (see quarterbacks.ts).
 */
export interface QuarterbackSettings {
  readonly enabled: boolean;
  /** λq: pull of each quarterback's term toward its prior, in full-weight games. */
  readonly penalty: number;
  /** Prior term of a quarterback never seen start (points of his team's score). */
  readonly newPrior: number;
  /** Share of the way a quarterback's term moves back toward 0 between seasons. */
  readonly seasonRegression: number;
}

/**
 * Market-implied ratings: a margin rating per team fitted by ridge to the CLOSING LINES of games already
 * played (never the predicted game's own line), used as a third component of the model margin.
 */
export interface LineRatingSettings {
  readonly enabled: boolean;
  readonly teamPenalty: number;
  readonly homePenalty: number;
  readonly decayDays: number;
  /** Weight factor per season back for lines of earlier seasons (0: this season only). */
  readonly priorSeasonWeight: number;
  readonly seasonsBack: number;
  /** Share of the way each rating moves toward its baseline between seasons. */
  readonly seasonRegression: number;
  readonly initialHome: number;
}

export interface RatingConfig {
  readonly league: SportCode;
  readonly ridge: RidgeSettings;
  readonly elo: EloSettings;
  readonly priors: PriorSettings;
  readonly blend: BlendSettings;
  readonly quarterbacks: QuarterbackSettings;
  readonly lines: LineRatingSettings;
  /** Days since a team's previous game (same season) from which it counts as coming off a bye. */
  readonly byeDays: number;
}

export const NFL_RATING_CONFIG: RatingConfig = {
  league: 'NFL',
  ridge: {
    // Re-tuned on 2001–2014 once the quarterback terms existed (λ, τ, regression, last season's games):
    // 10.7457 → 10.7358 there, 2015–2024 10.112 → 10.075. Without quarterbacks these values are no better.
    teamPenalty: 8,
    meanPenalty: 50,
    homePenalty: 300,
    decayDays: 500,
    priorSeasonWeight: 0.1,
    seasonsBack: 1,
    seasonRegression: 0.8,
    marginCap: 28,
    marginCapSlope: 0,
    initialMean: 20.5,
    initialHome: 2.8,
  },
  elo: { k: 20, homeField: 65, eloPerPoint: 25, byeBonus: 25, seasonRevert: 1 / 3 },
  priors: { spWeight: 0, fpiWeight: 0, talentWeight: 0, newTopDivisionMargin: 0, lowerDivisionMargin: 0 },
  blend: {
    ridgeWeight: 0.5,
    linesWeight: 0,
    earlyLinesWeight: 0,
    earlyGames: 0,
    earlyRidgeWeight: 0.5,
    minEarlyGames: 100,
    marketModelWeight: 0.2,
    totalMarketModelWeight: 0.2,
    modelSigma: 14,
    blendedSigma: 13.3,
    totalSigma: 13.5,
    fitFromHistory: true,
    historySeasons: 10,
    burnInSeasons: 1,
    minGames: 200,
  },
  quarterbacks: {
    // 2001–2014: penalty 4–6 equal; newPrior flat from −4 to 0 (−2 ≈ the measured first-start deficit);
    // regression 0 best (a quarterback keeps his value from season to season).
    enabled: true,
    penalty: 4,
    newPrior: -2,
    seasonRegression: 0,
  },
  lines: {
    // 2001–2014: λ 0.06–0.125 and τ 20–30 days best (recent lines only), regression 0.6–0.8 equal.
    enabled: true,
    teamPenalty: 0.125,
    homePenalty: 300,
    decayDays: 30,
    priorSeasonWeight: 0,
    seasonsBack: 1,
    seasonRegression: 0.6,
    initialHome: 2.8,
  },
  byeDays: 13,
};

export const CFB_RATING_CONFIG: RatingConfig = {
  league: 'CFB',
  ridge: {
    // Re-tuned on 2022–2023 with the totals weighted by their own decay (three passes): 12.3108 → 12.2538 there;
    // 2024, held out, 12.552 → 12.498. Recent form says more about the margin than a season-long memory;
    // the total keeps τ 3000 (with τ 200 its MAE rose by half a point). A later re-search with the points
    // Elo and the two-season baseline (λ 0.25, home penalty 10, τ 120, last season's games 0.5: 12.2405 →
    // 12.2354 on 2022–2023) was reverted: leave-one-season-out (loso.ts) 12.299 in sample → 12.297, but
    // 12.300 cross-validated, better in 1 of 3 seasons (docs/model.md, "Cross-validated").
    teamPenalty: 0.125,
    meanPenalty: 50,
    homePenalty: 1000,
    decayDays: 200,
    totalDecayDays: 3000,
    priorSeasonWeight: 0.1,
    seasonsBack: 1,
    seasonRegression: 0,
    marginCap: 21,
    marginCapSlope: 0.5,
    initialMean: 28,
    initialHome: 2.5,
  },
  // Points Elo: pointsK 0.3 chosen on 2022–2023 ({0.2…0.5}; 12.2411 → 12.2405 there with the two-season
  // baseline, 2024 held out 12.482 → 12.414); `k` is unused while pointsK is set.
  elo: { k: 50, homeField: 90, eloPerPoint: 25, byeBonus: 0, seasonRevert: 1, pointsK: 0.3 },
  priors: {
    // Same search: SP+ 0.3, talent 8 per SD, new FBS teams −12, FCS and lower −20.
    spWeight: 0.3,
    fpiWeight: 0.25,
    talentWeight: 8,
    newTopDivisionMargin: -12,
    lowerDivisionMargin: -20,
    // Half of the baseline from the ratings two seasons back: {0…0.7} on 2022–2023 (only 2023 has them),
    // 0.5 best (12.2529 → 12.2411); 2024 held out 12.498 → 12.482.
    twoSeasonsBackWeight: 0.5,
  },
  blend: {
    // Defaults in force until enough past predictions exist (college 2022 and 2023), chosen on 2022–2023:
    // pure MAE 12.475 → 12.434 there (held-out 2024: 12.614 → 12.623, i.e. no gain out of sample).
    ridgeWeight: 0.6,
    // Market-implied share until it can be fitted (2022): {0…0.8} on 2022–2023, 0.4 best.
    linesWeight: 0.4,
    earlyLinesWeight: 0,
    earlyGames: 1,
    earlyRidgeWeight: 0.2,
    minEarlyGames: 100,
    marketModelWeight: 0.3,
    totalMarketModelWeight: 0.3,
    modelSigma: 17,
    blendedSigma: 15.5,
    totalSigma: 16,
    fitFromHistory: true,
    historySeasons: 4,
    burnInSeasons: 1,
    minGames: 300,
  },
  // No college starters in the data.
  quarterbacks: { enabled: false, penalty: 4, newPrior: 0, seasonRegression: 0 },
  lines: {
    // 2022–2023 (same search): λ 0.03, τ 60 days, last season's lines at 0.5, regression toward the
    // SP+/FPI/talent baseline 0.4.
    enabled: true,
    teamPenalty: 0.03,
    homePenalty: 1000,
    decayDays: 60,
    priorSeasonWeight: 0.5,
    seasonsBack: 1,
    seasonRegression: 0.4,
    initialHome: 2.5,
  },
  byeDays: 13,
};

export function defaultRatingConfig(league: SportCode): RatingConfig {
  return league === 'NFL' ? NFL_RATING_CONFIG : CFB_RATING_CONFIG;
}
