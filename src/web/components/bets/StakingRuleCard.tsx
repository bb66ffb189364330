/**
 * The licence's staking rule (issue 21 §3): ¼ Kelly (default), ½, ⅛ or flat, with what each means
 * and a worked example. Kept on the server for the licence, so every device shows the same units;
 * choosing a rule refreshes the pick lists, whose units the server sizes by it.
 */
import { useId } from 'react';
import {
  DEFAULT_STAKING_RULE,
  STAKING_RULE_INFO,
  stakingExampleText,
  type StakingRule,
} from '@shared/odds/staking';
import { useSetStakingRule, useStakingRule } from '../../lib/settings-api';
import { toast } from '../../lib/use-toast';
import { cn } from '../../lib/cn';

/** Smallest to largest stake on the same edge, flat last. */
const SHOWN_ORDER: readonly StakingRule[] = ['eighth-kelly', 'quarter-kelly', 'half-kelly', 'flat'];

export function StakingRuleCard({ id, className }: { id?: string; className?: string }) {
  const titleId = useId();
  const name = useId();
  const current = useStakingRule();
  const save = useSetStakingRule();
  // Shown at once while saving; the server's answer replaces it.
  const rule: StakingRule | undefined = save.isPending ? save.variables : current.data?.rule;
  const info = rule ? STAKING_RULE_INFO[rule] : null;

  const choose = (next: StakingRule) => {
    if (next === rule) return;
    save.mutate(next, {
      onSuccess: ({ rule: saved }) =>
        toast({
          title: `Units now follow ${STAKING_RULE_INFO[saved].label}`,
          description: 'On every device of your licence.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Could not change your staking rule',
          description: 'Please try again',
          variant: 'destructive',
        }),
    });
  };

  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={cn('grid gap-3 rounded-2xl border border-slate-800 bg-slate-900/70 p-4 sm:p-6', className)}
    >
      <div className="grid gap-1">
        <h2 id={titleId} className="text-sm font-semibold tracking-wider text-slate-400 uppercase">
          Staking
        </h2>
        <p className="text-sm text-slate-400">
          How the units on your picks are sized (1 unit = 1% of your bankroll), on all your licence&apos;s
          devices.
        </p>
      </div>
      {current.isError ? (
        <p className="text-sm text-red-300" role="alert">
          Could not load your staking rule.{' '}
          <button
            type="button"
            className="font-semibold underline underline-offset-2"
            onClick={() => void current.refetch()}
          >
            Try again
          </button>
        </p>
      ) : (
        <fieldset disabled={!rule || save.isPending} className="grid gap-3">
          <legend className="sr-only">Staking rule</legend>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {SHOWN_ORDER.map((r) => (
              <label
                key={r}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-400',
                  rule === r
                    ? 'border-emerald-400 bg-emerald-500/10 text-white'
                    : 'border-slate-700 text-slate-300 hover:border-slate-500',
                )}
              >
                <input
                  type="radio"
                  name={name}
                  value={r}
                  checked={rule === r}
                  onChange={() => choose(r)}
                  className="size-4 accent-emerald-500"
                />
                <span>
                  {STAKING_RULE_INFO[r].label}
                  {r === DEFAULT_STAKING_RULE ? (
                    <span className="block text-xs font-normal text-slate-400">default</span>
                  ) : null}
                </span>
              </label>
            ))}
          </div>
          <div className="grid gap-1 text-sm" aria-live="polite" data-testid="staking-rule-explained">
            {rule && info ? (
              <>
                <p className="text-slate-200">
                  <strong className="text-white">{info.label}:</strong> {info.description}
                </p>
                <p className="text-slate-400">{stakingExampleText(rule)}</p>
              </>
            ) : (
              <p className="text-slate-400">Loading your staking rule…</p>
            )}
          </div>
        </fieldset>
      )}
    </section>
  );
}
