/**
 * What the admin is typing on each card (factors, insight, injury, neutral site), kept by game id
 * outside the query data: the 30 s refetch replaces the games but never these drafts.
 */
import { useCallback, useState } from 'react';
import type { ContextualFactor } from '../../lib/admin-api';

export interface GameDraft {
  factors: ContextualFactor[];
  notes: string;
  /** As typed (a number input's value); blank means none. */
  injury: string;
  /** Undefined until the admin touches the checkbox: the game's own value applies. */
  neutral?: boolean;
  /** The admin's reason for publishing an off-market price (issue 11: never without one). */
  offMarketReason?: string;
}

export const EMPTY_DRAFT: GameDraft = { factors: [], notes: '', injury: '' };

export function useGameDrafts() {
  const [drafts, setDrafts] = useState<Record<string, GameDraft>>({});

  const draftFor = useCallback((gameId: string): GameDraft => drafts[gameId] ?? EMPTY_DRAFT, [drafts]);

  const updateDraft = useCallback((gameId: string, patch: Partial<GameDraft>) => {
    setDrafts((all) => ({ ...all, [gameId]: { ...(all[gameId] ?? EMPTY_DRAFT), ...patch } }));
  }, []);

  const discardDraft = useCallback((gameId: string) => {
    setDrafts((all) => {
      const { [gameId]: _dropped, ...rest } = all;
      return rest;
    });
  }, []);

  return { draftFor, updateDraft, discardDraft };
}
