import { ELO_MEAN } from './elo';
import type { Fixture } from './game-types';

export const DAY_MS = 86_400_000;

/**
 * The engine's per-team state as parallel arrays indexed by team number (the order teams were first
 * seen): one column per quantity, so the ridge and line fits can copy a prior column into a
 * Float64Array and the update step touches two rows by index.
 */
export class TeamTable {
  private readonly index = new Map<string, number>();
  readonly names: string[] = [];
  /** Top division (NFL, FBS); false for an FCS opponent. */
  readonly top: boolean[] = [];
  /** This season's ridge priors (points above average) for offense and defense. */
  readonly priorO: number[] = [];
  readonly priorD: number[] = [];
  /** The team's fitted ratings at the end of the last season it played (undefined before one ends). */
  readonly endO: (number | undefined)[] = [];
  readonly endD: (number | undefined)[] = [];
  readonly endElo: (number | undefined)[] = [];
  /** This season's prior and last season's end for the market-implied rating. */
  readonly priorLine: number[] = [];
  readonly endLine: (number | undefined)[] = [];
  readonly elo: number[] = [];
  readonly lastKickoff: number[] = [];
  readonly lastSeason: number[] = [];
  /** Games played in `lastSeason`. */
  readonly seasonGames: number[] = [];

  get size(): number {
    return this.names.length;
  }

  find(name: string): number | undefined {
    return this.index.get(name);
  }

  /** A new row with neutral values; the caller seeds its priors for the season. */
  add(name: string, topDivision: boolean): number {
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
    return t;
  }

  gamesThisSeason(team: number, season: number): number {
    return this.lastSeason[team] === season ? this.seasonGames[team]! : 0;
  }

  offBye(team: number, fixture: Fixture, byeDays: number): boolean {
    return (
      this.lastSeason[team] === fixture.season &&
      fixture.kickoff - this.lastKickoff[team]! >= byeDays * DAY_MS
    );
  }

  recordGame(team: number, season: number, kickoff: number): void {
    this.seasonGames[team] = this.lastSeason[team] === season ? this.seasonGames[team]! + 1 : 1;
    this.lastKickoff[team] = kickoff;
    this.lastSeason[team] = season;
  }
}
