import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_BETTABLE_BOOKS } from '@shared/odds/bettable-books';
import { DEFAULT_PRICING_SETTINGS, DEFAULT_STALE_PRICE_MINUTES } from '@shared/pricing/pricing-options';
import { ConfigError, envSchema, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for development', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 5000,
      dataDir: './data',
      seedDemo: true,
      licenseMaxDevices: 2,
    });
    expect(config.publicOrigin).toBe('http://127.0.0.1:5000');
    expect(config.corsOrigins).toEqual(['http://127.0.0.1:5000']);
  });

  it('downloads NFL results in live mode only, unless told otherwise', () => {
    expect(loadConfig({}).nflResults).toEqual({
      url: 'https://github.com/nflverse/nfldata/raw/master/data/games.csv',
      enabled: false,
      timeoutMs: 60_000,
      refreshHours: 24,
    });
    expect(loadConfig({ ODDS_API_KEY: 'k' }).nflResults.enabled).toBe(true);
    expect(loadConfig({ ODDS_API_KEY: 'k', NFL_RESULTS_SYNC: 'false' }).nflResults.enabled).toBe(false);
    expect(
      loadConfig({ NFL_RESULTS_SYNC: 'true', NFL_RESULTS_URL: 'http://127.0.0.1:9/games.csv' }).nflResults,
    ).toMatchObject({
      enabled: true,
      url: 'http://127.0.0.1:9/games.csv',
    });
    expect(() => loadConfig({ NFL_RESULTS_URL: 'games.csv' })).toThrow(/NFL_RESULTS_URL/);
  });

  it('names the variable in every problem', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT: must be a number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ CORS_ORIGINS: 'not an origin' })).toThrow(/CORS_ORIGINS/);
    expect(() => loadConfig({ SPORTSBOOKS_JSON: '{oops' })).toThrow(/SPORTSBOOKS_JSON: must be a JSON array/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(ConfigError);
  });

  it('has no built-in sportsbook banners; each configured one needs a real https referral URL and a dated bonus (issue 22)', () => {
    expect(loadConfig({}).site.sportsbooks).toEqual([]);
    const book = {
      name: 'Alpha Book',
      url: 'https://alpha-sportsbook.com/ref?aff=42',
      bonus: 'Bet $5, get $200',
      bonusAsOf: '2026-11-01',
    };
    expect(loadConfig({ SPORTSBOOKS_JSON: JSON.stringify([book]) }).site.sportsbooks).toEqual([book]);
    const refused = (entry: object) => () => loadConfig({ SPORTSBOOKS_JSON: JSON.stringify([entry]) });
    expect(refused({ ...book, bonusAsOf: undefined })).toThrow(/SPORTSBOOKS_JSON.*bonusAsOf/);
    expect(refused({ ...book, bonusAsOf: 'last week' })).toThrow(/YYYY-MM-DD/);
    expect(refused({ ...book, url: 'http://alpha-sportsbook.com/ref' })).toThrow(/real https referral URL/);
    expect(refused({ ...book, url: 'https://book.example.com/ref' })).toThrow(/real https referral URL/);
    expect(refused({ ...book, bonus: '' })).toThrow(/SPORTSBOOKS_JSON/);
  });

  it('ages prices as stale after the one shared default (90 minutes, docs/pricing.md) unless told', () => {
    expect(DEFAULT_STALE_PRICE_MINUTES).toBe(90);
    expect(DEFAULT_PRICING_SETTINGS.staleAfterMinutes).toBe(DEFAULT_STALE_PRICE_MINUTES);
    expect(loadConfig({}).pricing.staleAfterMinutes).toBe(DEFAULT_STALE_PRICE_MINUTES);
    expect(loadConfig({ STALE_PRICE_MINUTES: '45' }).pricing.staleAfterMinutes).toBe(45);
    const docs = readFileSync(join(import.meta.dirname, '../../docs/pricing.md'), 'utf8');
    expect(docs).toContain(`\`STALE_PRICE_MINUTES\` (${DEFAULT_STALE_PRICE_MINUTES})`);
  });

  it('takes BETTABLE_BOOKS as bookmaker keys; the default is the state-regulated US books', () => {
    const defaults = loadConfig({}).pricing.bettableBooks;
    expect(defaults).toEqual(DEFAULT_BETTABLE_BOOKS);
    for (const offshore of ['lowvig', 'betonlineag', 'mybookie_ag', 'betus', 'bovada', 'matchbook'])
      expect(defaults).not.toContain(offshore);
    expect(loadConfig({ BETTABLE_BOOKS: ' DraftKings, fanduel ' }).pricing.bettableBooks).toEqual([
      'draftkings',
      'fanduel',
    ]);
    expect(() => loadConfig({ BETTABLE_BOOKS: 'draft kings' })).toThrow(
      /BETTABLE_BOOKS: must be bookmaker keys/,
    );
    expect(() => loadConfig({ BETTABLE_BOOKS: ' , ' })).toThrow(/BETTABLE_BOOKS: must name at least one/);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses, and refuses true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.0.1,::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.0.1',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: 'true' would trust any X-Forwarded-For/,
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY: '10.0.0.0\/33' is not/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1,nope' })).toThrow(/TRUST_PROXY: 'nope' is not/);
  });

  it('refuses TRUST_PROXY ranges that mean "trust everyone", with a message (issue 22 §3)', () => {
    for (const everyone of [
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/0',
      '::/0',
      '::/1,8000::/1',
      '::ffff:0.0.0.0/96',
      '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2',
      '10.0.0.0/8,11.0.0.0/8,12.0.0.0/8',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: everyone }), everyone).toThrow(
        /TRUST_PROXY: .* trusts a large part of all IPv[46] addresses, so any client could write its own address/,
      );
    }
    // Every private range at once, and a CDN's published ranges, are fine.
    expect(
      loadConfig({
        TRUST_PROXY: '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,127.0.0.1,fc00::/7,::1',
      }).trustProxy,
    ).toHaveLength(7);
    expect(
      loadConfig({ TRUST_PROXY: '173.245.48.0/20,104.16.0.0/13,2606:4700::/32' }).trustProxy,
    ).toHaveLength(3);
  });

  it('logs each request at debug in development, so npm start keeps the first-run keys in view (issue 22)', () => {
    expect(loadConfig({}).requestLogLevel).toBe('debug');
    expect(loadConfig({ NODE_ENV: 'test' }).requestLogLevel).toBe('info');
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://betlens.example.com/' }).requestLogLevel,
    ).toBe('info');
    expect(loadConfig({ REQUEST_LOG_LEVEL: 'info' }).requestLogLevel).toBe('info');
    expect(() => loadConfig({ REQUEST_LOG_LEVEL: 'loud' })).toThrow(/REQUEST_LOG_LEVEL/);
  });

  it('requires a public origin in production and seeds no demo keys there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_ORIGIN/);
    const prod = loadConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://betlens.example.com/' });
    expect(prod.seedDemo).toBe(false);
    expect(prod.publicOrigin).toBe('https://betlens.example.com');
  });

  it('collects configured Gumroad products by plan', () => {
    const config = loadConfig({ GUMROAD_PRODUCT_NFL: 'p-nfl', GUMROAD_PRODUCT_ALL_ACCESS: ' p-all ' });
    expect(config.gumroad.products).toEqual({ 'all-access': 'p-all', nfl: 'p-nfl' });
  });

  it('is documented: every variable appears in the README table and in .env.example', () => {
    const root = join(import.meta.dirname, '..', '..');
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const example = readFileSync(join(root, '.env.example'), 'utf8');
    for (const name of Object.keys(envSchema.shape)) {
      expect(readme, `README lists ${name}`).toMatch(new RegExp(`\\|\\s*\`${name}\`\\s*\\|`));
      expect(example, `.env.example lists ${name}`).toContain(name);
    }
  });
});
