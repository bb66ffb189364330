/**
 * Start and end date inputs (yyyy-mm-dd, spec section 5). A cleared input keeps the last date, so
 * a request never goes out with a blank bound.
 */
import type { DateWindow } from '@shared/calendar/picks-window';
import { compactFieldClass } from './field-classes';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateWindow;
  onChange: (value: DateWindow) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-slate-400">
      <input
        aria-label="Start date"
        type="date"
        value={value.startDate}
        max={value.endDate}
        onChange={(event) => {
          if (ISO_DATE.test(event.target.value)) onChange({ ...value, startDate: event.target.value });
        }}
        className={compactFieldClass}
      />
      <span aria-hidden="true">to</span>
      <input
        aria-label="End date"
        type="date"
        value={value.endDate}
        min={value.startDate}
        onChange={(event) => {
          if (ISO_DATE.test(event.target.value)) onChange({ ...value, endDate: event.target.value });
        }}
        className={compactFieldClass}
      />
    </div>
  );
}
