/**
 * The failed-key limit in the two-instance proof (issue 22): concurrent wrong keys from one
 * address, split over A and B, are cut off at KEY_FAILURES_PER_IP in total — at most that many are
 * looked at (401), the rest are refused with 429 and Retry-After — because both instances count in
 * one Redis. Used by scripts/prove-instances.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

type Record = (check: string, ok: boolean, figure: string) => void;

/** Empties the failed-key counters so the check starts from a fresh window (earlier checks used wrong keys). */
async function clearKeyFailureCounters(redis: Redis): Promise<number> {
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', '*kf:*', 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) removed += await redis.del(...keys);
  } while (cursor !== '0');
  return removed;
}

/** A key of the issued shape that no licence has. */
function wrongKey(): string {
  return Array.from({ length: 4 }, () => randomBytes(4).toString('hex').toUpperCase()).join('-');
}

export async function proveKeyFailuresShared(
  ports: { a: number; b: number },
  redis: Redis,
  limit: number,
  record: Record,
): Promise<void> {
  await clearKeyFailureCounters(redis);
  const attempts = limit * 3;
  const answers = await Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const port = i % 2 === 0 ? ports.a : ports.b;
      const res = await fetch(`http://127.0.0.1:${port}/api/games?sport=all`, {
        headers: { 'x-license-key': wrongKey(), 'x-device-id': `proof-guess-device-${i}` },
      });
      await res.arrayBuffer();
      return { status: res.status, retryAfter: res.headers.get('retry-after'), instance: port };
    }),
  );
  const looked = answers.filter((r) => r.status === 401);
  const refused = answers.filter((r) => r.status === 429);
  const withRetryAfter = refused.filter((r) => Number(r.retryAfter) >= 1);
  const other = answers.filter((r) => r.status !== 401 && r.status !== 429);
  const lookedOn = (port: number) => looked.filter((r) => r.instance === port).length;
  record(
    'failed-key limit shared',
    looked.length <= limit &&
      looked.length > 0 &&
      refused.length === attempts - looked.length &&
      withRetryAfter.length === refused.length &&
      other.length === 0,
    `KEY_FAILURES_PER_IP=${limit} on each instance; ${attempts} concurrent wrong keys from one address (${attempts / 2} to A, ${attempts / 2} to B): ${looked.length} looked at (401: A ${lookedOn(ports.a)}, B ${lookedOn(ports.b)}), ${refused.length} refused 429 (${withRetryAfter.length} with Retry-After ≥ 1 s), ${other.length} other`,
  );

  // Over the cap, the address is refused on both instances, whichever key it sends next.
  const after = await Promise.all(
    [ports.a, ports.b].map(async (port) => {
      const res = await fetch(`http://127.0.0.1:${port}/api/games?sport=all`, {
        headers: { 'x-license-key': wrongKey(), 'x-device-id': 'proof-guess-device-after' },
      });
      await res.arrayBuffer();
      return res.status;
    }),
  );
  record(
    'failed-key cut-off holds on both instances',
    after.every((status) => status === 429),
    `next wrong key: A ${after[0]}, B ${after[1]}`,
  );
  // The later checks send the admin key, which this address may not check until the window ends.
  await clearKeyFailureCounters(redis);
}
