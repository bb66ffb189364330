import type { HistoricGame } from '@shared/trends/situations';
import type { HistoricRow } from '../../repositories/team-history-repository';

/** A selected row as history, or undefined when it has no final score. */
export function toHistoricGame(r: HistoricRow, divisional: boolean | null): HistoricGame | undefined {
  if (r.homeScore === null || r.awayScore === null) return undefined;
  return {
    kickoff: r.kickoff.getTime(),
    season: r.season,
    homeTeamId: r.homeTeamId,
    awayTeamId: r.awayTeamId,
    homeScore: r.homeScore,
    awayScore: r.awayScore,
    closingHomeLine: r.closingHomeLine,
    divisional,
  };
}
