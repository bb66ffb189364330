import { expect, it } from 'vitest';
import { configuredProductIds, planForProduct } from './product-plans';

const products = { allAccess: 'prod-all', football: 'prod-fb', cfb: 'prod-cfb', nfl: 'prod-nfl' };

it('maps each configured product to its plan', () => {
  expect(planForProduct('prod-all', products)).toBe('all-access');
  expect(planForProduct('prod-fb', products)).toBe('football');
  expect(planForProduct('prod-cfb', products)).toBe('cfb');
  expect(planForProduct('prod-nfl', products)).toBe('nfl');
});

it('gives null for products that are not ours or not configured', () => {
  expect(planForProduct('someone-else', products)).toBeNull();
  expect(planForProduct('', { allAccess: '' })).toBeNull();
  expect(planForProduct('prod-nfl', { allAccess: 'prod-all' })).toBeNull();
});

it('lists configured products broadest first, skipping blanks and duplicates', () => {
  expect(configuredProductIds({ nfl: 'n', cfb: ' ', allAccess: 'a', football: 'a' })).toEqual(['a', 'n']);
  expect(configuredProductIds({})).toEqual([]);
});
