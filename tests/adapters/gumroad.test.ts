import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createGumroadClient,
  type GumroadClient,
  type GumroadClientOptions,
  type LicenseVerification,
} from '../../src/server/providers/gumroad/gumroad-client';
import { FAKE_GUMROAD_MESSAGES, startFakeGumroad, type FakeGumroad } from '../fakes/fake-gumroad';
import { adapterHarness, rejection as upstreamFailure } from '../helpers/adapter-harness';

const PRODUCTS = { allAccess: 'all-access-product==', cfb: 'cfb-product==', nfl: 'nfl-product==' };
const KEY = '85DB562A-C11D4B06-A2335A6B-8C079166';
const SALE = '2026-08-30T17:21:09Z';
const PERIOD_END = new Date('2026-09-30T17:21:09Z');

const { sleeps, logged, logger, retries } = adapterHarness();
let gumroad: FakeGumroad;
let clock: Date;

beforeEach(async () => {
  gumroad = await startFakeGumroad();
  clock = new Date('2026-09-10T12:00:00Z');
});

afterEach(async () => {
  await gumroad.close();
});

function client(overrides: Partial<GumroadClientOptions> = {}): GumroadClient {
  return createGumroadClient({
    baseUrl: gumroad.url,
    now: () => clock,
    logger,
    ...retries,
    ...overrides,
  });
}

function verify(
  overrides: Partial<{ productId: string; licenseKey: string; incrementUsesCount: boolean }> = {},
  gumroadClient: GumroadClient = client(),
): Promise<LicenseVerification> {
  return gumroadClient.verifyLicense({
    productId: PRODUCTS.allAccess,
    licenseKey: KEY,
    incrementUsesCount: false,
    ...overrides,
  });
}

function seedMonthly(purchase: Record<string, unknown> = {}) {
  gumroad.seed({
    licenseKey: KEY,
    productId: PRODUCTS.allAccess,
    productName: 'BetLens All-Access',
    recurrence: 'monthly',
    saleTimestamp: SALE,
    uses: 1,
    purchase,
  });
}

function seedSeasonPass(purchase: Record<string, unknown> = {}) {
  gumroad.seed({ licenseKey: KEY, productId: PRODUCTS.allAccess, saleTimestamp: SALE, purchase });
}

function expectValid(result: LicenseVerification) {
  if (result.kind !== 'valid') throw new Error(`expected a valid licence, got ${result.kind}`);
  return result;
}

describe('GumroadClient.verifyLicense against the fake Gumroad', () => {
  it('sends the documented form request', async () => {
    seedMonthly();
    await verify({ incrementUsesCount: true });
    const [request] = gumroad.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v2/licenses/verify');
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.form).toEqual({
      product_id: PRODUCTS.allAccess,
      license_key: KEY,
      increment_uses_count: 'true',
    });
  });

  it('valid monthly subscription: active until the next renewal, uses counted', async () => {
    seedMonthly();
    const result = expectValid(await verify({ incrementUsesCount: true }));
    expect(result.uses).toBe(2);
    expect(result.productId).toBe(PRODUCTS.allAccess);
    expect(result.access).toEqual({ active: true, expiresAt: PERIOD_END });
    expect(result.purchase).toMatchObject({
      email: 'buyer@example.com',
      product_id: PRODUCTS.allAccess,
      product_name: 'BetLens All-Access',
      recurrence: 'monthly',
      license_key: KEY,
      refunded: false,
      subscription_cancelled_at: null,
    });
    expect(typeof result.purchase.sale_id).toBe('string');
    expect(typeof result.purchase.subscription_id).toBe('string');
  });

  it('season pass: active with no expiry from Gumroad', async () => {
    seedSeasonPass();
    const result = expectValid(await verify());
    expect(result.access).toEqual({ active: true, expiresAt: null });
    expect(result.purchase.chargebacked).toBe(false);
  });

  it('increment_uses_count=false leaves uses alone; true adds one', async () => {
    seedMonthly();
    expect(expectValid(await verify({ incrementUsesCount: false })).uses).toBe(1);
    expect(expectValid(await verify({ incrementUsesCount: false })).uses).toBe(1);
    expect(gumroad.license(KEY)?.uses).toBe(1);
    expect(expectValid(await verify({ incrementUsesCount: true })).uses).toBe(2);
    expect(gumroad.license(KEY)?.uses).toBe(2);
  });

  it('refunded: inactive', async () => {
    seedSeasonPass({ refunded: true });
    expect(expectValid(await verify()).access).toEqual({
      active: false,
      reason: 'refunded',
      expiresAt: null,
    });
  });

  it('chargebacked: inactive', async () => {
    seedSeasonPass({ chargebacked: true });
    expect(expectValid(await verify()).access).toMatchObject({ active: false, reason: 'chargebacked' });
  });

  it('disputed: inactive, unless the dispute was won', async () => {
    seedSeasonPass({ disputed: true });
    expect(expectValid(await verify()).access).toMatchObject({ active: false, reason: 'disputed' });
    gumroad.update(KEY, { purchase: { dispute_won: true } });
    expect(expectValid(await verify()).access).toEqual({ active: true, expiresAt: null });
  });

  it('subscription ended: inactive', async () => {
    seedMonthly({ subscription_ended_at: '2026-09-05T00:00:00Z' });
    expect(expectValid(await verify()).access).toEqual({
      active: false,
      reason: 'subscription_ended',
      expiresAt: new Date('2026-09-05T00:00:00Z'),
    });
  });

  it('subscription payment failed: inactive', async () => {
    seedMonthly({ subscription_failed_at: '2026-09-30T17:30:00Z' });
    clock = new Date('2026-10-01T00:00:00Z');
    expect(expectValid(await verify()).access).toMatchObject({
      active: false,
      reason: 'subscription_failed',
    });
  });

  it('subscription cancelled: active until the paid period ends, then inactive', async () => {
    seedMonthly({ subscription_cancelled_at: '2026-09-12T08:00:00Z' });
    const gumroadClient = client();

    clock = new Date('2026-09-20T00:00:00Z');
    expect(expectValid(await verify({}, gumroadClient)).access).toEqual({
      active: true,
      expiresAt: PERIOD_END,
    });

    clock = new Date('2026-09-30T17:21:10Z');
    expect(expectValid(await verify({}, gumroadClient)).access).toEqual({
      active: false,
      reason: 'subscription_cancelled',
      expiresAt: PERIOD_END,
    });
  });

  it('unknown key: not found with Gumroad message', async () => {
    seedMonthly();
    expect(await verify({ licenseKey: 'FFFFFFFF-FFFFFFFF-FFFFFFFF-FFFFFFFF' })).toEqual({
      kind: 'not_found',
      message: FAKE_GUMROAD_MESSAGES.notFound,
    });
  });

  it('known key for another product: not found', async () => {
    seedMonthly();
    expect(await verify({ productId: PRODUCTS.nfl })).toMatchObject({ kind: 'not_found' });
  });

  it('disabled key: disabled', async () => {
    gumroad.seed({ licenseKey: KEY, productId: PRODUCTS.allAccess, disabled: true, uses: 3 });
    expect(await verify({ incrementUsesCount: true })).toEqual({
      kind: 'disabled',
      productId: PRODUCTS.allAccess,
      message: FAKE_GUMROAD_MESSAGES.disabled,
    });
    expect(gumroad.license(KEY)?.uses).toBe(3);
  });

  it('revoked access: disabled, with Gumroad "expired" message', async () => {
    gumroad.seed({ licenseKey: KEY, productId: PRODUCTS.allAccess, accessRevoked: true });
    expect(await verify()).toEqual({
      kind: 'disabled',
      productId: PRODUCTS.allAccess,
      message: FAKE_GUMROAD_MESSAGES.accessExpired,
    });
  });

  it('500 outage: retried, then UpstreamError (the caller applies its grace period)', async () => {
    seedMonthly();
    gumroad.failNext(10, { status: 500 });
    const error = await upstreamFailure(verify());
    expect(error).toMatchObject({
      service: 'gumroad',
      kind: 'status',
      status: 500,
      retryable: true,
      attempts: 3,
    });
    expect(gumroad.requests).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('503 with Retry-After, then success: waits as told', async () => {
    seedMonthly();
    gumroad.failNext(1, { status: 503, retryAfter: '2' });
    expect((await verify()).kind).toBe('valid');
    expect(sleeps).toEqual([2_000]);
  });

  it('429 with Retry-After, then success', async () => {
    seedMonthly();
    gumroad.failNext(1, { status: 429, retryAfter: '1' });
    expect((await verify()).kind).toBe('valid');
    expect(sleeps).toEqual([1_000]);
  });

  it('too slow: UpstreamError timeout', async () => {
    seedMonthly();
    gumroad.failNext(5, { delayMs: 1_000 });
    const error = await upstreamFailure(verify({}, client({ timeoutMs: 100, maxAttempts: 2 })));
    expect(error).toMatchObject({ kind: 'timeout', retryable: true, attempts: 2 });
  });

  it('dropped connection, then success', async () => {
    seedMonthly();
    gumroad.failNext(1, { drop: true });
    expect((await verify()).kind).toBe('valid');
  });

  it('missing product_id: the 500 configuration error is not retried', async () => {
    seedMonthly();
    const error = await upstreamFailure(verify({ productId: '' }));
    expect(error).toMatchObject({ status: 500, retryable: false, attempts: 1 });
    expect(error.message).toContain(`Please set 'product_id' to '${PRODUCTS.allAccess}'`);
    expect(gumroad.requests).toHaveLength(1);
  });

  it('a 404 that is not Gumroad JSON (wrong base URL, proxy page) is not read as "not found"', async () => {
    seedMonthly();
    gumroad.failNext(1, { status: 404, text: '<html><body>Not Found</body></html>' });
    const error = await upstreamFailure(verify());
    expect(error).toMatchObject({ kind: 'invalid_response', retryable: false, status: 404 });
  });

  it('a success body in the wrong shape is an invalid response, not a valid licence', async () => {
    seedMonthly({ refunded: 'maybe' });
    const error = await upstreamFailure(verify());
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toContain('purchase.refunded');
  });

  it('keeps the licence key out of errors and logs', async () => {
    seedMonthly();
    gumroad.failNext(10, { status: 503, text: `upstream trouble for ${KEY}` });
    const error = await upstreamFailure(verify());
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify({ message: error.message, log: error.toLog(), logged })).not.toContain(KEY);
  });
});
