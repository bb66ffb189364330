import type { League as ModelLeague } from '../model/margin-distribution';
import type { League as ProductLeague } from '../teams/types';

/**
 * The model folder names leagues by their sport code ('NFL' | 'CFB', as the API's `sport` field does)
 * while teams, licences and the API's `league` field use 'nfl' | 'cfb'. The two are the same set, so
 * the adapter is a plain mapping kept in one place.
 */

export type SportCode = ModelLeague;

export function toModelLeague(league: ProductLeague): ModelLeague {
  return league === 'nfl' ? 'NFL' : 'CFB';
}

export function toProductLeague(league: ModelLeague): ProductLeague {
  return league === 'NFL' ? 'nfl' : 'cfb';
}
