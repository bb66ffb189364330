/**
 * The licence key text field of the Login dialog, the sport dialog and onboarding: one look and
 * one set of typing rules (no autocomplete, autocorrect or spellcheck; capitals on phones).
 */
import { forwardRef, type InputHTMLAttributes } from 'react';
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
