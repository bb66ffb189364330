import { createHash } from 'node:crypto';
import { picksWindowInstants } from '@shared/calendar/picks-window';
import { LEAGUES, type League } from '@shared/league';
import { namedBetString } from '@shared/display/pick-line';
import { publishedPickUnits, type StakeableGame, type StakingRule } from '@shared/odds/staking';
import { announcementText, customAnnouncementText, type AnnouncementPick } from '@shared/sms/sms-text';
import type { AnnouncementPreview } from '@shared/api/admin-games';
import { listVisiblePicks } from '../curation/list-visible-picks';
import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { enqueueSms, smsDeliveryEnabled, type OutgoingSms } from './enqueue-sms';
import { findRecipients } from './find-recipients';

export interface AnnouncementResult {
  message: string;
  /** Numbers the announcement was addressed to. */
  recipients: number;
  /** Texts newly queued. */
  queued: number;
  /** Numbers that already had this exact text. */
  skippedDuplicates: number;
}

interface ApprovedPick extends AnnouncementPick {
  league: League;
  /** The frozen game, restaked for a number whose licences chose another staking rule. */
  game: StakeableGame;
}

/**
 * The approved picks not yet started inside the picks window (today through 8 days ahead, US
 * Eastern), each as last published: the SMS surface of the shared curation rule (never an
 * off-market price).
 */
async function approvedUpcomingPicks(ctx: ServiceContext): Promise<ApprovedPick[]> {
  const now = ctx.now();
  const windowEnd = picksWindowInstants(now).to;
  const shown = await listVisiblePicks(ctx, { leagues: LEAGUES, from: now, to: windowEnd }, 'sms');
  return shown.flatMap(({ game, published }) =>
    published
      ? [
          {
            league: game.league,
            game,
            awayTeam: game.awayTeam,
            homeTeam: game.homeTeam,
            // Named with its market, as the new-pick texts are: 'Total: Over 44.5 (-105)'.
            betString: namedBetString(published.market, published.betString),
            book: published.bookTitle,
            units: published.units,
            edge: published.edge,
          },
        ]
      : [],
  );
}

function bodyHash(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 24);
}

/** The texts an announcement consists of, one per number (not queued). */
async function planAnnouncement(
  ctx: ServiceContext,
  input: { message?: string | undefined },
): Promise<{ messages: OutgoingSms[]; picks: number }> {
  const productName = ctx.config.site.productName;
  const custom = input.message?.trim();
  const approved = custom ? [] : await approvedUpcomingPicks(ctx);
  if (!custom && approved.length === 0) {
    throw new AppError('CONFLICT', 'No approved picks to announce. Approve games first, or write a message.');
  }
  const recipients = await findRecipients(ctx, 'picks');
  const bodies = new Map<string, string | null>();
  // One text per set of leagues and staking rule (find-recipients.ts), shared by every number with both.
  const bodyFor = (sports: ReadonlySet<League>, rule: StakingRule): string | null => {
    if (custom) return customAnnouncementText(productName, custom);
    const key = `${[...sports].sort().join('+')}|${rule}`;
    if (!bodies.has(key)) {
      const shown = approved
        .filter((p) => sports.has(p.league))
        .map((p) => ({ ...p, units: publishedPickUnits(p, rule) }));
      bodies.set(key, shown.length > 0 ? announcementText({ productName, picks: shown }) : null);
    }
    return bodies.get(key) ?? null;
  };
  const messages: OutgoingSms[] = [];
  for (const recipient of recipients) {
    const body = bodyFor(recipient.sports, recipient.stakingRule);
    if (!body) continue;
    messages.push({
      to: recipient.phone,
      body,
      kind: 'announcement',
      dedupeKey: `announcement:${bodyHash(body)}:${recipient.phone}`,
    });
  }
  return { messages, picks: approved.length };
}

/** What sendAnnouncement would queue now, without queueing it (the admin's confirmation shows it). */
export async function previewAnnouncement(
  ctx: ServiceContext,
  input: { message?: string | undefined } = {},
): Promise<AnnouncementPreview> {
  const { messages, picks } = await planAnnouncement(ctx, input);
  const counts = new Map<string, number>();
  for (const m of messages) counts.set(m.body, (counts.get(m.body) ?? 0) + 1);
  return {
    recipients: messages.length,
    picks,
    texts: [...counts].map(([body, recipients]) => ({ body, recipients })),
  };
}

/**
 * Texts an announcement to every number opted in for picks. Without a message it summarises the
 * approved picks that have not started, each number seeing only the leagues its licences pay for,
 * in units under its staking rule.
 * The dedupe key is the text plus the number, so sending the same announcement again reaches
 * nobody twice, while a changed slate or message goes out.
 */
export async function sendAnnouncement(
  ctx: ServiceContext,
  input: { message?: string | undefined; actor: string },
): Promise<AnnouncementResult> {
  const { messages } = await planAnnouncement(ctx, input);
  const { queued, duplicates } = await enqueueSms(ctx, messages);
  ctx.log.info(
    { actor: input.actor, recipients: messages.length, queued, duplicates },
    'SMS announcement queued',
  );
  return {
    message: announcementMessage(messages.length, queued, duplicates, smsDeliveryEnabled(ctx.config)),
    recipients: messages.length,
    queued,
    skippedDuplicates: duplicates,
  };
}

function announcementMessage(
  recipients: number,
  queued: number,
  duplicates: number,
  delivering: boolean,
): string {
  if (recipients === 0) return 'No SMS subscribers to announce to';
  const plural = (n: number) => `${n} subscriber${n === 1 ? '' : 's'}`;
  if (queued === 0) return `Every subscriber already has this announcement (${plural(duplicates)})`;
  const where = delivering
    ? 'Announcement queued for'
    : 'SMS is not configured: announcement kept in the outbox for';
  return `${where} ${plural(queued)}${duplicates > 0 ? ` (${duplicates} already had it)` : ''}`;
}
