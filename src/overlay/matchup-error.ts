/**
 * What the matchup form says when an analysis fails (visitor spec section 8: "Missing key:
 * 'License key is required'; when analyzing also 'No valid license found' and 'License key not
 * found'"). The server's error code decides; a name the server did not recognise comes back
 * with its message and the team names it suggests.
 */
import { LICENSE_REVOKED_NOTICE } from '@shared/api/error-codes';
import { ApiError, errorBody, serverMessage, serverSuggestions } from '../client/api';
import { isNetworkError } from '../client/online';

export const MATCHUP_MESSAGES = {
  keyRequired: 'License key is required',
  noValidLicense: 'No valid license found',
  keyNotFound: 'License key not found',
  offline: 'Unable to analyze while offline. Please check your connection.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  failed: 'Analysis failed. Please try again.',
} as const;

export interface MatchupFailure {
  message: string;
  /** Which field the message is about, when the server named one. */
  field: 'awayTeam' | 'homeTeam' | null;
  /** Team names to offer instead of an unknown or ambiguous one. */
  suggestions: string[];
}

function fieldOf(bodyText: string): MatchupFailure['field'] {
  const field = errorBody(bodyText)?.field;
  return field === 'awayTeam' || field === 'homeTeam' ? field : null;
}

export function matchupFailure(error: unknown, online: boolean): MatchupFailure {
  const plain = (message: string): MatchupFailure => ({ message, field: null, suggestions: [] });
  if (!online || isNetworkError(error)) return plain(MATCHUP_MESSAGES.offline);
  if (!(error instanceof ApiError)) return plain(MATCHUP_MESSAGES.failed);
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return plain(MATCHUP_MESSAGES.keyRequired);
    case 'LICENSE_INVALID':
      return plain(MATCHUP_MESSAGES.keyNotFound);
    case 'LICENSE_REVOKED':
      return plain(LICENSE_REVOKED_NOTICE.description);
    case 'LICENSE_EXPIRED':
    case 'LICENSE_IN_USE':
      return plain(MATCHUP_MESSAGES.noValidLicense);
    case 'RATE_LIMITED':
      return plain(MATCHUP_MESSAGES.rateLimited);
    case 'VALIDATION_FAILED':
    case 'PLAN_FORBIDDEN':
      return {
        message: serverMessage(error.bodyText) ?? MATCHUP_MESSAGES.failed,
        field: fieldOf(error.bodyText),
        suggestions: serverSuggestions(error.bodyText),
      };
    default:
      return plain(MATCHUP_MESSAGES.failed);
  }
}
