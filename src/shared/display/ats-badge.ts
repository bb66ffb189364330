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

/** One team's ATS badge and its sentences as a pick card shows them (TeamAts from the game payload). */
export interface TeamAtsDisplay {
  readonly team: string;
  /** The season record's badge; null when the team has no game of this season against a closing line. */
  readonly badge: AtsBadge | null;
  /** '12-5 ATS in 2024 (17 games)'; null without a game this season (a record of no games is not shown). */
  readonly seasonText: string | null;
  /** The season record for one line on a card: '9-2 ATS (11 games)' (the season is the game's), or null. */
  readonly shortSeasonText: string | null;
  /** '8-3 as a home favorite since 2022 (11 games)', or null without a situation. */
  readonly situationText: string | null;
}

interface TeamAtsLike {
  readonly team: string;
  readonly season: { readonly season: number; readonly record: AtsRecord };
  readonly situation: { readonly label: string; readonly record: AtsRecord } | null;
}

const gamesText = (record: AtsRecord) => {
  const n = record.wins + record.losses + (record.pushes ?? 0);
  return `${n} ${n === 1 ? 'game' : 'games'}`;
};

/**
 * The badge is the season record's (percentage, tier and record text); the situation is a second
 * line. Null when the team has no game against a closing line this season nor in the situation.
 */
export function teamAtsDisplay(ats: TeamAtsLike): TeamAtsDisplay | null {
  const season = ats.season.record;
  const situation = ats.situation;
  const seasonGames = season.wins + season.losses + (season.pushes ?? 0);
  const situationGames = situation
    ? situation.record.wins + situation.record.losses + (situation.record.pushes ?? 0)
    : 0;
  if (seasonGames === 0 && situationGames === 0) return null;
  return {
    team: ats.team,
    badge: seasonGames > 0 ? atsBadge(season) : null,
    seasonText:
      seasonGames > 0 ? `${atsRecordText(season)} ATS in ${ats.season.season} (${gamesText(season)})` : null,
    shortSeasonText: seasonGames > 0 ? `${atsRecordText(season)} ATS (${gamesText(season)})` : null,
    situationText:
      situation && situationGames > 0
        ? `${atsRecordText(situation.record)} ${situation.label} (${gamesText(situation.record)})`
        : null,
  };
}
