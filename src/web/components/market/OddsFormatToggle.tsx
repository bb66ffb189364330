/** American / Decimal / Implied %: a segmented radio group (arrow keys move between the options). */
import { useId } from 'react';
import { ODDS_FORMAT_LABELS, ODDS_FORMATS, type OddsFormat } from '@shared/odds/odds-format';
import { cn } from '../../lib/cn';

export function OddsFormatToggle({
  value,
  onChange,
}: {
  value: OddsFormat;
  onChange: (format: OddsFormat) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="text-sm font-medium text-slate-300">Odds format</legend>
      <div className="inline-flex w-fit rounded-xl border border-slate-700 bg-slate-950/60 p-1">
        {ODDS_FORMATS.map((format) => (
          <label
            key={format}
            className={cn(
              'cursor-pointer rounded-lg px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-emerald-400',
              value === format ? 'bg-emerald-500 text-slate-950' : 'text-slate-300 hover:text-white',
            )}
          >
            <input
              type="radio"
              name={name}
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
              className="sr-only"
            />
            {ODDS_FORMAT_LABELS[format]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
