import { atsRecordText } from './ats-badge';

/**
 * How a trend reads at a glance: whether the record behind it is a winning or a losing one (a FADE
 * trend is a losing record, and is never shown in the colours of value), and its sample size.
 */

export type TrendTone = 'winning' | 'losing' | 'even';

export interface TrendRecord {
  readonly wins: number;
  readonly losses: number;
  readonly pushes: number;
}

/** Winning above 50% of decided games, losing below, even at exactly 50% or with none decided. */
export function trendTone(record: TrendRecord): TrendTone {
  const decided = record.wins + record.losses;
  if (decided === 0 || record.wins === record.losses) return 'even';
  return record.wins > record.losses ? 'winning' : 'losing';
}

/** Whether an action word tells the bettor to go against a side ('FADE', 'FADE ALL'). */
export function isFadeAction(action: string): boolean {
  return /\bFADE\b/i.test(action);
}

/** 'Sample: 14 games (9-5 ATS)', 'Sample: 1 game (1-0 ATS)', pushes counted as games. */
export function trendSampleText(record: TrendRecord): string {
  const games = record.wins + record.losses + record.pushes;
  return `Sample: ${games} ${games === 1 ? 'game' : 'games'} (${atsRecordText(record)} ATS)`;
}
