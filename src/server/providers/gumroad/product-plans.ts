import { type Plan } from '@shared/licensing/plans';

/**
 * Which Gumroad product sells which BetLens plan. Product ids come from config; a deployment may
 * sell only some plans, so every entry is optional.
 */
export interface GumroadProducts {
  allAccess?: string;
  football?: string;
  cfb?: string;
  nfl?: string;
}

// Order matters: a buyer pastes only a key, so products are tried in this order, broadest first.
const PRODUCT_PLANS: readonly (readonly [keyof GumroadProducts, Plan])[] = [
  ['allAccess', 'all-access'],
  ['football', 'football'],
  ['cfb', 'cfb'],
  ['nfl', 'nfl'],
];

/** The plan a product id sells, or null for a product that is not one of ours. */
export function planForProduct(productId: string, products: GumroadProducts): Plan | null {
  const wanted = productId.trim();
  if (!wanted) return null;
  for (const [field, plan] of PRODUCT_PLANS) {
    if (products[field]?.trim() === wanted) return plan;
  }
  return null;
}

/** The configured product ids, broadest plan first, without blanks or duplicates. */
export function configuredProductIds(products: GumroadProducts): string[] {
  const ids: string[] = [];
  for (const [field] of PRODUCT_PLANS) {
    const id = products[field]?.trim();
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids;
}
