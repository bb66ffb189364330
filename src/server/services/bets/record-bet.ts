import type { Bet, CreateBetRequest } from '@shared/api/bets';
import { BET_LIMITS } from '@shared/bets/bet-rules';
import { planGrants } from '@shared/licensing/plans';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { planOf, type LicenseRow } from '../licensing/license-record';
import { presentBet } from './present-bet';

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { field });

/**
 * Records a bet for the licence: the game must exist (a rejected game reaches no user, so it does not
 * here either), be in the licence's plan, and not have kicked off on the app's clock. What the bet
 * says (market, side, line, price, stake) was checked by the request schema.
 */
export async function recordBet(
  ctx: ServiceContext,
  license: LicenseRow,
  input: CreateBetRequest,
  options: { demo?: boolean; placedAt?: Date } = {},
): Promise<Bet> {
  const game = await ctx.repos.games.byId(input.gameId);
  const curation = game ? (await ctx.repos.curations.forGames([game.id])).get(game.id) : undefined;
  if (!game || curation?.status === 'rejected') throw invalid('gameId', 'no such game');
  const plan = planOf(license);
  if (!planGrants(plan, game.league))
    throw new AppError('PLAN_FORBIDDEN', `Your ${plan} plan does not include ${game.league.toUpperCase()}`);
  const placedAt = options.placedAt ?? ctx.now();
  if (game.status !== 'scheduled' || game.kickoff.getTime() <= placedAt.getTime())
    throw invalid('gameId', 'this game has already kicked off; bets are recorded before kickoff');
  if ((await ctx.repos.bets.countForLicense(license.id)) >= BET_LIMITS.maxBetsPerLicense)
    throw new AppError(
      'CONFLICT',
      `This licence already keeps ${BET_LIMITS.maxBetsPerLicense} bets: delete some to record more`,
    );
  const row = await ctx.repos.bets.insert({
    licenseId: license.id,
    gameId: game.id,
    market: input.market,
    side: input.side,
    line: input.market === 'moneyline' ? null : (input.line ?? null),
    price: input.price,
    book: input.book,
    stake: input.stake,
    unitSize: input.unitSize ?? null,
    kickoffAtPlacement: game.kickoff,
    placedAt,
    demo: options.demo ?? false,
  });
  return presentBet(row, game);
}
