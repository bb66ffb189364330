import { eq } from 'drizzle-orm';
import type { Sport } from '@shared/licensing/plans';
import { lineMoveText, pickText } from '@shared/sms/sms-text';
import { games } from '../../db/schema';
import type { ServiceContext } from '../context';
import { enqueueSms } from './enqueue-sms';
import { findRecipients } from './find-recipients';

/** A newly published pick, as the curation service describes it (PublishedPickEvent). */
export interface PickPublished {
  id: string;
  gameId: string;
  version: number;
  betString: string;
  awayTeam: string;
  homeTeam: string;
  /** ISO instant. */
  commenceTime: string;
  units: number;
  edge: number;
  /** An off-market price published on the admin's confirmation: never texted. */
  offMarket: boolean;
}

export interface LineMove {
  gameId: string;
  pickId: string;
  betString: string;
  fromLine: number;
  toLine: number;
  /** Sportsbook display name. */
  book: string;
}

async function leagueOf(ctx: ServiceContext, gameId: string): Promise<Sport | undefined> {
  const [game] = await ctx.db
    .select({ league: games.league })
    .from(games)
    .where(eq(games.id, gameId))
    .limit(1);
  return game?.league === 'nfl' || game?.league === 'cfb' ? game.league : undefined;
}

/**
 * Texts a newly published pick to numbers opted in for picks whose plan includes its league.
 * Only the first version is news: a republished pick (version 2+) is not texted again. An off-market
 * price published on the admin's confirmation is never texted.
 */
export async function notifyPickPublished(
  ctx: ServiceContext,
  pick: PickPublished,
): Promise<{ recipients: number; queued: number }> {
  if (pick.version !== 1 || pick.offMarket) return { recipients: 0, queued: 0 };
  const league = await leagueOf(ctx, pick.gameId);
  if (!league) return { recipients: 0, queued: 0 };
  const recipients = await findRecipients(ctx, 'picks', league);
  const body = pickText({
    productName: ctx.config.site.productName,
    awayTeam: pick.awayTeam,
    homeTeam: pick.homeTeam,
    kickoff: new Date(pick.commenceTime),
    betString: pick.betString,
    units: pick.units,
    edge: pick.edge,
  });
  const { queued } = await enqueueSms(
    ctx,
    recipients.map((r) => ({ to: r.phone, body, kind: 'pick', dedupeKey: `pick:${pick.id}:${r.phone}` })),
  );
  return { recipients: recipients.length, queued };
}

/**
 * Texts a line move on a published pick to numbers opted in for line movements. The caller decides
 * what move is large enough; a number hears about each line (to the half point) once per pick.
 */
export async function notifyLineMove(
  ctx: ServiceContext,
  move: LineMove,
): Promise<{ recipients: number; queued: number }> {
  const league = await leagueOf(ctx, move.gameId);
  if (!league) return { recipients: 0, queued: 0 };
  const recipients = await findRecipients(ctx, 'line-moves', league);
  const body = lineMoveText({ productName: ctx.config.site.productName, ...move });
  const line = Math.round(move.toLine * 2) / 2;
  const { queued } = await enqueueSms(
    ctx,
    recipients.map((r) => ({
      to: r.phone,
      body,
      kind: 'line-move',
      dedupeKey: `line-move:${move.pickId}:${line}:${r.phone}`,
    })),
  );
  return { recipients: recipients.length, queued };
}

/** notifyPickPublished as the curation service's onPublished listener (it expects Promise<void>). */
export function pickPublishedListener(ctx: ServiceContext): (pick: PickPublished) => Promise<void> {
  return async (pick) => {
    const { recipients, queued } = await notifyPickPublished(ctx, pick);
    if (queued > 0) ctx.log.info({ pickId: pick.id, recipients, queued }, 'New-pick texts queued');
  };
}
