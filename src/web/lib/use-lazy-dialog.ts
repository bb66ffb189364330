/**
 * A dialog that lives in a lazy chunk: fetched ahead of a likely click (`prefetch` on pointer or
 * focus), mounted at its first opening and kept mounted afterwards so it can animate out.
 */
import { useCallback, useState } from 'react';

export interface LazyDialog {
  open: boolean;
  /** True from the first opening on. */
  mounted: boolean;
  setOpen: (open: boolean) => void;
  prefetch: () => void;
}

export function useLazyDialog(load: () => Promise<unknown>): LazyDialog {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  // Latched while rendering: the opening render already mounts the dialog.
  if (open && !mounted) setMounted(true);
  const prefetch = useCallback(() => void load().catch(() => undefined), [load]);
  return { open, mounted, setOpen, prefetch };
}
