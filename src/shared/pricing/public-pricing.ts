import { VERIFY_EDGE_PERCENT } from '../odds/units';

/**
 * The pricing thresholds GET /api/public-config gives the browser (its `pricing`), so the pages state
 * the numbers this server prices with. Zod-free: the landing page and the overlay read it without the
 * schema (src/client/public-config-guard.ts).
 */
export interface PublicPricing {
  /** EDGE_VERIFY_PERCENT: an edge above this (percent) is an off-market price to verify. */
  readonly verifyEdgeAbove: number;
}

/** What a page states before the config arrives, or from a config cached before `pricing` existed. */
export const DEFAULT_PUBLIC_PRICING: PublicPricing = { verifyEdgeAbove: VERIFY_EDGE_PERCENT };
