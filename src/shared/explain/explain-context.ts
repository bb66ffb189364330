import type { z } from 'zod';
import type { advancedStatsSchema, CONTEXTUAL_FACTORS } from '../api/games';

export type AdvancedStats = z.infer<typeof advancedStatsSchema>;
export type ContextualFactor = (typeof CONTEXTUAL_FACTORS)[number];

/**
 * What the explanation may use besides the priced analysis. Every number in here is allowed in the
 * published text (check-numbers.ts), so only pass what the reader may be told.
 */
export interface ExplainContext {
  /** Seeds the choice of wording, so the same game always reads the same way. */
  readonly gameId?: string;
  readonly advancedStats?: AdvancedStats | null;
  /** The admin's key game notes (free text, up to 300 characters). */
  readonly contextualNotes?: string | null;
  readonly contextualFactors?: readonly ContextualFactor[];
  readonly season?: number | null;
  readonly week?: number | null;
}

export const DEFAULT_RISK_TEXT = 'Standard betting risks apply';
