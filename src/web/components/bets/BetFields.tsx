/**
 * The fields of the bet forms (record dialog, calculator). Numbers are typed as text so '−110', '+3.5'
 * and 'PK' read as a slip prints them; a hint and an error are tied to their field for screen readers.
 */
import { useId } from 'react';
import { MARKET_LABELS, type BetMarket } from '@shared/bets/bet-rules';
import { fieldClass, fieldLabelClass } from '../picks/field-classes';
import { cn } from '../../lib/cn';

export function FieldError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={id} role="alert" className="text-sm text-red-300">
      {text}
    </p>
  );
}

export function LabelledInput({
  label,
  value,
  onChange,
  error,
  hint,
  placeholder,
  inputMode = 'text',
  autoComplete,
  describedBy,
  hideLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string;
  placeholder?: string;
  inputMode?: 'text' | 'decimal';
  autoComplete?: string;
  /** Another element describing the field (e.g. a conversion line under it). */
  describedBy?: string;
  hideLabel?: boolean;
}) {
  const id = useId();
  const described = [error ? `${id}-error` : null, hint ? `${id}-hint` : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : fieldLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        value={value}
        inputMode={inputMode}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClass, 'tabular-nums', error && 'border-red-400')}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-400">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} text={error} />
    </div>
  );
}

/** Spread, Total or Moneyline. */
export function MarketSelect({
  value,
  onChange,
}: {
  value: BetMarket;
  onChange: (market: BetMarket) => void;
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        Market
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value as BetMarket)}
        className={fieldClass}
      >
        {(Object.keys(MARKET_LABELS) as BetMarket[]).map((m) => (
          <option key={m} value={m}>
            {MARKET_LABELS[m]}
          </option>
        ))}
      </select>
    </div>
  );
}
