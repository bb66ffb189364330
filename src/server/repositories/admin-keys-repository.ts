import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { adminKeys } from '../db/schema';
import type { Queryable } from './index';

export type AdminKeyRow = typeof adminKeys.$inferSelect;

export function createAdminKeysRepository(db: Queryable) {
  return {
    async insert(
      values: { keyHash: string; keyLast4: string; label: string; createdAt: Date },
      tx?: Queryable,
    ): Promise<AdminKeyRow> {
      const [row] = await (tx ?? db).insert(adminKeys).values(values).returning();
      if (!row) throw new Error('Admin key insert returned no row');
      return row;
    },

    /** The unrevoked key with this hash (an index look-up: the caller compares in constant time). */
    async findLiveByHash(keyHash: string, tx?: Queryable): Promise<AdminKeyRow | undefined> {
      const [row] = await (tx ?? db)
        .select()
        .from(adminKeys)
        .where(and(eq(adminKeys.keyHash, keyHash), isNull(adminKeys.revokedAt)))
        .limit(1);
      return row;
    },

    async markUsed(id: string, at: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db).update(adminKeys).set({ lastUsedAt: at }).where(eq(adminKeys.id, id));
    },

    /** Every key, newest first. */
    async list(tx?: Queryable): Promise<AdminKeyRow[]> {
      return (tx ?? db).select().from(adminKeys).orderBy(desc(adminKeys.createdAt));
    },

    async listLive(tx?: Queryable): Promise<AdminKeyRow[]> {
      return (tx ?? db).select().from(adminKeys).where(isNull(adminKeys.revokedAt));
    },

    async revoke(id: string, at: Date, tx?: Queryable): Promise<AdminKeyRow | undefined> {
      const [row] = await (tx ?? db)
        .update(adminKeys)
        .set({ revokedAt: at })
        .where(eq(adminKeys.id, id))
        .returning();
      return row;
    },

    async count(tx?: Queryable): Promise<number> {
      const [row] = await (tx ?? db).select({ n: count() }).from(adminKeys);
      return row?.n ?? 0;
    },
  };
}

export type AdminKeysRepository = ReturnType<typeof createAdminKeysRepository>;
