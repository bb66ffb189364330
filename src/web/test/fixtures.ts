import type { PublicConfig } from '@shared/api/public-config';
import type { LicenseView } from '@shared/api/auth';

export const PUBLIC_CONFIG: PublicConfig = {
  productName: 'BetLens',
  publicOrigin: 'https://betlens.test',
  extensionStores: { chromeUrl: 'https://chrome.test/detail/betlens', firefoxUrl: '' },
  supportEmail: 'support@betlens.test',
  marketplace: {
    storeUrl: 'https://market.test/betlens',
    trialUrl: 'https://market.test/betlens/trial',
    manageSubscriptionUrl: 'https://market.test/library',
    affiliateUrl: 'https://market.test/affiliates/betlens',
    affiliate: { commissionRate: 0.2, cookieDays: 30 },
    plans: {
      cfbMonthly: { url: 'https://market.test/betlens/cfb', price: '$9.99' },
      nflMonthly: { url: 'https://market.test/betlens/nfl', price: '$9.99' },
      allAccessMonthly: { url: 'https://market.test/betlens/all', price: '$14.99' },
    },
  },
  sportsbooks: [{ name: 'Book One', url: 'https://book.test', bonus: 'Bonus', bonusAsOf: '2026-11-01' }],
  testimonials: [{ quote: 'Useful every Saturday.', name: 'Test U.', detail: 'College bettor' }],
  responsibleGamblingUrl: 'https://help.test/gambling',
  coverage: { fbsTeams: 136, nflTeams: 32 },
  replay: null,
  pricing: { verifyEdgeAbove: 8 },
};

export const VALID_KEY = 'ABCDEF12-34567890-ABCDEF12-34567890';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A licence expiring `days` days from now (fractional days allowed; negative means expired). */
export function licenseView(days: number, subscriptionType = 'all-access'): LicenseView {
  const expiry = new Date(Date.now() + days * DAY_MS);
  return {
    email: 'fan@example.test',
    subscriptionType,
    expiryDate: expiry.toISOString(),
    isActive: days > 0,
    daysRemaining: Math.max(0, Math.ceil(days)),
  };
}

export const MESSAGES = {
  invalid: { valid: false, message: 'Invalid license key', code: 'LICENSE_INVALID' },
  inUse: {
    valid: false,
    message: 'This license key is already in use on the maximum number of devices',
    code: 'LICENSE_IN_USE',
  },
  expired: { valid: false, message: 'This license key has expired', code: 'LICENSE_EXPIRED' },
  revoked: { valid: false, message: 'This license key has been revoked', code: 'LICENSE_REVOKED' },
} as const;
