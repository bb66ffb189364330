/**
 * Power rankings from BetLens ratings: teams ordered by rating (expected margin against an average
 * team on a neutral field), ties broken by name, with the movement since the ratings a week earlier.
 */
export interface RatedTeam {
  readonly teamId: string;
  readonly team: string;
  readonly rating: number;
  readonly offense: number;
  readonly defense: number;
  readonly gamesThisSeason: number;
}

export interface RankedTeam extends RatedTeam {
  readonly rank: number;
  /** Previous rank − rank (positive = up); null when the team was not ranked a week earlier. */
  readonly movement: number | null;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

function order<T extends { rating: number; team: string }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => b.rating - a.rating || a.team.localeCompare(b.team));
}

export function rankTeams(current: readonly RatedTeam[], previous: readonly RatedTeam[]): RankedTeam[] {
  const before = new Map(order(previous).map((t, i) => [t.teamId, i + 1]));
  return order(current).map((t, i) => {
    const was = before.get(t.teamId);
    return {
      ...t,
      rating: round1(t.rating),
      offense: round1(t.offense),
      defense: round1(t.defense),
      rank: i + 1,
      movement: was === undefined ? null : was - (i + 1),
    };
  });
}

/** SP+ rows ranked by overall rating (one decimal as published). */
export function rankSpPlus<T extends { rating: number; team: string }>(
  rows: readonly T[],
): (T & { rank: number })[] {
  return order(rows).map((r, i) => ({ ...r, rank: i + 1 }));
}
