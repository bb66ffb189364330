import { createHash } from 'node:crypto';
import { and, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import { picksWindow } from '@shared/calendar/picks-window';
import type { Sport } from '@shared/licensing/plans';
import { announcementText, customAnnouncementText, type AnnouncementPick } from '@shared/sms/sms-text';
import { gameCuration, picks } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { easternWallClockToUtc } from '@shared/calendar/eastern-date';
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

const DAY_MS = 86_400_000;
/** Curation states whose game is published as a pick. */
const PUBLISHED = ['approved', 'featured'];

interface ApprovedPick extends AnnouncementPick {
  league: Sport;
}

/**
 * The latest published version of each approved game that has not kicked off yet, inside the picks
 * window (today through 8 days ahead, US Eastern).
 */
async function approvedUpcomingPicks(ctx: ServiceContext): Promise<ApprovedPick[]> {
  const now = ctx.now();
  const windowEnd = new Date(easternWallClockToUtc(picksWindow(now).endDate, '00:00') + DAY_MS);
  const rows = await ctx.db
    .select({
      gameId: picks.gameId,
      version: picks.version,
      league: picks.league,
      betString: picks.betString,
      units: picks.units,
      edge: picks.edge,
      payload: picks.payload,
      offMarket: picks.offMarket,
    })
    .from(picks)
    .innerJoin(gameCuration, eq(gameCuration.gameId, picks.gameId))
    .where(
      and(inArray(gameCuration.status, PUBLISHED), gte(picks.kickoff, now), lt(picks.kickoff, windowEnd)),
    )
    .orderBy(picks.gameId, desc(picks.version));
  const latest = new Map<string, ApprovedPick | null>();
  for (const row of rows) {
    if (latest.has(row.gameId) || (row.league !== 'nfl' && row.league !== 'cfb')) continue;
    // The latest version decides; an off-market pick is never texted.
    if (row.offMarket) {
      latest.set(row.gameId, null);
      continue;
    }
    latest.set(row.gameId, {
      league: row.league,
      awayTeam: textField(row.payload, 'awayTeam'),
      homeTeam: textField(row.payload, 'homeTeam'),
      betString: row.betString,
      units: row.units,
      edge: row.edge,
    });
  }
  return [...latest.values()].filter((p): p is ApprovedPick => p !== null);
}

function textField(payload: Record<string, unknown>, name: string): string {
  const value = payload[name];
  return typeof value === 'string' ? value : '?';
}

function bodyHash(body: string): string {
  return createHash('sha256').update(body).digest('hex').slice(0, 24);
}

/**
 * Texts an announcement to every number opted in for picks. Without a message it summarises the
 * approved picks that have not started, each number seeing only the leagues its licences pay for.
 * The dedupe key is the text plus the number, so sending the same announcement again reaches
 * nobody twice, while a changed slate or message goes out.
 */
export async function sendAnnouncement(
  ctx: ServiceContext,
  input: { message?: string | undefined; actor: string },
): Promise<AnnouncementResult> {
  const productName = ctx.config.site.productName;
  const custom = input.message?.trim();
  const approved = custom ? [] : await approvedUpcomingPicks(ctx);
  if (!custom && approved.length === 0) {
    throw new AppError('CONFLICT', 'No approved picks to announce. Approve games first, or write a message.');
  }
  const recipients = await findRecipients(ctx, 'picks');
  const bodies = new Map<string, string | null>();
  const bodyFor = (sports: ReadonlySet<Sport>): string | null => {
    if (custom) return customAnnouncementText(productName, custom);
    const key = [...sports].sort().join('+');
    if (!bodies.has(key)) {
      const shown = approved.filter((p) => sports.has(p.league));
      bodies.set(key, shown.length > 0 ? announcementText({ productName, picks: shown }) : null);
    }
    return bodies.get(key) ?? null;
  };
  const messages: OutgoingSms[] = [];
  for (const recipient of recipients) {
    const body = bodyFor(recipient.sports);
    if (!body) continue;
    messages.push({
      to: recipient.phone,
      body,
      kind: 'announcement',
      dedupeKey: `announcement:${bodyHash(body)}:${recipient.phone}`,
    });
  }
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
