import { eq } from 'drizzle-orm';
import { feedStates } from '../db/schema';
import type { Queryable } from './index';

/** A feed's last good download validators and its last error (the job page shows them). */
export type FeedState = typeof feedStates.$inferSelect;
export type FeedStateUpdate = Omit<typeof feedStates.$inferInsert, 'feed'>;

export function createFeedStatesRepository(db: Queryable) {
  return {
    async read(feed: string, tx?: Queryable): Promise<FeedState | undefined> {
      const [row] = await (tx ?? db).select().from(feedStates).where(eq(feedStates.feed, feed)).limit(1);
      return row;
    },

    async write(feed: string, state: FeedStateUpdate, tx?: Queryable): Promise<void> {
      await (tx ?? db)
        .insert(feedStates)
        .values({ feed, ...state })
        .onConflictDoUpdate({ target: feedStates.feed, set: state });
    },
  };
}

export type FeedStatesRepository = ReturnType<typeof createFeedStatesRepository>;
