/**
 * The overlay's React root: follows the controller's open state, supplies its own query client
 * (the spec's query defaults, independent of any page it sits on) and the public config (product
 * name, trial link), and mounts a fresh panel on each opening.
 */
import { useSyncExternalStore } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/api/public-config';
import { DEFAULT_PRODUCT_NAME } from '../web/lib/public-config';
import type { StoredLicense } from '../web/lib/storage';
import type { OverlayController } from './overlay-controller';
import { fetchPublicConfig } from './overlay-api';
import { OverlayPanel } from './OverlayPanel';

export interface OverlayAppProps {
  controller: OverlayController;
  queryClient: QueryClient;
  apiBase: string;
  /** Wins over the config's name (e.g. the page already knows it). */
  productName?: string;
  /** Already loaded by the page; otherwise fetched from `${apiBase}/api/public-config`. */
  publicConfig?: PublicConfig | null;
  onLicenseVerified?: (license: StoredLicense) => void;
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export function OverlayApp({ queryClient, ...props }: OverlayAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OverlayRoot {...props} />
    </QueryClientProvider>
  );
}

const systemNow = () => new Date();

function OverlayRoot({
  controller,
  apiBase,
  productName,
  publicConfig,
  onLicenseVerified,
  now = systemNow,
  sleep,
}: Omit<OverlayAppProps, 'queryClient'>) {
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const config = useQuery({
    queryKey: ['overlay', 'public-config', apiBase],
    queryFn: () => fetchPublicConfig({ apiBase }),
    enabled: !publicConfig,
    ...(publicConfig ? { initialData: publicConfig } : {}),
  }).data;

  return (
    <div className="blo-root">
      {state.open ? (
        <OverlayPanel
          key={state.openCount}
          apiBase={apiBase}
          productName={productName || config?.productName || DEFAULT_PRODUCT_NAME}
          trialUrl={config?.marketplace.trialUrl || undefined}
          now={now}
          onClose={controller.close}
          onLicenseVerified={onLicenseVerified}
          sleep={sleep}
        />
      ) : null}
    </div>
  );
}
