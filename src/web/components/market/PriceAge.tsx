/**
 * Every price's age ("40 s ago"), counted from the server's clock (docs/pricing.md, "How fresh a
 * price is"). A page that shows prices mounts one PriceClock around them: it reads the odds status
 * and ticks once a second, and only the ages under it re-render. Without a clock (the status has not
 * arrived, or failed) an age is left out, never counted from the reader's clock.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { ageText } from '@shared/display/price-age';
import { useOddsStatus, useServerNow } from '../../lib/odds-status-api';
import { cn } from '../../lib/cn';

const ServerNowContext = createContext<Date | null>(null);

export function PriceClock({ children }: { children: ReactNode }) {
  const status = useOddsStatus();
  const now = useServerNow(status.data);
  return <ServerNowContext value={now}>{children}</ServerNowContext>;
}

/** The server's clock as of now under a PriceClock; null elsewhere, or before the status arrives. */
export function usePriceNow(): Date | null {
  return useContext(ServerNowContext);
}

/** '40 s ago' as a muted <time>; amber when the price is stale; nothing without a server clock. */
export function PriceAge({
  asOf,
  stale = false,
  className,
}: {
  /** When the price was last confirmed (ISO): the line's or book's fetchedAt. */
  asOf: string;
  stale?: boolean;
  className?: string;
}) {
  const now = usePriceNow();
  if (now === null) return null;
  const text = ageText(asOf, now);
  if (text === '') return null;
  return (
    <time
      dateTime={asOf}
      data-price-age
      className={cn('text-xs tabular-nums', stale ? 'text-amber-300' : 'text-slate-400', className)}
    >
      {text}
    </time>
  );
}

/** ' · 40 s ago' after a price on the same line, or nothing without the server's clock. */
export function PriceAgeAfter({ asOf, stale = false }: { asOf: string; stale?: boolean }) {
  const now = usePriceNow();
  if (now === null || ageText(asOf, now) === '') return null;
  return (
    <>
      {' '}
      <span aria-hidden="true" className="text-slate-600">
        ·
      </span>{' '}
      <PriceAge asOf={asOf} stale={stale} />
    </>
  );
}
