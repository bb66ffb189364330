/**
 * 'Update & Republish Game' (spec section 2): choose odds-only or full recompute, edit the key game
 * notes and the injury adjustment, then republish. Radix traps focus and returns it on close.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { GAME_NOTES_MAX, type AdminGame } from '@shared/api/admin-games';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { updateGame, type UpdateMode } from '../../lib/admin-api';
import { cn } from '../../lib/cn';
import { INJURY_HELP } from './admin-copy';
import { inputClass, labelClass, textareaClass, toastError, toastSuccess } from './admin-ui';
import { invalidateAfterCuration } from './invalidate';

export const UPDATE_MODE_OPTIONS: readonly { value: UpdateMode; label: string; help: string }[] = [
  {
    value: 'odds-only',
    label: 'Odds-Only Refresh',
    help: 'Update sportsbook prices and the fair line; keep the BetLens ratings.',
  },
  {
    value: 'full-recompute',
    label: 'Full Recompute',
    help: 'Regenerate everything including power ratings and AI.',
  },
];

export function UpdateGameDialog({ game, onClose }: { game: AdminGame | null; onClose: () => void }) {
  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-lg">
        <DialogTitle>Update &amp; Republish Game</DialogTitle>
        <DialogDescription>
          {game ? `${game.awayTeam} @ ${game.homeTeam}` : 'Republish an approved game.'}
        </DialogDescription>
        {/* Keyed by game: each opening starts from that game's current notes and adjustment. */}
        {game ? <UpdateGameForm key={game.id} game={game} onClose={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function UpdateGameForm({ game, onClose }: { game: AdminGame; onClose: () => void }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<UpdateMode>('odds-only');
  const [notes, setNotes] = useState(game.contextualNotes ?? '');
  const [injury, setInjury] = useState(game.injuryAdjustment === null ? '' : String(game.injuryAdjustment));

  const mutation = useMutation({
    mutationFn: () =>
      updateGame({
        gameId: game.id,
        updateMode: mode,
        contextualFactors: game.contextualFactors,
        contextualNotes: notes,
        isNeutralSite: game.isNeutralSite,
        injuryAdjustment: injury,
      }),
    onSuccess: (answer) => {
      toastSuccess('Game Updated & Republished', answer.message);
      void invalidateAfterCuration(queryClient);
      onClose();
    },
    onError: (error) => toastError('Update Failed', error, 'Failed to update game'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate();
  };
  const help = UPDATE_MODE_OPTIONS.find((o) => o.value === mode)?.help;

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <div className="grid gap-1">
        <label htmlFor={`${id}-mode`} className={labelClass}>
          Update mode
        </label>
        <select
          id={`${id}-mode`}
          className={inputClass}
          value={mode}
          aria-describedby={`${id}-mode-help`}
          onChange={(event) => setMode(event.target.value as UpdateMode)}
        >
          {UPDATE_MODE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <p id={`${id}-mode-help`} className="text-xs text-slate-400">
          {help}
        </p>
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Key game notes
        </label>
        <textarea
          id={`${id}-notes`}
          className={cn(textareaClass, 'min-h-28')}
          maxLength={GAME_NOTES_MAX}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-injury`} className={labelClass}>
          Injury adjustment (points)
        </label>
        <input
          id={`${id}-injury`}
          type="number"
          step={0.5}
          min={-21}
          max={21}
          inputMode="decimal"
          className={cn(inputClass, 'max-w-40')}
          value={injury}
          aria-describedby={`${id}-injury-help`}
          onChange={(event) => setInjury(event.target.value)}
        />
        <p id={`${id}-injury-help`} className="text-xs text-slate-400">
          {INJURY_HELP}
        </p>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? 'Updating...' : 'Update & Republish'}
        </Button>
      </div>
    </form>
  );
}
