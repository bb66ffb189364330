/**
 * The phone field of onboarding and the 'Get SMS Alerts!' dialog (visitor spec section 5): digits
 * only, formatted as typed to (XXX) XXX-XXXX, at most 14 characters, a telephone keypad on phones.
 */
import { forwardRef, useId } from 'react';
import { PHONE_INPUT_MAX_LENGTH, formatPhoneInput } from '@shared/sms/phone-input';

export const PHONE_PLACEHOLDER = '(555) 123-4567';

export interface PhoneNumberFieldProps {
  value: string;
  onChange: (formatted: string) => void;
  disabled?: boolean;
  label?: string;
  hint?: string;
}

export const PhoneNumberField = forwardRef<HTMLInputElement, PhoneNumberFieldProps>(function PhoneNumberField(
  {
    value,
    onChange,
    disabled,
    label = 'Phone Number',
    hint = 'US mobile number. Message and data rates may apply.',
  },
  ref,
) {
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        name="phoneNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        placeholder={PHONE_PLACEHOLDER}
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(formatPhoneInput(event.target.value))}
        className="h-12 w-full rounded-lg border border-slate-600 bg-slate-950 px-3 text-base text-white tabular-nums placeholder:text-slate-400 focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-400 disabled:opacity-60"
      />
      <p id={hintId} className="text-xs text-slate-400">
        {hint}
      </p>
    </div>
  );
});
