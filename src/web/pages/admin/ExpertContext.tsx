import { EXPERT_NOTE_MAX } from '@shared/api/admin-games';
import { FACTOR_LABELS } from '@shared/display/factor-labels';
import { Badge } from '../../components/picks/picks-ui';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { ContextualFactor } from '../../lib/admin-api';
import { FACTOR_ORDER, INJURY_HELP } from './admin-copy';
import { inputClass, labelClass, textareaClass } from './admin-ui';
import type { GameDraft } from './use-game-drafts';

/**
 * "Expert Context (Optional)" of an undecided game: a toggle, and the admin's own context (factors,
 * a brief insight, an injury adjustment), all kept in the draft. The card keeps `open`, so the
 * section reopens as it was if the game is undecided again.
 */
export function ExpertContextSection({
  id,
  matchup,
  draft,
  onDraftChange,
  open,
  onToggle,
}: {
  id: string;
  matchup: string;
  draft: GameDraft;
  onDraftChange: (patch: Partial<GameDraft>) => void;
  open: boolean;
  onToggle: () => void;
}) {
  const hasDraft = draft.factors.length > 0 || draft.notes.trim() !== '' || draft.injury.trim() !== '';
  return (
    <div className="grid gap-3 border-t border-slate-800 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-slate-200">Expert Context (Optional)</h4>
        <div className="flex items-center gap-2">
          {hasDraft && !open ? <Badge tone="blue">Context added</Badge> : null}
          <Button size="sm" variant="outline" aria-expanded={open} aria-controls={id} onClick={onToggle}>
            {open ? 'Hide' : 'Add Context'}
          </Button>
        </div>
      </div>
      {open ? <ExpertContext id={id} matchup={matchup} draft={draft} onDraftChange={onDraftChange} /> : null}
    </div>
  );
}

function ExpertContext({
  id,
  matchup,
  draft,
  onDraftChange,
}: {
  id: string;
  matchup: string;
  draft: GameDraft;
  onDraftChange: (patch: Partial<GameDraft>) => void;
}) {
  const toggle = (factor: ContextualFactor, on: boolean) => {
    const next = on ? [...draft.factors, factor] : draft.factors.filter((f) => f !== factor);
    onDraftChange({ factors: FACTOR_ORDER.filter((f) => next.includes(f)) });
  };
  return (
    <div id={id} className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className={cn(labelClass, 'mb-1')}>Contextual factors for {matchup}</legend>
        <div className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2">
          {FACTOR_ORDER.map((factor) => (
            <label key={factor} className="inline-flex min-h-9 items-center gap-2 text-sm text-slate-200">
              <input
                type="checkbox"
                className="size-4 accent-emerald-500"
                checked={draft.factors.includes(factor)}
                onChange={(event) => toggle(factor, event.target.checked)}
              />
              {FACTOR_LABELS[factor]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-1">
        <label htmlFor={`${id}-notes`} className={labelClass}>
          Brief insight
        </label>
        <textarea
          id={`${id}-notes`}
          className={textareaClass}
          maxLength={EXPERT_NOTE_MAX}
          value={draft.notes}
          aria-describedby={`${id}-notes-count`}
          placeholder="What the numbers may be missing"
          onChange={(event) => onDraftChange({ notes: event.target.value.slice(0, EXPERT_NOTE_MAX) })}
        />
        <p id={`${id}-notes-count`} className="text-right text-xs text-slate-400 tabular-nums">
          {draft.notes.length}/{EXPERT_NOTE_MAX}
        </p>
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
          value={draft.injury}
          aria-describedby={`${id}-injury-help`}
          onChange={(event) => onDraftChange({ injury: event.target.value })}
        />
        <p id={`${id}-injury-help`} className="text-xs text-slate-400">
          {INJURY_HELP}
        </p>
      </div>
      <Button
        size="sm"
        variant="ghost"
        className="w-fit"
        onClick={() => onDraftChange({ factors: [], notes: '', injury: '' })}
      >
        Clear All
      </Button>
    </div>
  );
}
