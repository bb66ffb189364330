/**
 * The overlay's React root: follows the controller's open state, supplies its own query client
 * (the spec's query defaults, independent of any page it sits on), its transport and storage and
 * the public config (product name, trial link), and mounts a fresh panel on each opening. With a
 * launcher label it also shows the floating button that opens the panel (the extension's).
 */
import { useSyncExternalStore } from 'react';
import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import type { PublicConfig } from '@shared/api/public-config';
import { DEFAULT_PRODUCT_NAME } from '../client/public-config-guard';
import type { StoredLicense } from '../client/storage';
import type { OverlayController } from './overlay-controller';
import { fetchPublicConfig } from './overlay-api';
import { OverlayEnvProvider, useOverlayEnv, type OverlayEnv } from './overlay-env';
import { OverlayPanel } from './OverlayPanel';

export interface OverlayAppProps {
  env: OverlayEnv;
  controller: OverlayController;
  queryClient: QueryClient;
  /** Opens the panel (reading the stored licence first); focus returns to `opener` on close. */
  onLaunch: (opener?: HTMLElement | null) => void;
  productName?: string;
  publicConfig?: PublicConfig | null;
  launcherLabel?: string;
  onLicenseVerified?: (license: StoredLicense) => void;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
}

export function OverlayApp({ queryClient, env, ...props }: OverlayAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <OverlayEnvProvider env={env}>
        <OverlayRoot {...props} />
      </OverlayEnvProvider>
    </QueryClientProvider>
  );
}

function OverlayRoot({
  controller,
  onLaunch,
  productName,
  publicConfig,
  launcherLabel,
  onLicenseVerified,
  now,
  sleep,
}: Omit<OverlayAppProps, 'queryClient' | 'env'>) {
  const env = useOverlayEnv();
  const state = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  const config = useQuery({
    queryKey: ['overlay', 'public-config'],
    queryFn: () => fetchPublicConfig(env),
    enabled: !publicConfig,
    ...(publicConfig ? { initialData: publicConfig } : {}),
  }).data;

  return (
    <div className="blo-root">
      {launcherLabel ? (
        <button
          type="button"
          className="blo-launcher"
          aria-haspopup="dialog"
          aria-expanded={state.open}
          onClick={(event) => onLaunch(event.currentTarget)}
        >
          <span className="blo-brand-dot" aria-hidden="true" />
          {launcherLabel}
        </button>
      ) : null}
      {state.open ? (
        <OverlayPanel
          key={state.openCount}
          initialLicense={state.license}
          productName={productName || config?.productName || DEFAULT_PRODUCT_NAME}
          trialUrl={config?.marketplace.trialUrl || undefined}
          replay={config?.replay ?? null}
          now={now}
          onClose={controller.close}
          onLicenseVerified={onLicenseVerified}
          sleep={sleep}
        />
      ) : null}
    </div>
  );
}
