import type { PlayerProp } from '@shared/api/props';
import { parseProp } from '../../props/parse-prop';
import { priceProp } from '@shared/props/price-prop';
import { AppError, notFound } from '../../http/app-error';
import type { PropGame, PropRow } from '../../repositories/props-repository';
import type { ServiceContext } from '../context';

/** Admin props stay up for a week unless the admin says otherwise. */
export const ADMIN_PROP_DAYS = 7;
const DAY_MS = 86_400_000;

export function presentProp(row: PropRow, game: PropGame | null): PlayerProp {
  const book = row.source === 'odds-api';
  const pricing = book ? priceProp(row.prices, row.line) : null;
  // Yes/No markets have no line: their 'over' is Yes and 'under' is No.
  const bookSide =
    pricing?.side == null ? null : row.line !== null ? pricing.side : pricing.side === 'over' ? 'yes' : 'no';
  return {
    id: row.id,
    fullText: row.fullText,
    player: row.player,
    team: row.team,
    position: row.position,
    propType: row.propType,
    line: row.line,
    notes: row.notes,
    propInsight: row.propInsight,
    source: book ? 'odds-api' : 'admin',
    commenceTime: game ? game.kickoff.toISOString() : null,
    game: game ? `${game.awayTeamId} @ ${game.homeTeamId}` : null,
    // The table has no side column: an admin prop's side is read again from its own text.
    side: book ? bookSide : row.fullText ? parseProp(row.fullText).side : null,
    price: pricing?.price ?? null,
    book: pricing?.bookName ?? null,
    fairPrice: pricing?.fairPrice ?? null,
    edge: pricing?.edge ?? null,
  };
}

/** Props on show: not removed and not expired, newest first. */
export async function listPlayerProps(ctx: ServiceContext): Promise<PlayerProp[]> {
  const rows = await ctx.repos.props.listShown(ctx.now());
  return rows.map((r) => presentProp(r.prop, r.game));
}

export interface CreatePropInput {
  fullText: string;
  propInsight?: string | undefined;
  expiresAt?: string | undefined;
}

/** An admin's free-text prop, parsed into its parts (parts not found stay null). */
export async function createPlayerProp(
  ctx: ServiceContext,
  input: CreatePropInput,
  createdBy: string,
): Promise<PlayerProp> {
  const now = ctx.now();
  const expiresAt = input.expiresAt
    ? new Date(input.expiresAt)
    : new Date(now.getTime() + ADMIN_PROP_DAYS * DAY_MS);
  if (expiresAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', 'expiresAt must be in the future', { field: 'expiresAt' });
  }
  const fullText = input.fullText.replace(/\s+/g, ' ').trim();
  const parsed = parseProp(fullText);
  const row = await ctx.repos.props.insert({
    source: 'admin',
    sourceKey: null,
    gameId: null,
    fullText,
    player: parsed.player,
    team: parsed.team,
    position: parsed.position,
    propType: parsed.propType,
    line: parsed.line,
    notes: parsed.notes,
    propInsight: input.propInsight?.trim() || null,
    expiresAt,
    createdBy,
    createdAt: now,
    updatedAt: now,
  });
  return presentProp(row, null);
}

/** Soft removal: the row stays (and ingestion never brings it back). */
export async function removePlayerProp(
  ctx: ServiceContext,
  id: string,
): Promise<{ prop: PlayerProp; alreadyRemoved: boolean }> {
  const found = await ctx.repos.props.byId(id);
  if (!found) throw notFound('Player prop');
  if (found.prop.removedAt) return { prop: presentProp(found.prop, found.game), alreadyRemoved: true };
  const now = ctx.now();
  const row = await ctx.repos.props.markRemoved(id, now);
  return { prop: presentProp(row ?? found.prop, found.game), alreadyRemoved: !row };
}
