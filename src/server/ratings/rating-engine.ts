import {
  defaultBlendWeights,
  fitBlendWeights,
  modelMargin,
  shrinkToMarket,
  type BlendWeights,
  type PredictionRecord,
} from './blend';
import { eloExpectedMargin } from './elo';
import type {
  EngineState,
  GamePrediction,
  MarketBlendedPrediction,
  ModelPrediction,
  RatingEngineOptions,
  TeamRating,
} from './engine-types';
import { GameLog } from './game-log';
import { isTargetGame, type CompletedGame, type Fixture, type MarketLine } from './game-types';
import { fitLineRatings, lineMargin, type LineSolution } from './line-ratings';
import { QuarterbackBook } from './quarterbacks';
import { defaultRatingConfig, type RatingConfig } from './rating-config';
import { fitRidgeRatings, type RidgeSolution } from './ridge-ratings';
import { recordSeasonEnd, seedTeamForSeason, type SeasonSeeds } from './season-rollover';
import { recordResult } from './result-update';
import { PreseasonBaselines } from './season-priors';
import { TeamTable } from './team-table';

export type {
  EngineState,
  GamePrediction,
  MarketBlendedPrediction,
  ModelPrediction,
  RatingEngineOptions,
  TeamRating,
} from './engine-types';
export { cappedScores } from './game-log';

/**
 * The walk-forward rating engine: ridge offense/defense ratings and Elo, fed one football week at a time.
 * It only ever moves forward: a prediction uses the games ingested before it and nothing else, which is
 * what makes the backtest honest and what the product uses to price upcoming games.
 */

export class RatingEngine {
  readonly config: RatingConfig;
  private readonly seeds: SeasonSeeds;
  private readonly teams = new TeamTable();
  private readonly quarterbacks: QuarterbackBook | undefined;
  private readonly games = new GameLog();
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
    this.seeds = {
      config: this.config,
      baselines: new PreseasonBaselines(options.seasonRatings ?? [], this.config.priors),
      seedElo: options.seedElo ?? new Map(),
      seedSeason: options.seedSeason,
    };
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
      homeElo: this.teams.elo[home]!,
      awayElo: this.teams.elo[away]!,
      neutral: fixture.neutral,
      homeBye: this.teams.offBye(home, fixture, this.config.byeDays),
      awayBye: this.teams.offBye(away, fixture, this.config.byeDays),
    });
    const linesMargin = this.config.lines.enabled
      ? this.marketImpliedMargin(home, away, fixture.neutral)
      : undefined;
    const ridgeMargin = ridge.home - ridge.away;
    const ridgeTotal = ridge.home + ridge.away;
    const { earlyGames } = this.config.blend;
    const season = this.season ?? fixture.season;
    const early =
      this.teams.gamesThisSeason(home, season) < earlyGames ||
      this.teams.gamesThisSeason(away, season) < earlyGames;
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
      if (g.kickoff < this.games.latestKickoff) {
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
    const teams = this.teams;
    return teams.names.map((team, t) => {
      const offense = t < solution.offense.length ? solution.offense[t]! : teams.priorO[t]!;
      const defense = t < solution.defense.length ? solution.defense[t]! : teams.priorD[t]!;
      return {
        team,
        offense,
        defense,
        margin: offense - defense,
        elo: teams.elo[t]!,
        ...(lines ? { lines: this.lineRating(lines, t) } : {}),
        gamesThisSeason: teams.gamesThisSeason(t, this.season ?? 0),
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
      gamesIngested: this.games.size,
    };
  }

  /** Walk-forward predictions recorded so far (top-division games only), for diagnostics. */
  history(): readonly PredictionRecord[] {
    return this.records;
  }

  private addResult(g: CompletedGame): void {
    const home = this.team(g.home, g.homeFbs);
    const away = this.team(g.away, g.awayFbs);
    const { config, teams, quarterbacks, games } = this;
    recordResult(g, home, away, { config, teams, quarterbacks, games });
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
    const { priorO, priorD } = this.teams;
    const o = (t: number) => (t < solution.offense.length ? solution.offense[t]! : priorO[t]!);
    const d = (t: number) => (t < solution.defense.length ? solution.defense[t]! : priorD[t]!);
    const half = neutral ? 0 : solution.home / 2;
    return {
      home: solution.mean + half + o(home) + d(away) + this.playerTerm(solution, homeQb),
      away: solution.mean - half + o(away) + d(home) + this.playerTerm(solution, awayQb),
    };
  }

  private lineRating(lines: LineSolution, t: number): number {
    return t < lines.ratings.length ? lines.ratings[t]! : this.teams.priorLine[t]!;
  }

  private marketImpliedMargin(home: number, away: number, neutral: boolean): number {
    const lines = this.fitLines();
    if (home < lines.ratings.length && away < lines.ratings.length)
      return lineMargin(lines, home, away, neutral);
    return (neutral ? 0 : lines.home) + this.lineRating(lines, home) - this.lineRating(lines, away);
  }

  private team(name: string, fbs: boolean | undefined): number {
    const topDivision = fbs !== false;
    const teams = this.teams;
    const known = teams.find(name);
    if (known !== undefined) {
      // A team's division can change (FCS programmes moving up); re-seed it if it has not played yet.
      if (teams.top[known] !== topDivision && teams.lastSeason[known] !== this.season) {
        teams.top[known] = topDivision;
        seedTeamForSeason(teams, known, this.season, this.seeds);
        this.dirty = true;
        this.lineDirty = true;
      }
      return known;
    }
    const t = teams.add(name, topDivision);
    seedTeamForSeason(teams, t, this.season, this.seeds);
    return t;
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
    recordSeasonEnd(this.teams, ended, solution, lines);
    this.meanPrior = solution.mean;
    this.homePrior = solution.home;
    if (lines) this.lineHomePrior = lines.home;
    this.quarterbacks?.startSeason((qb) => this.playerTerm(solution, qb));
    this.season = season;
    for (let t = 0; t < this.teams.size; t++) seedTeamForSeason(this.teams, t, season, this.seeds);
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
    const window = this.games.ridgeWindow(season, ridge);
    const qbs = this.quarterbacks;
    this.solution = fitRidgeRatings(
      this.teams.size,
      window,
      {
        offense: Float64Array.from(this.teams.priorO),
        defense: Float64Array.from(this.teams.priorD),
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
    const window = this.games.lineWindow(season, settings);
    this.lineSolution = fitLineRatings(
      this.teams.size,
      window,
      { ratings: Float64Array.from(this.teams.priorLine), home: this.lineHomePrior },
      { team: settings.teamPenalty, home: settings.homePenalty },
      this.lineSolution,
    );
    this.lineDirty = false;
    return this.lineSolution;
  }
}
