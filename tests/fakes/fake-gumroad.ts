import { randomBytes } from 'node:crypto';
import { startFakeServer, type FakeReply, type FakeRequest } from './fake-server';

/**
 * A fake of Gumroad's licence verification endpoint that follows the documented contract
 * (api-contracts.md section c, mirroring Gumroad's licenses_controller.rb): form or query
 * parameters, `increment_uses_count` defaulting to true, the exact 404 messages, and the 500 when
 * `product_id` is missing for a newer product.
 */

export const FAKE_GUMROAD_MESSAGES = {
  notFound: 'That license does not exist for the provided product.',
  disabled: 'This license key has been disabled.',
  accessExpired: 'Access to the purchase associated with this license has expired.',
} as const;

export interface SeedLicense {
  licenseKey: string;
  productId: string;
  productName?: string;
  permalink?: string;
  email?: string;
  uses?: number;
  /** The seller disabled the key. */
  disabled?: boolean;
  /** The purchase's access was revoked (Gumroad's is_access_revoked). */
  accessRevoked?: boolean;
  /** Gumroad requires product_id for products created since 2023-01-09. Default true. */
  productIdRequired?: boolean;
  /** Makes it a membership (subscription fields present, no `chargebacked`). */
  recurrence?: string;
  /** ISO time of the sale; default 2026-08-30T17:21:09Z. */
  saleTimestamp?: string;
  /** Raw purchase fields merged last (refunded, subscription_cancelled_at, ...). */
  purchase?: Record<string, unknown>;
}

export interface StoredLicense {
  licenseKey: string;
  productId: string;
  permalink: string;
  uses: number;
  disabled: boolean;
  accessRevoked: boolean;
  productIdRequired: boolean;
  purchase: Record<string, unknown>;
}

export interface GumroadFailure {
  /** 500, 503, 429... */
  status?: number;
  /** Retry-After header value, seconds or an HTTP-date. */
  retryAfter?: string;
  /** Wait this long first; without `status` the normal answer follows (to trigger timeouts). */
  delayMs?: number;
  /** Destroy the socket (a network error). */
  drop?: boolean;
  /** Body text instead of Gumroad's JSON (an HTML error page from a proxy). */
  text?: string;
}

export interface FakeGumroad {
  url: string;
  requests: FakeRequest[];
  /** Adds or replaces licences. Returns the stored rows. */
  seed(...licenses: SeedLicense[]): StoredLicense[];
  /** Changes a seeded licence (refund it, disable it, cancel its subscription...). */
  update(
    licenseKey: string,
    change: Partial<Omit<StoredLicense, 'licenseKey' | 'purchase'>> & {
      purchase?: Record<string, unknown>;
    },
  ): StoredLicense;
  license(licenseKey: string): StoredLicense | undefined;
  /** The next `count` verify requests fail as described. */
  failNext(count: number, failure: GumroadFailure): void;
  close(): Promise<void>;
}

const VERIFY_PATH = '/v2/licenses/verify';

export async function startFakeGumroad(): Promise<FakeGumroad> {
  const licenses = new Map<string, StoredLicense>();

  const verify = (request: FakeRequest): FakeReply => {
    // Gumroad reads Rails params: query and form merged.
    const params = { ...request.query, ...request.form };
    const productId = params.product_id || undefined;
    const permalink = params.id || params.link_id || params.product_permalink || undefined;
    const key = params.license_key ?? '';
    const found = licenses.get(key);

    let license: StoredLicense | undefined;
    if (productId) {
      license = found && found.productId === productId ? found : undefined;
    } else {
      license = found;
      if (license?.productIdRequired) {
        const message =
          "The 'product_id' parameter is required to verify the license for this product. " +
          `Please set 'product_id' to '${license.productId}' in the request.`;
        return { status: 500, json: { success: false, message } };
      }
    }

    if (!license || (!productId && license.permalink !== permalink)) {
      return { status: 404, json: { success: false, message: FAKE_GUMROAD_MESSAGES.notFound } };
    }
    if (license.accessRevoked) {
      return { status: 404, json: { success: false, message: FAKE_GUMROAD_MESSAGES.accessExpired } };
    }
    if (license.disabled) {
      return { status: 404, json: { success: false, message: FAKE_GUMROAD_MESSAGES.disabled } };
    }
    // Gumroad increments unless the value is exactly "false".
    if (params.increment_uses_count !== 'false') license.uses += 1;
    return { status: 200, json: { success: true, uses: license.uses, purchase: license.purchase } };
  };

  const server = await startFakeServer({
    routes: [{ method: 'POST', path: VERIFY_PATH, handler: verify }],
  });

  return {
    url: server.url,
    requests: server.requests,
    seed(...seeds) {
      return seeds.map((seed) => {
        const stored = toStored(seed);
        licenses.set(stored.licenseKey, stored);
        return stored;
      });
    },
    update(licenseKey, change) {
      const license = licenses.get(licenseKey);
      if (!license) throw new Error(`No seeded licence ${licenseKey}`);
      const { purchase, ...rest } = change;
      Object.assign(license, rest);
      if (purchase) Object.assign(license.purchase, purchase);
      return license;
    },
    license: (licenseKey) => licenses.get(licenseKey),
    failNext(count, failure) {
      const headers: Record<string, string> = {};
      if (failure.retryAfter !== undefined) headers['retry-after'] = failure.retryAfter;
      const reply: FakeReply | undefined =
        failure.status === undefined
          ? undefined
          : failure.text !== undefined
            ? { status: failure.status, text: failure.text, headers }
            : { status: failure.status, json: { success: false, message: 'Something went wrong.' }, headers };
      server.failNext(count, {
        path: VERIFY_PATH,
        ...(reply && { reply }),
        ...(failure.drop && { drop: true }),
        ...(failure.delayMs !== undefined && { delayMs: failure.delayMs }),
      });
    },
    close: () => server.close(),
  };
}

function toStored(seed: SeedLicense): StoredLicense {
  const permalink = seed.permalink ?? 'betlens';
  const saleId = `${randomBytes(16).toString('base64url')}==`;
  const saleTimestamp = seed.saleTimestamp ?? '2026-08-30T17:21:09Z';
  const purchase: Record<string, unknown> = {
    seller_id: 'kL0psVL2admJSYRNs-OCMg==',
    product_id: seed.productId,
    product_name: seed.productName ?? 'BetLens',
    permalink,
    product_permalink: `https://seller.gumroad.com/l/${permalink}`,
    short_product_id: permalink,
    email: seed.email ?? 'buyer@example.com',
    price: 1499,
    gumroad_fee: 150,
    currency: 'usd',
    quantity: 1,
    discover_fee_charged: false,
    can_contact: true,
    referrer: 'direct',
    card: { visual: '**** **** **** 4242', type: 'visa', bin: null, expiry_month: null, expiry_year: null },
    order_number: 524459935,
    sale_id: saleId,
    sale_timestamp: saleTimestamp,
    purchaser_id: '5550321871032',
    variants: seed.recurrence ? `(${capitalise(seed.recurrence)})` : '',
    license_key: seed.licenseKey,
    is_multiseat_license: false,
    ip_country: 'United States',
    is_gift_receiver_purchase: false,
    refunded: false,
    disputed: false,
    dispute_won: false,
    id: saleId,
    created_at: saleTimestamp,
    custom_fields: {},
  };
  // Field presence as in Gumroad's source: subscription fields only for memberships,
  // `chargebacked` only for one-time products.
  if (seed.recurrence) {
    Object.assign(purchase, {
      subscription_id: `${randomBytes(16).toString('base64url')}==`,
      recurrence: seed.recurrence,
      subscription_ended_at: null,
      subscription_cancelled_at: null,
      subscription_failed_at: null,
    });
  } else {
    purchase.chargebacked = false;
  }
  Object.assign(purchase, seed.purchase);
  return {
    licenseKey: seed.licenseKey,
    productId: seed.productId,
    permalink,
    uses: seed.uses ?? 0,
    disabled: seed.disabled ?? false,
    accessRevoked: seed.accessRevoked ?? false,
    productIdRequired: seed.productIdRequired ?? true,
    purchase,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
