/**
 * The free trial, told one way everywhere (landing FAQ, pricing, /purchase, license gate, terms,
 * support). The old product said "7-day trial" on pricing and "about 3 uses" in its terms; we
 * chose the 7-day story (docs/content.md):
 *
 * - the trial is a 7-day All-Access license key from the marketplace's trial checkout, no card
 *   needed, one per person;
 * - it is how every monthly plan starts: try it, then subscribe to the monthly plan you want;
 * - season passes are single payments and have no trial;
 * - when the 7 days end the key stops working unless you subscribe; nothing is charged.
 */
export const TRIAL_DAYS = 7;

/** Short line under prices and hero buttons. */
export const TRIAL_SHORT = '7-day free trial on monthly plans. No card needed.';

export const TRIAL_FAQ = {
  question: 'Is there a free trial?',
  answer:
    'Yes. Every monthly plan starts with a 7-day free trial: a 7-day All-Access license key, no card ' +
    'needed, one per person. When the 7 days end the key simply stops working and nothing is charged; ' +
    'subscribe to the monthly plan you want to keep going. Season passes are a single payment and have ' +
    'no trial.',
} as const;

export const SEASON_PASS_FAQ = {
  question: 'What is a season pass?',
  answer:
    'A season pass is a single payment for one season: college football runs August to January, pro ' +
    'football September to February. It does not renew.',
} as const;

/** The Terms of Service paragraph on trials. */
export const TRIAL_TERMS =
  'New customers may take one free trial: a 7-day All-Access license key, issued through our ' +
  'marketplace without payment details. The trial ends automatically after 7 days and is never ' +
  'converted into a paid subscription without your action. One trial per person; trial keys created ' +
  'to evade this limit may be revoked.';
