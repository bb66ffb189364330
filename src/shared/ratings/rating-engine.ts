import {
  defaultBlendWeights,
  fitBlendWeights,
  modelMargin,
  shrinkToMarket,
  type BlendWeights,
  type PredictionRecord,
} from './blend';
import { ELO_MEAN, eloExpectedMargin, eloShift, pointsEloShift, revertElo } from './elo';
import { isTargetGame, type CompletedGame, type Fixture, type MarketLine } from './game-types';
import { fitLineRatings, lineMargin, type LineGame, type LineSolution } from './line-ratings';
import { QuarterbackBook } from './quarterbacks';
import { defaultRatingConfig, type RatingConfig } from './rating-config';
import { fitRidgeRatings, type RidgeGame, type RidgeSolution } from './ridge-ratings';
import {
  offenseDefense,
  PreseasonBaselines,
  type TeamBaseline,
  type TeamSeasonRating,
} from './season-priors';

/**
 * The walk-forward rating engine: ridge offense/defense ratings and Elo, fed one football week at a time.
 * It only ever moves forward: a prediction uses the games ingested before it and nothing else, which is
 * what makes the backtest honest and what the product uses to price upcoming games.
 */

const DAY_MS = 86_400_000;
/** Games whose time weight falls below this add nothing measurable and are skipped. */
const MIN_GAME_WEIGHT = 1e-6;

export interface ModelPrediction {
  readonly expectedHome: number;
  readonly expectedAway: number;
  /** Product sign: −(expected home margin); negative = home favoured. */
  readonly spread: number;
  readonly total: number;
  /** RMS error of this model's margin on past seasons (walk-forward): the σ to price it with. */
  readonly residualSigma: number;
  readonly totalSigma: number;
  /** Components: ridge scores, the Elo margin and the market-implied ratings' margin, before the blend. */
  readonly ridgeMargin: number;
  readonly ridgeTotal: number;
  readonly eloMargin: number;
  /** Margin of the ratings fitted to past closing lines (absent when that component is off). */
  readonly linesMargin?: number;
  /** Ridge share of the model margin (the market-implied ratings take `linesWeight`, Elo the rest). */
  readonly ridgeWeight: number;
  readonly linesWeight: number;
  /** The starting quarterbacks the prediction assumed (given, or each team's most recent starter). */
  readonly homeQuarterback?: string;
  readonly awayQuarterback?: string;
  /** Either team within its first `blend.earlyGames` games of the season (priced with the early share). */
  readonly early: boolean;
}

export interface MarketBlendedPrediction {
  readonly expectedHome: number;
  readonly expectedAway: number;
  readonly spread: number;
  readonly total: number;
  readonly residualSigma: number;
  /** w in μ = w·μ_model + (1 − w)·μ_market, for the margin and the total. */
  readonly modelWeight: number;
  readonly totalModelWeight: number;
}

export interface GamePrediction {
  readonly model: ModelPrediction;
  /** Present when the game had a closing line (margin and/or total). */
  readonly blended?: MarketBlendedPrediction;
}

export interface TeamRating {
  readonly team: string;
  /** Points scored / allowed above an average team (higher defense = worse). */
  readonly offense: number;
  readonly defense: number;
  /** offense − defense: expected margin vs an average team on a neutral field. */
  readonly margin: number;
  readonly elo: number;
  /** Market-implied rating (points vs an average team, from past closing lines), when that component is on. */
  readonly lines?: number;
  readonly gamesThisSeason: number;
}

export interface EngineState {
  readonly season: number | undefined;
  /** League scoring level μ (points per team per game) and home field H (points). */
  readonly mean: number;
  readonly homeField: number;
  readonly weights: BlendWeights;
  readonly gamesIngested: number;
}

export interface RatingEngineOptions {
  /** Published end-of-season ratings (college); season N's rows only ever seed season N + 1. */
  readonly seasonRatings?: readonly TeamSeasonRating[];
  /** Pre-season Elo for teams first seen in `seedSeason` (e.g. FiveThirtyEight's values for 1999). */
  readonly seedElo?: ReadonlyMap<string, number>;
  readonly seedSeason?: number;
}

interface StoredGame {
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

export class RatingEngine {
  readonly config: RatingConfig;
  private readonly baselines: PreseasonBaselines;
  private readonly seedElo: ReadonlyMap<string, number>;
  private readonly seedSeason: number | undefined;

  private readonly index = new Map<string, number>();
  private readonly names: string[] = [];
  private readonly top: boolean[] = [];
  private readonly priorO: number[] = [];
  private readonly priorD: number[] = [];
  private readonly endO: (number | undefined)[] = [];
  private readonly endD: (number | undefined)[] = [];
  private readonly endElo: (number | undefined)[] = [];
  private readonly priorLine: number[] = [];
  private readonly endLine: (number | undefined)[] = [];
  private readonly elo: number[] = [];
  private readonly lastKickoff: number[] = [];
  private readonly lastSeason: number[] = [];
  private readonly seasonGames: number[] = [];
  private readonly quarterbacks: QuarterbackBook | undefined;

  private readonly games: StoredGame[] = [];
  private windowStart = 0;
  private lineWindowStart = 0;
  private latestKickoff = Number.NEGATIVE_INFINITY;
  private solution: RidgeSolution | undefined;
  private lineSolution: LineSolution | undefined;
  private dirty = true;
  private lineDirty = true;
  private season: number | undefined;
  private firstSeason: number | undefined;
  private meanPrior: number;
  private homePrior: number;
  private lineHomePrior: number;
  private readonly records: PredictionRecord[] = [];
  private weights: BlendWeights;

  constructor(config?: RatingConfig, options: RatingEngineOptions = {}) {
    this.config = config ?? defaultRatingConfig('NFL');
    this.baselines = new PreseasonBaselines(options.seasonRatings ?? [], this.config.priors);
    this.seedElo = options.seedElo ?? new Map();
    this.seedSeason = options.seedSeason;
    this.meanPrior = this.config.ridge.initialMean;
    this.homePrior = this.config.ridge.initialHome;
    this.lineHomePrior = this.config.lines.initialHome;
    this.weights = defaultBlendWeights(this.config.blend);
    this.quarterbacks = this.config.quarterbacks.enabled
      ? new QuarterbackBook(this.config.quarterbacks)
      : undefined;
  }

  /**
   * Prices a fixture from everything ingested so far. Moving to a later season runs the pre-season
   * step (regression toward baselines, refit of the blend); going back in time is refused.
   */
  predict(fixture: Fixture): ModelPrediction {
    this.advanceTo(fixture.season);
    const home = this.team(fixture.home, fixture.homeFbs);
    const away = this.team(fixture.away, fixture.awayFbs);
    const homeQb = this.quarterbacks?.starter(home, fixture.homeQb) ?? -1;
    const awayQb = this.quarterbacks?.starter(away, fixture.awayQb) ?? -1;
    const solution = this.fit();
    const ridge = this.ridgeScores(solution, home, away, fixture.neutral, homeQb, awayQb);
    const eloMargin = eloExpectedMargin(this.config.elo, {
      homeElo: this.elo[home]!,
      awayElo: this.elo[away]!,
      neutral: fixture.neutral,
      homeBye: this.offBye(home, fixture),
      awayBye: this.offBye(away, fixture),
    });
    const linesMargin = this.config.lines.enabled
      ? this.marketImpliedMargin(home, away, fixture.neutral)
      : undefined;
    const ridgeMargin = ridge.home - ridge.away;
    const ridgeTotal = ridge.home + ridge.away;
    const { earlyGames } = this.config.blend;
    const season = this.season ?? fixture.season;
    const early =
      this.gamesThisSeason(home, season) < earlyGames || this.gamesThisSeason(away, season) < earlyGames;
    const components = {
      ridge: ridgeMargin,
      elo: eloMargin,
      ...(linesMargin === undefined ? {} : { lines: linesMargin }),
    };
    const margin = modelMargin(this.weights, components, early);
    const homeQuarterback = this.quarterbacks?.id(homeQb);
    const awayQuarterback = this.quarterbacks?.id(awayQb);
    return {
      expectedHome: (ridgeTotal + margin) / 2,
      expectedAway: (ridgeTotal - margin) / 2,
      spread: -margin,
      total: ridgeTotal,
      residualSigma: this.weights.modelSigma,
      totalSigma: this.weights.totalSigma,
      ridgeMargin,
      ridgeTotal,
      eloMargin,
      ...(linesMargin === undefined ? {} : { linesMargin }),
      ridgeWeight: early ? this.weights.earlyRidgeWeight : this.weights.ridgeWeight,
      linesWeight:
        linesMargin === undefined ? 0 : early ? this.weights.earlyLinesWeight : this.weights.linesWeight,
      ...(homeQuarterback === undefined ? {} : { homeQuarterback }),
      ...(awayQuarterback === undefined ? {} : { awayQuarterback }),
      early,
    };
  }

  /** Shrinks a model prediction toward the market's closing numbers with this season's fitted weights. */
  blendWithMarket(model: ModelPrediction, market: MarketLine): MarketBlendedPrediction | undefined {
    if (market.homeLine === undefined && market.totalLine === undefined) return undefined;
    const w = this.weights;
    const margin =
      market.homeLine === undefined
        ? -model.spread
        : shrinkToMarket(-model.spread, -market.homeLine, w.marketModelWeight);
    const total =
      market.totalLine === undefined
        ? model.total
        : shrinkToMarket(model.total, market.totalLine, w.totalMarketModelWeight);
    return {
      expectedHome: (total + margin) / 2,
      expectedAway: (total - margin) / 2,
      spread: -margin,
      total,
      residualSigma: market.homeLine === undefined ? w.modelSigma : w.blendedSigma,
      modelWeight: market.homeLine === undefined ? 1 : w.marketModelWeight,
      totalModelWeight: market.totalLine === undefined ? 1 : w.totalMarketModelWeight,
    };
  }

  /**
   * Adds one football week of completed games (all of one season, none earlier than games already
   * ingested). Returns the predictions made for them BEFORE their results (and their closing lines, for
   * the market-implied ratings) were used.
   */
  ingestRound(round: readonly CompletedGame[]): GamePrediction[] {
    if (round.length === 0) return [];
    const season = round[0]!.season;
    for (const g of round) {
      if (g.season !== season) throw new RangeError('a round must hold games of one season');
      if (g.kickoff < this.latestKickoff) {
        throw new RangeError(`game ${g.home}–${g.away} kicks off before games already ingested`);
      }
      if (!Number.isFinite(g.homeScore) || !Number.isFinite(g.awayScore)) {
        throw new RangeError(`game ${g.home}–${g.away} has no final score`);
      }
    }
    const predictions = round.map((g) => {
      const model = this.predict(g);
      const blended = this.blendWithMarket(model, g);
      return blended ? { model, blended } : { model };
    });
    round.forEach((g, i) => {
      if (!isTargetGame(g)) return;
      const model = predictions[i]!.model;
      this.records.push({
        season: g.season,
        ridgeMargin: model.ridgeMargin,
        eloMargin: model.eloMargin,
        ...(model.linesMargin === undefined ? {} : { linesMargin: model.linesMargin }),
        ridgeTotal: model.ridgeTotal,
        margin: g.homeScore - g.awayScore,
        total: g.homeScore + g.awayScore,
        ...(g.homeLine === undefined ? {} : { marketMargin: -g.homeLine }),
        ...(g.totalLine === undefined ? {} : { marketTotal: g.totalLine }),
        ...(model.early ? { early: true } : {}),
      });
    });
    const ordered = round.map((g, i) => ({ g, i })).sort((a, b) => a.g.kickoff - b.g.kickoff || a.i - b.i);
    for (const { g } of ordered) this.addResult(g);
    this.dirty = true;
    this.lineDirty = true;
    return predictions;
  }

  ratings(): TeamRating[] {
    const solution = this.fit();
    const lines = this.config.lines.enabled ? this.fitLines() : undefined;
    return this.names.map((team, t) => {
      const offense = t < solution.offense.length ? solution.offense[t]! : this.priorO[t]!;
      const defense = t < solution.defense.length ? solution.defense[t]! : this.priorD[t]!;
      return {
        team,
        offense,
        defense,
        margin: offense - defense,
        elo: this.elo[t]!,
        ...(lines ? { lines: this.lineRating(lines, t) } : {}),
        gamesThisSeason: this.gamesThisSeason(t, this.season ?? 0),
      };
    });
  }

  state(): EngineState {
    const solution = this.fit();
    return {
      season: this.season,
      mean: solution.mean,
      homeField: solution.home,
      weights: this.weights,
      gamesIngested: this.games.length,
    };
  }

  /** Walk-forward predictions recorded so far (top-division games only), for diagnostics. */
  history(): readonly PredictionRecord[] {
    return this.records;
  }

  private addResult(g: CompletedGame): void {
    const home = this.team(g.home, g.homeFbs);
    const away = this.team(g.away, g.awayFbs);
    const matchup = {
      homeElo: this.elo[home]!,
      awayElo: this.elo[away]!,
      neutral: g.neutral,
      homeBye: this.offBye(home, g),
      awayBye: this.offBye(away, g),
    };
    const { marginCap, marginCapSlope } = this.config.ridge;
    const fitted = cappedScores(g.homeScore, g.awayScore, marginCap, marginCapSlope);
    const { pointsK } = this.config.elo;
    const shift =
      pointsK === undefined
        ? eloShift(this.config.elo, matchup, g.homeScore, g.awayScore)
        : pointsEloShift(this.config.elo, matchup, fitted.homeScore - fitted.awayScore, pointsK);
    this.elo[home] = this.elo[home]! + shift;
    this.elo[away] = this.elo[away]! - shift;
    for (const t of [home, away]) {
      this.seasonGames[t] = this.lastSeason[t] === g.season ? this.seasonGames[t]! + 1 : 1;
      this.lastKickoff[t] = g.kickoff;
      this.lastSeason[t] = g.season;
    }
    // A completed game counts a start only for a quarterback it names (never an assumed one).
    const qbs = this.quarterbacks;
    const homePlayer = qbs && g.homeQb ? qbs.player(g.homeQb) : -1;
    const awayPlayer = qbs && g.awayQb ? qbs.player(g.awayQb) : -1;
    qbs?.recordStart(home, homePlayer);
    qbs?.recordStart(away, awayPlayer);
    this.games.push({
      season: g.season,
      kickoff: g.kickoff,
      home,
      away,
      homeScore: g.homeScore,
      awayScore: g.awayScore,
      fitHomeScore: fitted.homeScore,
      fitAwayScore: fitted.awayScore,
      neutral: g.neutral,
      homePlayer,
      awayPlayer,
      ...(g.homeLine === undefined ? {} : { marketMargin: -g.homeLine }),
    });
    this.latestKickoff = Math.max(this.latestKickoff, g.kickoff);
  }

  private gamesThisSeason(team: number, season: number): number {
    return this.lastSeason[team] === season ? this.seasonGames[team]! : 0;
  }

  private offBye(team: number, fixture: Fixture): boolean {
    return (
      this.lastSeason[team] === fixture.season &&
      fixture.kickoff - this.lastKickoff[team]! >= this.config.byeDays * DAY_MS
    );
  }

  private playerTerm(solution: RidgeSolution, qb: number): number {
    if (qb < 0) return 0;
    return qb < solution.players.length ? solution.players[qb]! : this.quarterbacks!.priorOf(qb);
  }

  private ridgeScores(
    solution: RidgeSolution,
    home: number,
    away: number,
    neutral: boolean,
    homeQb: number,
    awayQb: number,
  ) {
    // A team added since the last fit has no games in it, so its fitted ratings would equal its prior.
    const o = (t: number) => (t < solution.offense.length ? solution.offense[t]! : this.priorO[t]!);
    const d = (t: number) => (t < solution.defense.length ? solution.defense[t]! : this.priorD[t]!);
    const half = neutral ? 0 : solution.home / 2;
    return {
      home: solution.mean + half + o(home) + d(away) + this.playerTerm(solution, homeQb),
      away: solution.mean - half + o(away) + d(home) + this.playerTerm(solution, awayQb),
    };
  }

  private lineRating(lines: LineSolution, t: number): number {
    return t < lines.ratings.length ? lines.ratings[t]! : this.priorLine[t]!;
  }

  private marketImpliedMargin(home: number, away: number, neutral: boolean): number {
    const lines = this.fitLines();
    if (home < lines.ratings.length && away < lines.ratings.length)
      return lineMargin(lines, home, away, neutral);
    return (neutral ? 0 : lines.home) + this.lineRating(lines, home) - this.lineRating(lines, away);
  }

  private team(name: string, fbs: boolean | undefined): number {
    const topDivision = fbs !== false;
    const known = this.index.get(name);
    if (known !== undefined) {
      // A team's division can change (FCS programmes moving up); re-seed it if it has not played yet.
      if (this.top[known] !== topDivision && this.lastSeason[known] !== this.season) {
        this.top[known] = topDivision;
        this.seedTeamForSeason(known);
        this.dirty = true;
        this.lineDirty = true;
      }
      return known;
    }
    const t = this.names.length;
    this.index.set(name, t);
    this.names.push(name);
    this.top.push(topDivision);
    this.priorO.push(0);
    this.priorD.push(0);
    this.endO.push(undefined);
    this.endD.push(undefined);
    this.endElo.push(undefined);
    this.priorLine.push(0);
    this.endLine.push(undefined);
    this.elo.push(ELO_MEAN);
    this.lastKickoff.push(Number.NEGATIVE_INFINITY);
    this.lastSeason.push(Number.NEGATIVE_INFINITY);
    this.seasonGames.push(0);
    this.seedTeamForSeason(t);
    return t;
  }

  private baseline(t: number): TeamBaseline {
    return this.baselines.baseline(this.season ?? 0, this.names[t]!, this.top[t]!);
  }

  /** Pre-season prior and Elo of team t: its last season regressed toward its baseline (or a seed). */
  private seedTeamForSeason(t: number): void {
    const base = this.baseline(t);
    const { offense: bo, defense: bd } = offenseDefense(base);
    const r = this.config.ridge.seasonRegression;
    const eloTarget = ELO_MEAN + this.config.elo.eloPerPoint * base.margin;
    const endO = this.endO[t];
    const endD = this.endD[t];
    const endElo = this.endElo[t];
    const seed = this.season === this.seedSeason ? this.seedElo.get(this.names[t]!) : undefined;
    const seedMargin = seed === undefined ? undefined : (seed - ELO_MEAN) / this.config.elo.eloPerPoint;
    if (endO !== undefined && endD !== undefined) {
      this.priorO[t] = bo + (1 - r) * (endO - bo);
      this.priorD[t] = bd + (1 - r) * (endD - bd);
    } else if (seedMargin !== undefined) {
      this.priorO[t] = seedMargin / 2;
      this.priorD[t] = -seedMargin / 2;
    } else {
      this.priorO[t] = bo;
      this.priorD[t] = bd;
    }
    if (endElo !== undefined) this.elo[t] = revertElo(endElo, this.config.elo.seasonRevert, eloTarget);
    else this.elo[t] = seed ?? eloTarget;
    const endLine = this.endLine[t];
    const lineRevert = this.config.lines.seasonRegression;
    if (endLine !== undefined) this.priorLine[t] = base.margin + (1 - lineRevert) * (endLine - base.margin);
    else this.priorLine[t] = seedMargin ?? base.margin;
  }

  private advanceTo(season: number): void {
    if (this.season === undefined) {
      this.season = season;
      this.firstSeason = season;
      return;
    }
    if (season < this.season) throw new RangeError(`season ${season} is before the current ${this.season}`);
    if (season === this.season) return;
    const ended = this.season;
    const solution = this.fit();
    const lines = this.config.lines.enabled ? this.fitLines() : undefined;
    for (let t = 0; t < this.names.length; t++) {
      if (this.lastSeason[t] !== ended) continue;
      this.endO[t] = solution.offense[t];
      this.endD[t] = solution.defense[t];
      this.endElo[t] = this.elo[t];
      if (lines) this.endLine[t] = lines.ratings[t];
    }
    this.meanPrior = solution.mean;
    this.homePrior = solution.home;
    if (lines) this.lineHomePrior = lines.home;
    this.quarterbacks?.startSeason((qb) => this.playerTerm(solution, qb));
    this.season = season;
    for (let t = 0; t < this.names.length; t++) this.seedTeamForSeason(t);
    const { blend } = this.config;
    const firstUsable = (this.firstSeason ?? season) + blend.burnInSeasons;
    this.weights = fitBlendWeights(
      this.records.filter((r) => r.season >= firstUsable && r.season >= season - blend.historySeasons),
      blend,
    );
    this.dirty = true;
    this.lineDirty = true;
  }

  private fit(): RidgeSolution {
    if (!this.dirty && this.solution) return this.solution;
    const { ridge } = this.config;
    const season = this.season ?? 0;
    const oldestSeason = ridge.priorSeasonWeight > 0 ? season - ridge.seasonsBack : season;
    while (this.windowStart < this.games.length && this.games[this.windowStart]!.season < oldestSeason) {
      this.windowStart++;
    }
    const totalDecayDays = ridge.totalDecayDays ?? ridge.decayDays;
    const splitTotals = totalDecayDays !== ridge.decayDays;
    const window: RidgeGame[] = [];
    for (let i = this.windowStart; i < this.games.length; i++) {
      const g = this.games[i]!;
      const age = (this.latestKickoff - g.kickoff) / DAY_MS;
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
    const qbs = this.quarterbacks;
    this.solution = fitRidgeRatings(
      this.names.length,
      window,
      {
        offense: Float64Array.from(this.priorO),
        defense: Float64Array.from(this.priorD),
        mean: this.meanPrior,
        home: this.homePrior,
        ...(qbs ? { players: qbs.priors() } : {}),
      },
      {
        team: ridge.teamPenalty,
        mean: ridge.meanPenalty,
        home: ridge.homePenalty,
        ...(qbs ? { player: this.config.quarterbacks.penalty } : {}),
      },
      this.solution,
    );
    this.dirty = false;
    return this.solution;
  }

  /** The market-implied ratings from the closing lines of every game ingested so far. */
  private fitLines(): LineSolution {
    if (!this.lineDirty && this.lineSolution) return this.lineSolution;
    const settings = this.config.lines;
    const season = this.season ?? 0;
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
      const age = (this.latestKickoff - g.kickoff) / DAY_MS;
      const seasonFactor = g.season === season ? 1 : Math.pow(settings.priorSeasonWeight, season - g.season);
      const weight = Math.exp(-age / settings.decayDays) * seasonFactor;
      if (weight < MIN_GAME_WEIGHT) continue;
      window.push({ home: g.home, away: g.away, neutral: g.neutral, marketMargin: g.marketMargin, weight });
    }
    this.lineSolution = fitLineRatings(
      this.names.length,
      window,
      { ratings: Float64Array.from(this.priorLine), home: this.lineHomePrior },
      { team: settings.teamPenalty, home: settings.homePenalty },
      this.lineSolution,
    );
    this.lineDirty = false;
    return this.lineSolution;
  }
}
