import { dateRangeSchema, requestedRange, type ResolvedDateWindow } from '@shared/api/date-window';
import { AppError } from '../http/app-error';

/**
 * [start of startDate, end of endDate) in US Eastern time, validated by the shared range schema.
 * Pure and cheap (a few date conversions), so nothing is cached: no state outside the app instance.
 */
export function dateWindow(now: Date, startDate?: string, endDate?: string): Readonly<ResolvedDateWindow> {
  const parsed = dateRangeSchema.safeParse(requestedRange(now, { startDate, endDate }));
  if (!parsed.success)
    throw new AppError('VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid date range');
  return Object.freeze(parsed.data);
}
