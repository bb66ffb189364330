/**
 * Start and end date inputs (yyyy-mm-dd, spec section 5). A cleared input keeps the last date, so
 * a request never goes out with a blank bound.
 */
import { useId } from 'react';
import type { DateWindow } from '@shared/calendar/picks-window';
import { fieldClass, fieldLabelClass } from './field-classes';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function DateRangeFilter({
  value,
  onChange,
}: {
  value: DateWindow;
  onChange: (value: DateWindow) => void;
}) {
  const startId = useId();
  const endId = useId();
  return (
    <>
      <div className="grid gap-1.5">
        <label htmlFor={startId} className={fieldLabelClass}>
          Start date
        </label>
        <input
          id={startId}
          type="date"
          value={value.startDate}
          max={value.endDate}
          onChange={(event) => {
            if (ISO_DATE.test(event.target.value)) onChange({ ...value, startDate: event.target.value });
          }}
          className={fieldClass}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={endId} className={fieldLabelClass}>
          End date
        </label>
        <input
          id={endId}
          type="date"
          value={value.endDate}
          min={value.startDate}
          onChange={(event) => {
            if (ISO_DATE.test(event.target.value)) onChange({ ...value, endDate: event.target.value });
          }}
          className={fieldClass}
        />
      </div>
    </>
  );
}
