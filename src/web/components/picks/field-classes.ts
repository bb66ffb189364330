/** Form field looks shared by the picks filters. */
export const fieldClass =
  'h-11 w-full rounded-lg border border-slate-700 bg-slate-950 px-3 text-base text-slate-100 [color-scheme:dark] ' +
  'focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400 sm:text-sm';

export const fieldLabelClass = 'text-sm font-medium text-slate-300';

/** A small date field that sits in a filter chip bar. */
export const compactFieldClass =
  'h-9 w-[9.5rem] rounded-full border border-slate-700 bg-slate-950 px-3 text-base text-slate-100 [color-scheme:dark] ' +
  'focus-visible:border-emerald-400 focus-visible:outline-2 focus-visible:outline-emerald-400 sm:text-sm';
