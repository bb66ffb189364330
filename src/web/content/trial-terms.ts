/**
 * The free trial, told one way everywhere (landing FAQ, pricing, /purchase, license gate, terms,
 * support), and told as the checkout actually does it. The trial link (MARKETPLACE_TRIAL_URL) opens
 * the marketplace's All-Access monthly membership with its 7-day free trial: the checkout takes a
 * payment method, nothing is charged during the 7 days, and the membership renews at the All-Access
 * monthly price when they end unless the buyer cancels first (the licence check treats the trial as
 * the start of that subscription: src/server/providers/gumroad/license-access.ts). The old copy
 * ("no card needed", "never converted into a paid subscription") described a different checkout;
 * see docs/data-features.md.
 *
 * - season passes are single payments and have no trial.
 */
/** Short line under prices and hero buttons. */
export const TRIAL_SHORT = '7-day free trial of All-Access. Cancel within 7 days and nothing is charged.';

export const TRIAL_FAQ = {
  question: 'Is there a free trial?',
  answer:
    'Yes. The All-Access monthly plan starts with a 7-day free trial, one per person. Checkout asks for ' +
    'a payment method but charges nothing during the 7 days. Cancel from your receipt before they end ' +
    'and you pay nothing; otherwise the membership continues at the All-Access monthly price. Season ' +
    'passes are a single payment and have no trial.',
} as const;

export const SEASON_PASS_FAQ = {
  question: 'What is a season pass?',
  answer:
    'A season pass is a single payment for one season: college football runs August to January, pro ' +
    'football September to February. It does not renew.',
} as const;

/** The Terms of Service paragraph on trials. */
export const TRIAL_TERMS =
  'New customers may take one free trial: the first 7 days of the All-Access monthly membership, ' +
  'bought through our marketplace. A payment method is collected at checkout but nothing is charged ' +
  'during the trial. Unless you cancel before the 7 days end, the membership continues and is billed ' +
  'at the All-Access monthly price. One trial per person; trials created to evade this limit may be ' +
  'revoked.';
