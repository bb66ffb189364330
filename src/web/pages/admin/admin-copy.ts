/**
 * Fixed admin copy (spec section 2): factor labels. Dates are written by @shared/calendar/eastern-time.
 */
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
