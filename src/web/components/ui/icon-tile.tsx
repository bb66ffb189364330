import type { ReactNode } from 'react';
import { Icon } from '../../../client/icon';

/** A round emerald icon tile (decorative). */
export function IconTile({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-400">
      <Icon>{children}</Icon>
    </span>
  );
}
