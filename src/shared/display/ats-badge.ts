/**
 * ATS (against the spread) confidence badge: ≥ 70% HIGH, ≥ 55% MED, otherwise LOW (education page:
 * 70%+ high, 55–69% medium, under 55% low).
 */

export type AtsTier = 'HIGH' | 'MED' | 'LOW';
export type AtsLevel = 'high' | 'medium' | 'low';

export interface AtsConfidence {
  readonly tier: AtsTier;
  readonly level: AtsLevel;
}

export function atsConfidence(percentage: number): AtsConfidence {
  if (Number.isFinite(percentage) && percentage >= 70) return { tier: 'HIGH', level: 'high' };
  if (Number.isFinite(percentage) && percentage >= 55) return { tier: 'MED', level: 'medium' };
  return { tier: 'LOW', level: 'low' };
}

export interface AtsRecord {
  readonly wins: number;
  readonly losses: number;
  readonly pushes?: number;
}

function assertCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} must be a non-negative integer, got ${n}`);
}

/** '12-5', or '12-5-1' when there are pushes. */
export function atsRecordText(record: AtsRecord): string {
  const pushes = record.pushes ?? 0;
  assertCount(record.wins, 'wins');
  assertCount(record.losses, 'losses');
  assertCount(pushes, 'pushes');
  return pushes > 0 ? `${record.wins}-${record.losses}-${pushes}` : `${record.wins}-${record.losses}`;
}

/** Cover rate in percent with pushes left out (as sportsbooks grade them); null before any decided game. */
export function atsPercentage(record: AtsRecord): number | null {
  assertCount(record.wins, 'wins');
  assertCount(record.losses, 'losses');
  const decided = record.wins + record.losses;
  return decided === 0 ? null : (100 * record.wins) / decided;
}

export interface AtsBadge extends AtsConfidence {
  readonly percentage: number | null;
  /** '70.6%' (one decimal), or '—' before any decided game. */
  readonly percentageText: string;
  readonly recordText: string;
}

export function atsBadge(record: AtsRecord): AtsBadge {
  const percentage = atsPercentage(record);
  return {
    ...atsConfidence(percentage ?? Number.NaN),
    percentage,
    percentageText: percentage === null ? '—' : `${percentage.toFixed(1)}%`,
    recordText: atsRecordText(record),
  };
}
