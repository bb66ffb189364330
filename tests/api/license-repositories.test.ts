import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { createRepositories, type Repositories } from '../../src/server/repositories';
import type { NewLicense } from '../../src/server/repositories/licenses-repository';
import { testDatabaseKinds } from '../helpers/databases';

const AT = new Date('2026-11-22T15:00:00Z');
const DAY_MS = 86_400_000;
const later = (ms: number) => new Date(AT.getTime() + ms);

let sequence = 0;
function licenceValues(overrides: Partial<NewLicense> = {}): NewLicense {
  sequence += 1;
  return {
    keyHash: `key-hash-${sequence}-${Math.random()}`,
    keyLast4: 'ABCD',
    email: `repo${sequence}@example.com`,
    plan: 'all-access',
    status: 'active',
    startsAt: AT,
    expiresAt: later(30 * DAY_MS),
    maxDevices: 2,
    source: 'local',
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** The licensing repositories on their own (the API tests cover them through the routes). */
describe.each(testDatabaseKinds())('licensing repositories on $name', (kind) => {
  let database: Database;
  let repos: Repositories;

  beforeAll(async () => {
    database = await kind.open();
    repos = createRepositories(database.db);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('finds a licence by key hash and with a device, and inserts a known key only once', async () => {
    const values = licenceValues();
    const license = await repos.licenses.insert(values);
    expect(await repos.licenses.findByKeyHash(values.keyHash)).toEqual(license);
    expect(await repos.licenses.findById(license.id)).toEqual(license);
    expect(await repos.licenses.findForDevice(values.keyHash, 'dev-1')).toEqual({
      license,
      deviceSeenAt: null,
    });
    expect(await repos.licenses.insertUnlessKnown({ ...values, email: 'other@example.com' })).toBeUndefined();
    const updated = await repos.licenses.update(license.id, { status: 'revoked', updatedAt: later(1) });
    expect(updated?.status).toBe('revoked');
  });

  it('binds devices up to the limit, touches and releases them', async () => {
    const license = await repos.licenses.insert(licenceValues({ maxDevices: 2 }));
    expect(await repos.devices.bind(license.id, 'a', 2, AT)).toBe('bound');
    expect(await repos.devices.bind(license.id, 'b', 2, AT)).toBe('bound');
    expect(await repos.devices.bind(license.id, 'c', 2, AT)).toBe('full');
    // A bound device binding again is only seen again, not a third slot.
    expect(await repos.devices.bind(license.id, 'a', 2, later(1_000))).toBe('bound');
    await repos.devices.touch(license.id, 'b', later(2_000));
    const seen = await repos.licenses.findForDevice(license.keyHash, 'b');
    expect(seen?.deviceSeenAt).toEqual(later(2_000));

    for (const [i, device] of ['a', 'b'].entries())
      await repos.sessions.start({
        tokenHash: `t-${license.id}-${i}`,
        licenseId: license.id,
        deviceHash: device,
        now: AT,
        expiresAt: later(DAY_MS),
        cap: 4,
      });
    expect(await repos.devices.release(license.id, { allBut: 'a' }, later(3_000))).toBe(1);
    expect(await repos.sessions.findOpenWithLicense(`t-${license.id}-1`)).toBeUndefined();
    expect((await repos.sessions.findOpenWithLicense(`t-${license.id}-0`))?.session.deviceHash).toBe('a');
    expect(await repos.devices.release(license.id, { only: 'a' }, later(4_000))).toBe(1);
    expect(await repos.sessions.findOpenWithLicense(`t-${license.id}-0`)).toBeUndefined();
    expect(await repos.sessions.findDeviceOfAny(`t-${license.id}-0`)).toEqual({
      licenseId: license.id,
      deviceHash: 'a',
    });
    expect(await repos.devices.deleteAllOf(license.id)).toBe(0);
  });

  it("rotates a device's live session, not an expired or ended one", async () => {
    const license = await repos.licenses.insert(licenceValues());
    const start = (token: string, now: Date) =>
      repos.sessions.start({
        tokenHash: `${license.id}-${token}`,
        licenseId: license.id,
        deviceHash: 'd',
        now,
        expiresAt: new Date(now.getTime() + DAY_MS),
        cap: 4,
      });
    expect(await start('one', AT)).toEqual({ kind: 'inserted', dropped: 0 });
    expect(await start('two', later(1_000))).toEqual({ kind: 'rotated' });
    expect(await repos.sessions.findOpenWithLicense(`${license.id}-one`)).toBeUndefined();
    // Past its expiry the session is not revived: a new one starts.
    expect(await start('three', later(2 * DAY_MS))).toEqual({ kind: 'inserted', dropped: 0 });
    await repos.sessions.endByToken(`${license.id}-three`, later(2 * DAY_MS + 1));
    expect(await start('four', later(2 * DAY_MS + 2))).toEqual({ kind: 'inserted', dropped: 0 });
    expect(await repos.sessions.findLicenseOfAny(`${license.id}-three`)).toEqual(license);
    await repos.sessions.endAllOf(license.id, later(3 * DAY_MS));
    expect(await repos.sessions.findOpenWithLicense(`${license.id}-four`)).toBeUndefined();
  });

  it('deletes dead sessions in batches, keeping a revoked licence’s ended ones until they expire', async () => {
    const active = await repos.licenses.insert(licenceValues());
    const revoked = await repos.licenses.insert(licenceValues({ status: 'revoked' }));
    const open = (license: { id: string }, token: string, expiresAt: Date) =>
      repos.sessions.start({
        tokenHash: `${license.id}-${token}`,
        licenseId: license.id,
        deviceHash: token,
        now: AT,
        expiresAt,
        cap: 10,
      });
    await open(active, 'expired', later(DAY_MS));
    await open(active, 'ended', later(10 * DAY_MS));
    await open(active, 'live', later(10 * DAY_MS));
    await open(revoked, 'ended', later(10 * DAY_MS));
    await repos.sessions.endByToken(`${active.id}-ended`, AT);
    await repos.sessions.endByToken(`${revoked.id}-ended`, AT);

    const cutoff = later(2 * DAY_MS);
    let deleted = 0;
    for (
      let n = await repos.sessions.deleteDead(cutoff, 1);
      n > 0;
      n = await repos.sessions.deleteDead(cutoff, 1)
    )
      deleted += n;
    expect(deleted).toBeGreaterThanOrEqual(2);
    expect(await repos.sessions.findDeviceOfAny(`${active.id}-expired`)).toBeUndefined();
    expect(await repos.sessions.findDeviceOfAny(`${active.id}-ended`)).toBeUndefined();
    expect(await repos.sessions.findDeviceOfAny(`${active.id}-live`)).toBeDefined();
    expect(await repos.sessions.findDeviceOfAny(`${revoked.id}-ended`)).toBeDefined();
    await repos.sessions.deleteDead(later(11 * DAY_MS), 100);
    expect(await repos.sessions.findDeviceOfAny(`${revoked.id}-ended`)).toBeUndefined();
  });

  it('creates, finds, lists and revokes admin keys', async () => {
    const row = await repos.adminKeys.insert({
      keyHash: `admin-${Math.random()}`,
      keyLast4: 'WXYZ',
      label: 'ops',
      createdAt: AT,
    });
    expect(await repos.adminKeys.findLiveByHash(row.keyHash)).toEqual(row);
    await repos.adminKeys.markUsed(row.id, later(1));
    expect((await repos.adminKeys.list()).find((k) => k.id === row.id)?.lastUsedAt).toEqual(later(1));
    expect((await repos.adminKeys.revoke(row.id, later(2)))?.revokedAt).toEqual(later(2));
    expect(await repos.adminKeys.findLiveByHash(row.keyHash)).toBeUndefined();
    expect((await repos.adminKeys.listLive()).some((k) => k.id === row.id)).toBe(false);
    expect(await repos.adminKeys.count()).toBeGreaterThanOrEqual(1);
  });

  it('claims the first run once and counts analytics events by name and window', async () => {
    expect(await repos.serverEvents.firstRunDone()).toBe(false);
    expect(await repos.serverEvents.claimFirstRun(AT)).toBe(true);
    expect(await repos.serverEvents.claimFirstRun(AT)).toBe(false);
    expect(await repos.serverEvents.firstRunDone()).toBe(true);

    const event = (name: string, daysAgo: number) =>
      repos.analyticsEvents.insert({
        name,
        source: 'server',
        path: null,
        properties: {},
        occurredAt: later(-daysAgo * DAY_MS),
      });
    await event('repo_test_a', 1);
    await event('repo_test_a', 10);
    await event('repo_test_a', 40);
    await event('repo_test_b', 20);
    const counts = await repos.analyticsEvents.countsByName(later(-7 * DAY_MS), later(-30 * DAY_MS));
    expect(
      counts.filter((c) => c.name.startsWith('repo_test_')).sort((x, y) => x.name.localeCompare(y.name)),
    ).toEqual([
      { name: 'repo_test_a', last7Days: 1, last30Days: 2 },
      { name: 'repo_test_b', last7Days: 0, last30Days: 1 },
    ]);
  });
});
