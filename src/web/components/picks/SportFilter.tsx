/**
 * The sport filter of the picks pages (spec section 9: all, college, nfl) as a chip bar: one tap
 * to switch, the chosen chip pressed (aria-pressed), no select to open on a phone.
 */
import { leagueName } from '@shared/league';
import { SPORT_FILTERS, type SportFilter as SportFilterValue } from '../../lib/picks-api';
import { cn } from '../../lib/cn';

export const SPORT_FILTER_LABELS: Readonly<Record<SportFilterValue, string>> = {
  all: 'All Sports',
  college: leagueName('cfb', 'title'),
  nfl: leagueName('nfl', 'title'),
};

export const chipClass = (pressed: boolean) =>
  cn(
    'inline-flex h-9 shrink-0 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400',
    pressed
      ? 'border-emerald-400 bg-emerald-500/15 text-emerald-200'
      : 'border-slate-700 bg-slate-900 text-slate-300 hover:border-slate-500 hover:text-white',
  );

export function SportFilter({
  value,
  onChange,
}: {
  value: SportFilterValue;
  onChange: (value: SportFilterValue) => void;
}) {
  return (
    <div role="group" aria-label="Sport" className="flex flex-wrap gap-2">
      {SPORT_FILTERS.map((sport) => (
        <button
          key={sport}
          type="button"
          aria-pressed={sport === value}
          onClick={() => onChange(sport)}
          className={chipClass(sport === value)}
        >
          {SPORT_FILTER_LABELS[sport]}
        </button>
      ))}
    </div>
  );
}
