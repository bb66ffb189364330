/**
 * GET /api/public-config: every external link (marketplace, affiliate, responsible gambling), the
 * support address and the product name come from here, never from the bundle.
 */
import { startTransition, useEffect, useState } from 'react';
import { useQueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/api/public-config';
import { DEFAULT_PUBLIC_PRICING, type PublicPricing } from '@shared/pricing/public-pricing';
import { getQueryFn } from '../../client/api';
import { isHydratingPrerender } from './use-hydrated';
import { DEFAULT_PRODUCT_NAME, parsePublicConfig } from '../../client/public-config-guard';

export const PUBLIC_CONFIG_QUERY_KEY = ['/api/public-config'] as const;

const fetchConfig = getQueryFn<unknown>({ on401: 'throw' });

const queryFn = async (context: QueryFunctionContext) => parsePublicConfig(await fetchConfig(context));

/**
 * The config, once per session (the query cache keeps it). Its arrival changes text and links
 * all over a page (the whole landing page), so it is applied in a transition: React renders that
 * update in short, interruptible slices instead of one long task on a slow phone. A component
 * mounted later reads the cached config at once. While the prerendered landing page hydrates it
 * starts empty, as the prerender did.
 */
export function usePublicConfig(): { data: PublicConfig | undefined } {
  const client = useQueryClient();
  const [data, setData] = useState(() =>
    isHydratingPrerender() ? undefined : client.getQueryData<PublicConfig>(PUBLIC_CONFIG_QUERY_KEY),
  );
  useEffect(() => {
    let live = true;
    client.fetchQuery({ queryKey: PUBLIC_CONFIG_QUERY_KEY, queryFn, staleTime: Infinity }).then(
      (config) => {
        if (live) startTransition(() => setData(config));
      },
      // Unreachable or malformed: links stay inert; the next page that mounts asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client]);
  return { data };
}

export function useProductName(): string {
  return usePublicConfig().data?.productName || DEFAULT_PRODUCT_NAME;
}

/** The thresholds this server prices with (EDGE_VERIFY_PERCENT); the defaults until the config arrives. */
export function usePublicPricing(): PublicPricing {
  return usePublicConfig().data?.pricing ?? DEFAULT_PUBLIC_PRICING;
}
