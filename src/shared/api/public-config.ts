import { z } from 'zod';
import type { PublicPricing } from '../pricing/public-pricing';

/**
 * GET /api/public-config: everything the browser needs that an operator configures
 * (marketplace links, sportsbook banners, support address, public origin, the pricing thresholds the
 * pages state). Nothing here is secret.
 */
export const publicConfigSchema = z.object({
  productName: z.string(),
  publicOrigin: z.string().describe('The site origin used for bookmarklet links, never a dev address'),
  extensionStores: z
    .object({ chromeUrl: z.string(), firefoxUrl: z.string() })
    .describe("The browser extension's store listings ('' where it is not published)"),
  supportEmail: z.string(),
  marketplace: z.object({
    storeUrl: z.string(),
    trialUrl: z.string(),
    manageSubscriptionUrl: z.string(),
    affiliateUrl: z.string(),
    /** The affiliate terms (AFFILIATE_COMMISSION_PERCENT, AFFILIATE_COOKIE_DAYS). */
    affiliate: z.object({ commissionRate: z.number(), cookieDays: z.number().int() }),
    plans: z.object({
      cfbMonthly: z.object({ url: z.string(), price: z.string() }),
      nflMonthly: z.object({ url: z.string(), price: z.string() }),
      allAccessMonthly: z.object({ url: z.string(), price: z.string() }),
    }),
  }),
  /** Referral banners (SPORTSBOOKS_JSON): the bonus with the day it was checked (YYYY-MM-DD). */
  sportsbooks: z.array(
    z.object({ name: z.string(), url: z.string(), bonus: z.string(), bonusAsOf: z.string() }),
  ),
  testimonials: z.array(z.object({ quote: z.string(), name: z.string(), detail: z.string() })),
  responsibleGamblingUrl: z.string(),
  /** Teams the product prices, counted from the teams catalogue (the landing page's figures). */
  coverage: z.object({ fbsTeams: z.number().int(), nflTeams: z.number().int() }),
  /**
   * Set while the odds come from the offline replay of a past season (no odds feed configured): every
   * picks surface then says so. Null with a live odds feed.
   */
  replay: z.object({ season: z.number().int() }).nullable(),
  /** The pricing thresholds this server prices with, so the pages state the operator's numbers. */
  pricing: z.object({
    verifyEdgeAbove: z
      .number()
      .describe('EDGE_VERIFY_PERCENT: an edge above this (percent) is an off-market price to verify'),
  }) satisfies z.ZodType<PublicPricing>,
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
