import type { AdminGame } from '@shared/api/admin-games';
import { publishLineView, type PickIdentity } from '@shared/curation/pick-preview';
import type { PublishGuardSettings } from '@shared/curation/publish-guards';
import { ApiError, errorBody } from '../../../client/api';
import type { CurationInput } from '../../lib/admin-api';
import { useApprovalPreview } from './use-approval-preview';
import type { GameDraft } from './use-game-drafts';

/** The request field a refused preview names (the off-market reason the approval needs). */
function errorField(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const field = errorBody(error.bodyText)?.field;
  return typeof field === 'string' ? field : undefined;
}

/**
 * What an admin card's approval would publish: the server's preview of the approval as set, the
 * pick Approve expects, the line shown as "Best Book" / "Max Edge", and whether the off-market
 * reason must be asked for. `near`: the card is on or near the screen (priced only then).
 */
export function usePublishLine(
  game: AdminGame,
  approval: CurationInput,
  guards: PublishGuardSettings,
  draft: GameDraft,
  near: boolean,
) {
  const undecided = game.curationStatus === 'pending';
  const preview = useApprovalPreview(game, approval, near);
  const expectedPick: PickIdentity | undefined = preview.preview
    ? {
        market: preview.preview.market,
        side: preview.preview.side,
        bookKey: preview.preview.bookKey,
        line: preview.preview.line,
        price: preview.preview.price,
      }
    : undefined;
  // "Best Book" and "Max Edge" are the line that will publish ("Will publish"), as users will see it.
  const view = publishLineView(game, guards, undecided ? preview.preview : undefined);
  // A refused preview (e.g. expert context that pushes the price off-market): nothing publishes as
  // set, so no other book is offered as the best one; the off-market price that blocks it still shows.
  const refused = undecided && Boolean(preview.error) && !preview.pricing;
  const shown = refused && !view?.offMarket ? null : view;
  const askReason =
    undecided &&
    (shown?.offMarket === true ||
      errorField(preview.error) === 'confirmOffMarket' ||
      (draft.offMarketReason ?? '').trim() !== '');
  return { preview, expectedPick, shown, refused, askReason };
}
