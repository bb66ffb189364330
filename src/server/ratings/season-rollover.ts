import { ELO_MEAN, revertElo } from './elo';
import type { LineSolution } from './line-ratings';
import type { RatingConfig } from './rating-config';
import type { RidgeSolution } from './ridge-ratings';
import { offenseDefense, type PreseasonBaselines } from './season-priors';
import type { TeamTable } from './team-table';

/** Where a season's priors come from besides a team's own last season. */
export interface SeasonSeeds {
  readonly config: RatingConfig;
  readonly baselines: PreseasonBaselines;
  /** Pre-season Elo for teams first seen in `seedSeason`. */
  readonly seedElo: ReadonlyMap<string, number>;
  readonly seedSeason: number | undefined;
}

/** Pre-season prior and Elo of team t: its last season regressed toward its baseline (or a seed). */
export function seedTeamForSeason(
  teams: TeamTable,
  t: number,
  season: number | undefined,
  seeds: SeasonSeeds,
): void {
  const { config } = seeds;
  const base = seeds.baselines.baseline(season ?? 0, teams.names[t]!, teams.top[t]!);
  const { offense: bo, defense: bd } = offenseDefense(base);
  const r = config.ridge.seasonRegression;
  const eloTarget = ELO_MEAN + config.elo.eloPerPoint * base.margin;
  const endO = teams.endO[t];
  const endD = teams.endD[t];
  const endElo = teams.endElo[t];
  const seed = season === seeds.seedSeason ? seeds.seedElo.get(teams.names[t]!) : undefined;
  const seedMargin = seed === undefined ? undefined : (seed - ELO_MEAN) / config.elo.eloPerPoint;
  if (endO !== undefined && endD !== undefined) {
    teams.priorO[t] = bo + (1 - r) * (endO - bo);
    teams.priorD[t] = bd + (1 - r) * (endD - bd);
  } else if (seedMargin !== undefined) {
    teams.priorO[t] = seedMargin / 2;
    teams.priorD[t] = -seedMargin / 2;
  } else {
    teams.priorO[t] = bo;
    teams.priorD[t] = bd;
  }
  if (endElo !== undefined) teams.elo[t] = revertElo(endElo, config.elo.seasonRevert, eloTarget);
  else teams.elo[t] = seed ?? eloTarget;
  const endLine = teams.endLine[t];
  const lineRevert = config.lines.seasonRegression;
  if (endLine !== undefined) teams.priorLine[t] = base.margin + (1 - lineRevert) * (endLine - base.margin);
  else teams.priorLine[t] = seedMargin ?? base.margin;
}

/** Keeps the final ratings of every team that played in the season that `ended`, to seed the next. */
export function recordSeasonEnd(
  teams: TeamTable,
  ended: number,
  solution: RidgeSolution,
  lines: LineSolution | undefined,
): void {
  for (let t = 0; t < teams.size; t++) {
    if (teams.lastSeason[t] !== ended) continue;
    teams.endO[t] = solution.offense[t];
    teams.endD[t] = solution.defense[t];
    teams.endElo[t] = teams.elo[t];
    if (lines) teams.endLine[t] = lines.ratings[t];
  }
}
