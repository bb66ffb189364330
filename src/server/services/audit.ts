import { desc } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { ServiceContext } from './context';

export interface AuditEntry {
  actor: string;
  actorKeyId?: string | null;
  action: string;
  target?: string | null;
  before?: unknown;
  after?: unknown;
}

/** Appends one admin action. Secrets never go in: callers pass summaries (last 4 only). */
export async function recordAudit(ctx: ServiceContext, entry: AuditEntry): Promise<void> {
  await ctx.db.insert(auditLog).values({
    at: ctx.now(),
    actor: entry.actor,
    actorKeyId: entry.actorKeyId ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAudit(ctx: ServiceContext, limit = 200) {
  return ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
}
