/**
 * The failed-key limit in the two-instance proof (issue 22): concurrent wrong keys from one
 * address, split over A and B, are cut off at KEY_FAILURES_PER_IP in total — at most that many are
 * looked at (401), the rest are refused with 429 and Retry-After — because both instances count in
 * one Redis. Used by scripts/prove-instances.ts.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';

type Record = (check: string, ok: boolean, figure: string) => void;

/** Empties the counters matching `pattern` so a check starts from a fresh window (earlier checks used wrong keys). */
async function clearCounters(redis: Redis, pattern = '*kf:*'): Promise<number> {
  let cursor = '0';
  let removed = 0;
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (keys.length > 0) removed += await redis.del(...keys);
  } while (cursor !== '0');
  return removed;
}

/** A key of the issued (and Gumroad's) shape that no licence has. */
function wellFormedWrongKey(): string {
  return Array.from({ length: 4 }, () => randomBytes(4).toString('hex').toUpperCase()).join('-');
}

/** A wrong key of no licence shape: refused without asking Gumroad, so only the failed-key limit applies. */
function wrongKey(): string {
  return `BL-WRONG-${randomBytes(6).toString('hex')}`;
}

/** The login call, the one route that adopts a Gumroad key seen for the first time. */
async function verifyKey(port: number, key: string, device: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/auth/verify-license`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': device },
    body: JSON.stringify({ licenseKey: key }),
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), instance: port };
}

async function getGames(port: number, key: string, device: string) {
  const res = await fetch(`http://127.0.0.1:${port}/api/games?sport=all`, {
    headers: { 'x-license-key': key, 'x-device-id': device },
  });
  await res.arrayBuffer();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), instance: port };
}

export async function proveKeyFailuresShared(
  ports: { a: number; b: number },
  redis: Redis,
  limit: number,
  record: Record,
): Promise<void> {
  await clearCounters(redis);
  const attempts = limit * 3;
  const answers = await Promise.all(
    Array.from({ length: attempts }, async (_, i) => {
      const port = i % 2 === 0 ? ports.a : ports.b;
      return getGames(port, wrongKey(), `proof-guess-device-${i}`);
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
    [ports.a, ports.b].map(async (port) => (await getGames(port, wrongKey(), 'proof-guess-after')).status),
  );
  record(
    'failed-key cut-off holds on both instances',
    after.every((status) => status === 429),
    `next wrong key: A ${after[0]}, B ${after[1]}`,
  );
  // The later checks send the admin key, which this address may not check until the window ends.
  await clearCounters(redis);
}

/**
 * The Gumroad call budget: well-formed unknown keys from one address, split over A and B at once,
 * sent to the login route (the one that adopts a new Gumroad key), reach the Gumroad stand-in at most the address's share of the minute's budget in total (each new
 * key costs one call per configured product); the rest are answered 503 with Retry-After.
 */
export async function proveGumroadBudgetShared(
  ports: { a: number; b: number },
  redis: Redis,
  gumroad: { calls: () => number; callsPerMinute: number; perAddress: number },
  record: Record,
): Promise<void> {
  // A fresh minute for the login route's own rate limit too (the earlier checks spent it).
  for (const pattern of ['*kf:*', '*ga:*', '*gb', 'betlens-rl:*']) await clearCounters(redis, pattern);
  const before = gumroad.calls();
  const attempts = gumroad.perAddress * 4;
  const answers = await Promise.all(
    Array.from({ length: attempts }, (_, i) =>
      verifyKey(i % 2 === 0 ? ports.a : ports.b, wellFormedWrongKey(), `proof-gumroad-device-${i}`),
    ),
  );
  const calls = gumroad.calls() - before;
  const unknown = answers.filter((r) => r.status === 401).length;
  const waiting = answers.filter((r) => r.status === 503);
  const other = answers.length - unknown - waiting.length;
  record(
    'Gumroad call budget shared',
    calls > 0 &&
      calls <= gumroad.perAddress &&
      unknown === calls &&
      waiting.every((r) => Number(r.retryAfter) >= 1) &&
      other === 0,
    `GUMROAD_CALLS_PER_MINUTE=${gumroad.callsPerMinute} (one address's share ${gumroad.perAddress}) on each instance; ${attempts} concurrent new keys from one address over A and B: ${calls} reached Gumroad, ${unknown} answered unknown (401), ${waiting.length} told to wait (503 with Retry-After), ${other} other`,
  );
  for (const pattern of ['*kf:*', '*ga:*', '*gb']) await clearCounters(redis, pattern);
}
