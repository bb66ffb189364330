/**
 * The card's "Will publish: …" line: the server prices the approval with the context being typed
 * (POST /api/admin/preview-approval, the same code that publishes), asked again 400 ms after the
 * last keystroke. A new analysis of the game (a refresh) asks again too. A card is priced once it
 * comes within PREVIEW_AHEAD of the screen, not at load: a slate of forty pending games on a phone
 * asked for forty server analyses before the admin had scrolled anywhere.
 */
import { useEffect, useState } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { AdminGame } from '@shared/api/admin-games';
import { curationBody, previewApproval, type CurationBody, type CurationInput } from '../../lib/admin-api';

export const PREVIEW_DEBOUNCE_MS = 400;
/** How far beyond the screen (above and below) a card starts being priced (a rootMargin). */
export const PREVIEW_AHEAD = '1000px 0px';
const PREVIEW_KEY = 'admin-approval-preview';

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** Asks again for a game's preview (after an approval was refused because the price moved). */
export function refreshApprovalPreview(queryClient: QueryClient, gameId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [PREVIEW_KEY, gameId] });
}

/** `near`: the card is on or near the screen (useOnceInView); until then nothing is asked. */
export function useApprovalPreview(game: AdminGame, input: CurationInput, near: boolean) {
  // The body as sent (blank parts left out), so typing a space does not ask again.
  const text = JSON.stringify(curationBody(input));
  const body = useDebounced(text, PREVIEW_DEBOUNCE_MS);
  const key = [PREVIEW_KEY, game.id, game.analysisVersion, body] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async () => (await previewApproval(JSON.parse(body) as CurationBody)).preview,
    enabled: game.curationStatus === 'pending' && near,
    retry: false,
    staleTime: 60_000,
    // While re-pricing, the last preview stays on screen (marked as updating; Approve waits).
    placeholderData: (previous) => previous,
  });
  return {
    preview: query.data,
    /**
     * True while the approval as set has not been priced yet (the card not yet near the screen, the
     * typed context or a new analysis still with the server): Approve waits for the price.
     */
    pricing: !near || query.isFetching || query.isPlaceholderData || body !== text,
    error: query.error,
  };
}
