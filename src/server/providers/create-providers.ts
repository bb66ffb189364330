import type { AppConfig } from '../config';
import type { MarketplaceLicenses } from '../services/licensing/marketplace-port';
import { createGumroadClient, type GumroadClient } from './gumroad/gumroad-client';
import type { ProviderLogger } from './http/provider-logger';

/** Adapts the Gumroad client to the licence service's marketplace port. */
export function gumroadMarketplace(client: GumroadClient): MarketplaceLicenses {
  return {
    async verify({ productId, licenseKey, incrementUsesCount }) {
      const result = await client.verifyLicense({ productId, licenseKey, incrementUsesCount });
      if (result.kind !== 'valid') return { kind: result.kind, message: result.message };
      return {
        kind: 'valid',
        email: result.purchase.email,
        saleId: typeof result.purchase.sale_id === 'string' ? result.purchase.sale_id : null,
        active: result.access.active,
        ...(result.access.reason ? { reason: result.access.reason } : {}),
        expiresAt: result.access.expiresAt,
      };
    },
  };
}

/** Gumroad is consulted only when at least one GUMROAD_PRODUCT_* id is configured. */
export function createMarketplace(
  config: AppConfig,
  logger: ProviderLogger,
): MarketplaceLicenses | undefined {
  if (Object.keys(config.gumroad.products).length === 0) return undefined;
  return gumroadMarketplace(
    createGumroadClient({ baseUrl: config.gumroad.baseUrl, timeoutMs: config.gumroad.timeoutMs, logger }),
  );
}
