import { describe, expect, it } from 'vitest';
import { publicConfigSchema } from '@shared/api/public-config';
import { PUBLIC_CONFIG } from '../web/test/fixtures';
import { DEFAULT_PUBLIC_PRICING } from '@shared/pricing/public-pricing';
import { isPublicConfig, parsePublicConfig } from './public-config-guard';

describe('public config guard', () => {
  it('accepts what the shared schema accepts, with and without a replay', () => {
    for (const config of [PUBLIC_CONFIG, { ...PUBLIC_CONFIG, replay: { season: 2024 } }]) {
      expect(publicConfigSchema.safeParse(config).success).toBe(true);
      expect(isPublicConfig(config)).toBe(true);
      expect(parsePublicConfig(config).replay).toEqual(config.replay);
    }
  });

  it('refuses a malformed replay and reads a missing one as none', () => {
    expect(isPublicConfig({ ...PUBLIC_CONFIG, replay: { season: '2024' } })).toBe(false);
    expect(isPublicConfig({ ...PUBLIC_CONFIG, replay: 2024 })).toBe(false);
    const { replay: _omitted, ...older } = PUBLIC_CONFIG;
    expect(parsePublicConfig(older).replay).toBeNull();
  });

  it('reads a missing pricing as the defaults and refuses a malformed one', () => {
    const { pricing: _omitted, ...older } = PUBLIC_CONFIG;
    expect(parsePublicConfig(older).pricing).toEqual(DEFAULT_PUBLIC_PRICING);
    expect(isPublicConfig({ ...PUBLIC_CONFIG, pricing: { verifyEdgeAbove: '8' } })).toBe(false);
  });
});
