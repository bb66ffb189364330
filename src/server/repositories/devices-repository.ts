import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { licenseDevices, licenses, sessions } from '../db/schema';
import type { Queryable } from './index';

/** Which of a licence's devices a release picks: one device, or every device but one. */
export type DeviceChoice = { only: string } | { allBut: string };

export function createDevicesRepository(db: Queryable) {
  return {
    /** Records that a bound device was seen now. */
    async touch(licenseId: string, deviceHash: string, now: Date, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .update(licenseDevices)
        .set({ lastSeenAt: now })
        .where(and(eq(licenseDevices.licenseId, licenseId), eq(licenseDevices.deviceHash, deviceHash)));
    },

    /**
     * Binds the device to the licence unless it already has `maxDevices` others: 'full' then. The
     * licence row is locked so two new devices verifying at once cannot both take the last slot.
     */
    async bind(
      licenseId: string,
      deviceHash: string,
      maxDevices: number,
      now: Date,
    ): Promise<'bound' | 'full'> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${licenses} where ${licenses.id} = ${licenseId} for update`);
        const updated = await tx
          .update(licenseDevices)
          .set({ lastSeenAt: now })
          .where(and(eq(licenseDevices.licenseId, licenseId), eq(licenseDevices.deviceHash, deviceHash)))
          .returning({ id: licenseDevices.id });
        if (updated.length > 0) return 'bound';
        const [row] = await tx
          .select({ n: count() })
          .from(licenseDevices)
          .where(eq(licenseDevices.licenseId, licenseId));
        if ((row?.n ?? 0) >= maxDevices) return 'full';
        await tx.insert(licenseDevices).values({ licenseId, deviceHash, firstSeenAt: now, lastSeenAt: now });
        return 'bound';
      });
    },

    /**
     * Ends the sessions and deletes the slots of the devices `choice` picks, in one transaction, so
     * no session keeps using a slot that is no longer counted. How many slots were freed.
     */
    async release(licenseId: string, choice: DeviceChoice, now: Date): Promise<number> {
      const picks = (column: typeof sessions.deviceHash | typeof licenseDevices.deviceHash) =>
        'only' in choice ? eq(column, choice.only) : ne(column, choice.allBut);
      const removed = await db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ endedAt: now })
          .where(
            and(eq(sessions.licenseId, licenseId), picks(sessions.deviceHash), isNull(sessions.endedAt)),
          );
        return tx
          .delete(licenseDevices)
          .where(and(eq(licenseDevices.licenseId, licenseId), picks(licenseDevices.deviceHash)))
          .returning({ id: licenseDevices.id });
      });
      return removed.length;
    },

    /** Deletes every device slot of the licence; how many there were. */
    async deleteAllOf(licenseId: string, tx?: Queryable): Promise<number> {
      const removed = await (tx ?? db)
        .delete(licenseDevices)
        .where(eq(licenseDevices.licenseId, licenseId))
        .returning({ id: licenseDevices.id });
      return removed.length;
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
