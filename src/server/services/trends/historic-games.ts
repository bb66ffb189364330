import type { HistoricGame } from '@shared/trends/situations';
import { games } from '../../db/schema';

/** The columns a final game contributes to the ATS and situational history (team-history, trends). */
export const historicGameColumns = {
  kickoff: games.kickoff,
  season: games.season,
  homeTeamId: games.homeTeamId,
  awayTeamId: games.awayTeamId,
  homeScore: games.homeScore,
  awayScore: games.awayScore,
  closingHomeLine: games.closingHomeLine,
};

type HistoricRow = {
  kickoff: Date;
  season: number;
  homeTeamId: string;
  awayTeamId: string;
  homeScore: number | null;
  awayScore: number | null;
  closingHomeLine: number | null;
};

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
