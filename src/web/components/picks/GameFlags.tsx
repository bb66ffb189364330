/** Visible warnings on a priced game: stale prices (no edge claimed) and an edge to verify. */
import type { Game } from '@shared/api/games';
import { Badge } from './picks-ui';

export function GameFlags({ flags }: { flags: Game['flags'] }) {
  if (!flags.stalePrices && !flags.verifyEdge) return null;
  return (
    <ul aria-label="Warnings" className="grid gap-1.5 text-sm">
      {flags.stalePrices ? (
        <li className="flex flex-wrap items-center gap-2 text-amber-200">
          <Badge tone="amber">Stale prices</Badge>
          <span>Some prices are out of date; no edge is claimed from them.</span>
        </li>
      ) : null}
      {flags.verifyEdge ? (
        <li className="flex flex-wrap items-center gap-2 text-amber-200">
          <Badge tone="amber">Verify edge</Badge>
          <span>This edge is unusually large; check injuries and news before betting.</span>
        </li>
      ) : null}
    </ul>
  );
}
