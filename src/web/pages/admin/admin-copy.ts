/**
 * Fixed admin copy (spec section 2): the factors' order and the injury hint. Their labels are
 * @shared/display/factor-labels (the overlay shows them too); dates are written by
 * @shared/calendar/eastern-time.
 */
import type { ContextualFactor } from '../../lib/admin-api';

export const FACTOR_ORDER: readonly ContextualFactor[] = [
  'weather',
  'schedule',
  'travel',
  'injury',
  'motivation',
  'primetime',
];

export const INJURY_HELP = 'Positive if the favorite is weakened, negative if the underdog is weakened.';
