/** The sport filter of the picks pages (spec section 9: all, college, nfl). A native select: accessible everywhere. */
import { useId } from 'react';
import { SPORT_FILTERS, type SportFilter as SportFilterValue } from '../../lib/picks-api';
import { fieldClass, fieldLabelClass } from './field-classes';

export const SPORT_FILTER_LABELS: Readonly<Record<SportFilterValue, string>> = {
  all: 'All Sports',
  college: 'College Football',
  nfl: 'NFL',
};

function isSportFilter(value: string): value is SportFilterValue {
  return (SPORT_FILTERS as readonly string[]).includes(value);
}

export function SportFilter({
  value,
  onChange,
}: {
  value: SportFilterValue;
  onChange: (value: SportFilterValue) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className={fieldLabelClass}>
        Sport
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => {
          // A select never offers an empty value (spec section 5); anything unknown is ignored.
          if (isSportFilter(event.target.value)) onChange(event.target.value);
        }}
        className={fieldClass}
      >
        {SPORT_FILTERS.map((sport) => (
          <option key={sport} value={sport}>
            {SPORT_FILTER_LABELS[sport]}
          </option>
        ))}
      </select>
    </div>
  );
}
