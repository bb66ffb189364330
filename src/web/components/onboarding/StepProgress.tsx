import { cn } from '../../lib/cn';

export const ONBOARDING_STEPS = 3;

/** Decorative progress dots; the text 'Step n of 3' carries the information. */
export function StepProgress({ step }: { step: number }) {
  return (
    <div className="flex items-center gap-3">
      <div aria-hidden="true" className="flex items-center gap-1.5">
        {Array.from({ length: ONBOARDING_STEPS }, (_, index) => (
          <span
            key={index}
            className={cn(
              'h-2 rounded-full transition-all motion-reduce:transition-none',
              index + 1 === step ? 'w-6 bg-emerald-400' : 'w-2',
              index + 1 < step ? 'bg-emerald-700' : index + 1 > step ? 'bg-slate-700' : undefined,
            )}
          />
        ))}
      </div>
      <p className="text-xs font-medium text-slate-400">
        Step {step} of {ONBOARDING_STEPS}
      </p>
    </div>
  );
}
