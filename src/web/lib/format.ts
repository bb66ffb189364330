/** Dates as users read them on the dashboard, e.g. 'March 5, 2026'. (Pure: could move to src/shared.) */
export function formatDate(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}
