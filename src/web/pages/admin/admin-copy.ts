/**
 * Fixed admin copy (spec section 2): factor labels and dates.
 */
import { PRODUCT_TIME_ZONE } from '@shared/calendar/eastern-date';
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
