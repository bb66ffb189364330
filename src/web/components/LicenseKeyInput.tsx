/**
 * The licence key text field of the Login dialog, the sport dialog and onboarding: one look and
 * one set of typing rules (no autocomplete, autocorrect or spellcheck; capitals on phones).
 */
import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { LICENSE_KEY_PLACEHOLDER } from '@shared/licensing/license-key';
import { cn } from '../lib/cn';

export interface LicenseKeyInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'type'> {
  value: string;
  onValueChange?: (value: string) => void;
}

export const LicenseKeyInput = forwardRef<HTMLInputElement, LicenseKeyInputProps>(function LicenseKeyInput(
  { value, onValueChange, onChange, className, ...props },
  ref,
) {
  return (
    <input
      ref={ref}
      name="licenseKey"
      type="text"
      value={value}
      onChange={(event) => {
        onChange?.(event);
        onValueChange?.(event.target.value);
      }}
      autoComplete="off"
      autoCapitalize="characters"
      autoCorrect="off"
      spellCheck={false}
      className={cn(
        'h-12 w-full rounded-lg border border-slate-600 bg-slate-950 px-3 font-mono text-xs text-white',
        'placeholder:text-slate-400 focus-visible:border-emerald-400 focus-visible:outline-2',
        'focus-visible:outline-offset-1 focus-visible:outline-emerald-400 disabled:opacity-60',
        'sm:text-sm sm:tracking-wide',
        className,
      )}
      {...props}
    />
  );
});

/** The field with its 'License Key' label and the purchase-e-mail help text (spec section 2). */
export function LicenseKeyField({
  value,
  onValueChange,
  autoFocus,
}: {
  value: string;
  onValueChange: (value: string) => void;
  autoFocus?: boolean;
}) {
  const inputId = useId();
  const helpId = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        License Key
      </label>
      <LicenseKeyInput
        id={inputId}
        autoFocus={autoFocus}
        value={value}
        onValueChange={onValueChange}
        placeholder={LICENSE_KEY_PLACEHOLDER}
        aria-describedby={helpId}
      />
      <p id={helpId} className="text-sm text-slate-400">
        Your license key is in the e-mail you received after your purchase.
      </p>
    </div>
  );
}
