/**
 * The overlay's React root: follows the controller's open state, supplies its own query client
 * (the spec's query defaults, independent of any page it sits on) and the public config (product
 * name, trial link), and mounts a fresh panel on each opening.
 */
import { useSyncExternalStore } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_PRODUCT_NAME } from '../web/lib/public-config';
import type { OverlayController } from './overlay-controller';
import type { MountOverlayOptions } from './mount-overlay';
import { fetchPublicConfig } from './overlay-api';
import { OverlayPanel } from './OverlayPanel';

export interface OverlayAppProps extends MountOverlayOptions {
  controller: OverlayController;
  queryClient: QueryClient;
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
