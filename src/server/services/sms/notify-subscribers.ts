import { createHash } from 'node:crypto';
import { isLeague, type League } from '@shared/league';
import { lineMoveText, newPicksText, type PickTextInput } from '@shared/sms/sms-text';
import { textable } from '@shared/curation/publish-guards';
import { publishedPickUnits, type StakeableGame, type StakingRule } from '@shared/odds/staking';
import type { ServiceContext } from '../context';
import { enqueueSms } from './enqueue-sms';
import { findRecipients } from './find-recipients';

/** A newly published pick, as the curation service describes it (PublishedPickEvent). */
export interface PickPublished {
  id: string;
  gameId: string;
  version: number;
  league: string;
  betString: string;
  /** Sportsbook display name. */
  book: string;
  awayTeam: string;
  homeTeam: string;
  /** ISO instant. */
  commenceTime: string;
  /** The pick's own (frozen, ¼-Kelly) units. */
  units: number;
  edge: number;
  /** The frozen game, restaked for a recipient whose licences chose another staking rule. */
  game: StakeableGame;
  /** An off-market price published on the admin's confirmation: never texted. */
  offMarket: boolean;
}

export interface LineMove {
  gameId: string;
  pickId: string;
  betString: string;
  /** A total's number moves too; a spread's by default. */
  market?: 'spread' | 'total' | undefined;
  fromLine: number;
  toLine: number;
  /** Sportsbook display name. */
  book: string;
}

async function leagueOf(ctx: ServiceContext, gameId: string): Promise<League | undefined> {
  return (await ctx.repos.games.byId(gameId))?.league;
}

/**
 * Texts newly published picks to numbers opted in for picks whose plan includes their league: ONE
 * text per number for the whole batch (a bulk approval is a digest, not a text per pick), naming
 * each pick's book. Only a first version is news: a republished pick (version 2+) is not texted
 * again. An off-market price published on the admin's confirmation, or a pick with no edge, is never
 * texted (publish-guards.ts, textable). Units follow the number's staking rule (find-recipients.ts),
 * so numbers with the same leagues and rule get the same text.
 */
export async function notifyPicksPublished(
  ctx: ServiceContext,
  published: readonly PickPublished[],
): Promise<{ recipients: number; queued: number }> {
  const news = published.filter(
    (p): p is PickPublished & { league: League } => p.version === 1 && textable(p) && isLeague(p.league),
  );
  if (news.length === 0) return { recipients: 0, queued: 0 };
  const productName = ctx.config.site.productName;
  const text = (p: PickPublished, rule: StakingRule): PickTextInput => ({
    productName,
    awayTeam: p.awayTeam,
    homeTeam: p.homeTeam,
    kickoff: new Date(p.commenceTime),
    betString: p.betString,
    book: p.book,
    units: publishedPickUnits(p, rule),
    edge: p.edge,
  });
  // One text per set of leagues and staking rule, shared by every number with both.
  const bodies = new Map<string, string>();
  const bodyFor = (theirs: readonly PickPublished[], sports: ReadonlySet<League>, rule: StakingRule) => {
    const key = `${[...sports].sort().join('+')}|${rule}`;
    const body = bodies.get(key) ?? newPicksText({ productName, picks: theirs.map((p) => text(p, rule)) });
    bodies.set(key, body);
    return body;
  };
  const messages = [];
  for (const recipient of await findRecipients(ctx, 'picks')) {
    const theirs = news.filter((p) => recipient.sports.has(p.league));
    if (theirs.length === 0) continue;
    const ids = theirs.map((p) => p.id).sort();
    messages.push({
      to: recipient.phone,
      body: bodyFor(theirs, recipient.sports, recipient.stakingRule),
      kind: 'pick' as const,
      // One pick keeps its own key; a digest is keyed by the set of picks it carries.
      dedupeKey:
        ids.length === 1
          ? `pick:${ids[0]}:${recipient.phone}`
          : `picks:${createHash('sha256').update(ids.join(',')).digest('hex').slice(0, 24)}:${recipient.phone}`,
    });
  }
  const { queued } = await enqueueSms(ctx, messages);
  return { recipients: messages.length, queued };
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

/** notifyPicksPublished as the curation service's onPublished listener (it expects Promise<void>). */
export function pickPublishedListener(
  ctx: ServiceContext,
): (picks: readonly PickPublished[]) => Promise<void> {
  return async (picks) => {
    const { recipients, queued } = await notifyPicksPublished(ctx, picks);
    if (queued > 0)
      ctx.log.info({ pickIds: picks.map((p) => p.id), recipients, queued }, 'New-pick texts queued');
  };
}
