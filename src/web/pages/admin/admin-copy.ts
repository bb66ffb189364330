/**
 * Fixed admin copy (spec section 2): factor labels, advanced-stat labels per league, dates.
 */
import { PRODUCT_TIME_ZONE } from '@shared/calendar/eastern-date';
import type { TeamStatBlock } from '@shared/api/games';
import type { ContextualFactor } from '../../lib/admin-api';

export const FACTOR_LABELS: Readonly<Record<ContextualFactor, string>> = {
  weather: 'Weather Impact',
  schedule: 'Schedule Spot',
  travel: 'Travel Factor',
  injury: 'Key Injury',
  motivation: 'Motivation Edge',
  primetime: 'Primetime Factor',
};
export const FACTOR_ORDER: readonly ContextualFactor[] = [
  'weather',
  'schedule',
  'travel',
  'injury',
  'motivation',
  'primetime',
];

export const INJURY_HELP = 'Positive if the favorite is weakened, negative if the underdog is weakened.';

export interface StatLabel {
  readonly key: keyof TeamStatBlock;
  readonly label: string;
  readonly percent: boolean;
}

export const NFL_STAT_LABELS: readonly StatLabel[] = [
  { key: 'totalYardsPerPlay', label: 'Y/P', percent: false },
  { key: 'passNetYardsPerAttempt', label: 'Pass NY/A', percent: false },
  { key: 'rushYardsPerAttempt', label: 'Rush Y/A', percent: false },
  { key: 'scoringPercentage', label: 'Sc%', percent: true },
  { key: 'turnoverPercentage', label: 'TO%', percent: true },
];

export const CFB_STAT_LABELS: readonly StatLabel[] = [
  { key: 'passingYardsPerGame', label: 'Pass Yds/G', percent: false },
  { key: 'rushYardsPerAttempt', label: 'Rush Y/P', percent: false },
  { key: 'totalYardsPerPlay', label: 'TOT Y/P', percent: false },
  { key: 'turnoverPercentage', label: 'TOT TO', percent: true },
];

/** The labels present in a block, with their one-decimal values. */
export function statRows(
  block: TeamStatBlock,
  labels: readonly StatLabel[],
): { label: string; value: string }[] {
  return labels.flatMap(({ key, label, percent }) => {
    const value = block[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) return [];
    return [{ label, value: `${value.toFixed(1)}${percent ? '%' : ''}` }];
  });
}

const kickoffFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'Sat, Sep 6, 7:30 PM ET' (the product's calendar is US Eastern). */
export function kickoffText(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${kickoffFormat.format(date)} ET`;
}

const stampFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PRODUCT_TIME_ZONE,
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

export function stampText(iso: string | null): string {
  if (iso === null) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${stampFormat.format(date)} ET`;
}
