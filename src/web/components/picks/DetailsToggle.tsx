/** The 'Details' / 'Hide Details' tap target under a pick's lead line. */
import { cn } from '../../lib/cn';

export function DetailsToggle({
  open,
  controls,
  onToggle,
  label = 'Details',
  openLabel = 'Hide Details',
}: {
  open: boolean;
  controls: string;
  onToggle: () => void;
  label?: string;
  openLabel?: string;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
      className="inline-flex h-8 items-center gap-1 justify-self-start self-start rounded-md px-1 text-xs font-semibold text-sky-300 hover:text-sky-200 focus-visible:outline-2 focus-visible:outline-emerald-400"
    >
      {open ? openLabel : label}
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className={cn('size-4 transition-transform motion-reduce:transition-none', open && 'rotate-180')}
      >
        <path d="M5 7.5 10 12.5 15 7.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
    </button>
  );
}
