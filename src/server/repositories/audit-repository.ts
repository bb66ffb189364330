import { desc } from 'drizzle-orm';
import { auditLog } from '../db/schema';
import type { Queryable } from './index';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id'>;

export function createAuditRepository(db: Queryable) {
  return {
    async append(row: NewAuditRow, tx?: Queryable): Promise<void> {
      await (tx ?? db).insert(auditLog).values(row);
    },

    /** The newest entries first. */
    async latest(limit: number, tx?: Queryable): Promise<AuditRow[]> {
      return (tx ?? db).select().from(auditLog).orderBy(desc(auditLog.id)).limit(limit);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
