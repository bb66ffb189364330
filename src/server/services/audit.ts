import type { ServiceContext } from './context';
import { createRepositories } from '../repositories';

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
  await ctx.repos.audit.append({
    at: ctx.now(),
    actor: entry.actor,
    actorKeyId: entry.actorKeyId ?? null,
    action: entry.action,
    target: entry.target ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Runs an admin action and writes its audit row in one transaction: either both are stored or
 * neither is. The action gets a context whose `db` is the transaction and must use only that (on
 * PGlite a query through another handle would wait for this transaction forever). `entry` may
 * return null when the action turned out to change nothing.
 */
export async function withAudit<T>(
  ctx: ServiceContext,
  action: (tx: ServiceContext) => Promise<T>,
  entry: (result: T) => AuditEntry | null,
): Promise<T> {
  return ctx.db.transaction(async (tx) => {
    const txCtx: ServiceContext = { ...ctx, db: tx, repos: createRepositories(tx) };
    const result = await action(txCtx);
    const row = entry(result);
    if (row) await recordAudit(txCtx, row);
    return result;
  });
}

export async function listAudit(ctx: ServiceContext, limit = 200) {
  return ctx.repos.audit.latest(limit);
}
