import type { Bet } from '@shared/api/bets';
import type { BetMarket, BetResult, BetSide, VoidReason } from '@shared/bets/bet-rules';
import { betSelection } from '@shared/bets/bet-text';
import { toSportCode } from '@shared/league';
import { teamById } from '../../teams';
import type { BetGameRow, BetRow } from '../../repositories/bets-repository';

export type { BetRow };
export type BetGame = Pick<BetGameRow, 'id' | 'league' | 'kickoff' | 'homeTeamId' | 'awayTeamId'>;

/** A stored bet as the API shows it (every column named in the schema, nothing else). */
export function presentBet(row: BetRow, game: BetGame): Bet {
  const league = game.league;
  const awayTeam = teamById(game.awayTeamId)?.name ?? game.awayTeamId;
  const homeTeam = teamById(game.homeTeamId)?.name ?? game.homeTeamId;
  const market = row.market as BetMarket;
  const side = row.side as BetSide;
  const scored = row.homeScore !== null && row.awayScore !== null;
  return {
    id: row.id,
    gameId: row.gameId,
    league,
    sport: toSportCode(league),
    awayTeam,
    homeTeam,
    commenceTime: game.kickoff.toISOString(),
    market,
    side,
    line: row.line,
    price: row.price,
    book: row.book,
    stake: row.stake,
    unitSize: row.unitSize,
    selection: betSelection({ market, side, line: row.line, awayTeam, homeTeam }),
    placedAt: row.placedAt.toISOString(),
    demo: row.demo,
    result: (row.result as BetResult | null) ?? null,
    voidReason: (row.voidReason as VoidReason | null) ?? null,
    profit: row.profit,
    score: scored ? { home: row.homeScore!, away: row.awayScore! } : null,
    gradedAt: row.gradedAt?.toISOString() ?? null,
    closing:
      row.clv !== null && row.closingFairPrice !== null && row.closingAt !== null
        ? {
            fairLine: row.closingFairLine,
            fairPrice: row.closingFairPrice,
            clv: row.clv,
            at: row.closingAt.toISOString(),
          }
        : null,
  };
}
