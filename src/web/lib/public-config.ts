/**
 * GET /api/public-config: every external link (marketplace, affiliate, responsible gambling), the
 * support address and the product name come from here, never from the bundle.
 */
import { useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/api/public-config';
import { getQueryFn } from './api';
import { parsePublicConfig } from './public-config-guard';

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/public-config'] as const;

/** Shown until the config arrives (and if it never does). */
export const DEFAULT_PRODUCT_NAME = 'BetLens';

const fetchConfig = getQueryFn<unknown>({ on401: 'throw' });

export function usePublicConfig() {
  return useQuery<PublicConfig>({
    queryKey: PUBLIC_CONFIG_QUERY_KEY,
    queryFn: async (context) => parsePublicConfig(await fetchConfig(context)),
  });
}

export function useProductName(): string {
  return usePublicConfig().data?.productName || DEFAULT_PRODUCT_NAME;
}
