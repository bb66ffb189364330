import type { Bet, BetsResponse } from '@shared/api/bets';
import { summarizeBets } from '@shared/bets/summarize-bets';
import type { League } from '@shared/league';
import { notFound } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { presentBet } from './present-bet';

/** The licence's bets in the given leagues, newest first, with their summary. */
export async function listBets(
  ctx: ServiceContext,
  licenseId: string,
  leagues: readonly League[],
): Promise<BetsResponse> {
  if (leagues.length === 0) return { bets: [], summary: summarizeBets([]) };
  const rows = await ctx.repos.bets.forLicense(licenseId, leagues);
  const list: Bet[] = rows.map((r) => presentBet(r.bet, r.game));
  return {
    bets: list,
    summary: summarizeBets(list.map((b) => ({ ...b, clv: b.closing?.clv ?? null }))),
  };
}

/** Deletes one of the licence's bets; another licence's bet is not found (404), never touched. */
export async function deleteBet(ctx: ServiceContext, licenseId: string, betId: string): Promise<void> {
  if (!(await ctx.repos.bets.deleteForLicense(licenseId, betId))) throw notFound('Bet');
}
