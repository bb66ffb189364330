/**
 * "I placed this": one button for every place a bet is seen (pick cards, odds rows). It opens the
 * record dialog (a lazy chunk, fetched when the pointer or focus reaches the button) pre-filled
 * with the draft. Shown to signed-in users only: recording needs a licence.
 */
import { lazy, Suspense, useState } from 'react';
import type { Game } from '@shared/api/games';
import { useSession } from '../../session/SessionProvider';
import { useLazyDialog } from '../../lib/use-lazy-dialog';
import { cn } from '../../lib/cn';
import { draftFromPick, type BetDraft } from './bet-draft';

const loadDialog = () => import('./RecordBetDialog');
const RecordBetDialog = lazy(loadDialog);

export const PLACED_LABEL = 'I placed this';

const LOOKS = {
  /** Beside a card's Details toggle. */
  card: 'h-8 px-2 font-semibold',
  /** Under a book's name in the odds grid: may wrap, so the book column stays narrow on a phone. */
  row: 'mt-1.5 min-h-8 px-1.5 py-1 text-left leading-tight font-medium',
} as const;

export function PlaceBetButton({
  draft,
  look = 'card',
  label = PLACED_LABEL,
}: {
  draft: BetDraft | null;
  look?: keyof typeof LOOKS;
  /** Accessible name when the visible text needs its context (e.g. the book of an odds row). */
  label?: string;
}) {
  const { isLoggedIn } = useSession();
  const dialog = useLazyDialog(loadDialog);
  // Each opening starts from the draft again (a new dialog instance), not from the last edit.
  const [opening, setOpening] = useState(0);
  if (!isLoggedIn || !draft) return null;
  return (
    <>
      <button
        type="button"
        aria-label={label === PLACED_LABEL ? undefined : label}
        onClick={() => {
          setOpening((n) => n + 1);
          dialog.setOpen(true);
        }}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        data-place-bet
        className={cn(
          'inline-flex items-center gap-1 self-start rounded-md border border-emerald-500/40 text-xs text-emerald-200',
          'hover:bg-emerald-500/10 focus-visible:outline-2 focus-visible:outline-emerald-400',
          LOOKS[look],
        )}
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M10 4v12M4 10h12" strokeLinecap="round" />
        </svg>
        {PLACED_LABEL}
      </button>
      {dialog.mounted ? (
        <Suspense fallback={null}>
          <RecordBetDialog key={opening} open={dialog.open} onOpenChange={dialog.setOpen} draft={draft} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The button a pick card carries: the card's lead price pre-filled. Whether the game has started is
 * the server's call (its clock is the replay's), which the dialog then shows on the game.
 */
export function PickBetButton({ game }: { game: Game }) {
  return <PlaceBetButton draft={draftFromPick(game)} />;
}
