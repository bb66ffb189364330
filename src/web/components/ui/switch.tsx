/** An on/off switch: a button with role="switch" (Space and Enter toggle it, as buttons do). */
import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export interface SwitchProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onChange' | 'type'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

export function Switch({ checked, onCheckedChange, className, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={checked ? 'checked' : 'unchecked'}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border border-slate-600 bg-slate-700 transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-400 disabled:opacity-60',
        'data-[state=checked]:border-emerald-400 data-[state=checked]:bg-emerald-500',
        className,
      )}
      {...props}
    >
      <span
        aria-hidden="true"
        data-state={checked ? 'checked' : 'unchecked'}
        className="block size-5 translate-x-1 rounded-full bg-white shadow transition-transform motion-reduce:transition-none data-[state=checked]:translate-x-6"
      />
    </button>
  );
}
