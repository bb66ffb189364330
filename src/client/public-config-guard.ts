/**
 * A zod-free check of GET /api/public-config answers, mirroring `publicConfigSchema` of
 * src/shared/api/public-config.ts. The landing page needs the config on every visit and zod
 * alone would add ~25 KB gzip to its bundle, so the landing page uses this instead (and so does
 * the overlay, which asks for the config itself); a unit test keeps it in step with the shared
 * schema.
 */
import type { PublicConfig } from '@shared/api/public-config';
import { DEFAULT_PUBLIC_PRICING } from '@shared/pricing/public-pricing';

/** Shown until the config arrives (and if it never does). */
export const DEFAULT_PRODUCT_NAME = 'BetLens';

type Obj = Record<string, unknown>;

function isObj(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStr(value: unknown): value is string {
  return typeof value === 'string';
}

function isNum(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function strings(obj: unknown, keys: readonly string[]): obj is Obj {
  return isObj(obj) && keys.every((key) => isStr(obj[key]));
}

const PLAN_KEYS = ['cfbMonthly', 'nflMonthly', 'allAccessMonthly'] as const;

export function isPublicConfig(value: unknown): value is PublicConfig {
  if (!strings(value, ['productName', 'publicOrigin', 'supportEmail', 'responsibleGamblingUrl']))
    return false;
  // A config cached by an older service worker has no `replay`: read as no replay.
  const replay = value.replay;
  if (replay !== null && replay !== undefined && !(isObj(replay) && Number.isInteger(replay.season)))
    return false;
  // Likewise `pricing`: read as the defaults.
  const pricing = value.pricing;
  if (pricing !== undefined && !(isObj(pricing) && isNum(pricing.verifyEdgeAbove))) return false;
  if (!strings(value.extensionStores, ['chromeUrl', 'firefoxUrl'])) return false;
  const marketplace = value.marketplace;
  if (!strings(marketplace, ['storeUrl', 'trialUrl', 'manageSubscriptionUrl', 'affiliateUrl'])) return false;
  const affiliate = marketplace.affiliate;
  if (!isObj(affiliate) || !isNum(affiliate.commissionRate) || !Number.isInteger(affiliate.cookieDays))
    return false;
  const coverage = value.coverage;
  if (!isObj(coverage) || !Number.isInteger(coverage.fbsTeams) || !Number.isInteger(coverage.nflTeams))
    return false;
  const plans = marketplace.plans;
  if (!isObj(plans) || !PLAN_KEYS.every((key) => strings(plans[key], ['url', 'price']))) return false;
  const sportsbooks = value.sportsbooks;
  if (!Array.isArray(sportsbooks) || !sportsbooks.every((book) => strings(book, ['name', 'url', 'bonus'])))
    return false;
  const testimonials = value.testimonials;
  return Array.isArray(testimonials) && testimonials.every((t) => strings(t, ['quote', 'name', 'detail']));
}

export function parsePublicConfig(value: unknown): PublicConfig {
  if (!isPublicConfig(value)) throw new Error('Invalid public config');
  return { ...value, replay: value.replay ?? null, pricing: value.pricing ?? DEFAULT_PUBLIC_PRICING };
}
