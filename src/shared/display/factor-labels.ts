/**
 * The contextual factors' display names (spec section 2): the admin's checkboxes and every card
 * that lists a game's factors (the site's admin page, the overlay's pick card) say the same words.
 */
import type { ContextualFactor } from '../explain/explain-context';

export const FACTOR_LABELS: Readonly<Record<ContextualFactor, string>> = {
  weather: 'Weather Impact',
  schedule: 'Schedule Spot',
  travel: 'Travel Factor',
  injury: 'Key Injury',
  motivation: 'Motivation Edge',
  primetime: 'Primetime Factor',
};
