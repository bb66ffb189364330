import type { PickResult } from '@shared/record/grade-pick';

export interface GradedPickFacts {
  units: number;
  grade: { result: PickResult; unitsWon: number; clv: number | null } | null;
}

export interface RecordSummary {
  picks: number;
  graded: number;
  wins: number;
  losses: number;
  pushes: number;
  winRate: number | null;
  units: number;
  roi: number | null;
  averageClv: number | null;
}

const round = (value: number, places: number) => {
  const f = 10 ** places;
  return Math.round(value * f) / f;
};

/**
 * A season's record from its picks. Win rate ignores pushes; ROI is net units over units staked
 * on decided picks (a push returns its stake, so it risks nothing); average CLV covers the graded
 * picks that have a closing line.
 */
export function summarizeRecord(picks: readonly GradedPickFacts[]): RecordSummary {
  let wins = 0;
  let losses = 0;
  let pushes = 0;
  let net = 0;
  let staked = 0;
  let clvSum = 0;
  let clvCount = 0;
  for (const pick of picks) {
    if (!pick.grade) continue;
    if (pick.grade.result === 'win') wins++;
    else if (pick.grade.result === 'loss') losses++;
    else pushes++;
    net += pick.grade.unitsWon;
    if (pick.grade.result !== 'push') staked += pick.units;
    if (pick.grade.clv !== null) {
      clvSum += pick.grade.clv;
      clvCount++;
    }
  }
  const decided = wins + losses;
  return {
    picks: picks.length,
    graded: wins + losses + pushes,
    wins,
    losses,
    pushes,
    winRate: decided > 0 ? round((wins / decided) * 100, 1) : null,
    units: round(net, 2),
    roi: staked > 0 ? round((net / staked) * 100, 1) : null,
    averageClv: clvCount > 0 ? round(clvSum / clvCount, 2) : null,
  };
}
