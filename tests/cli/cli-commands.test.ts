import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LICENSE_KEY_PATTERN } from '@shared/licensing/license-key';
import type { Database } from '../../src/server/db/open-database';
import { runCommand } from '../../src/server/cli';
import { UsageError } from '../../src/server/cli/parse-args';
import { findLicenseByKey } from '../../src/server/services/licensing/license-record';
import { verifyAdminKey } from '../../src/server/services/licensing/admin-keys';
import { verifyLicense as verifyWith } from '../../src/server/services/licensing/verify-license';
import { GumroadGate } from '../../src/server/services/licensing/gumroad-gate';
import { memoryCounterStore } from '../../src/server/security/shared-counters';
import { listAudit } from '../../src/server/services/audit';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';

/** Verification as the API runs it (no marketplace configured here). */
const verifyLicense = (ctx: ServiceContext, input: { licenseKey: string; deviceHash: string }) =>
  verifyWith({ ...ctx, gumroadGate: new GumroadGate(memoryCounterStore(Date.now), 60) }, input);

describe.each(testDatabaseKinds())('CLI commands on $name', (kind) => {
  let database: Database;
  let ctx: ServiceContext;
  const clock = new TestClock();

  async function run(...argv: string[]): Promise<string[]> {
    const lines: string[] = [];
    await runCommand(ctx, argv, (l) => lines.push(l));
    return lines;
  }

  beforeAll(async () => {
    database = await kind.open();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
  });
  afterAll(() => database.close());

  it('creates a licence and prints the key alone on the last line', async () => {
    const lines = await run(
      'license',
      'create',
      '--email',
      'cli@example.com',
      '--plan',
      'nfl',
      '--days',
      '14',
    );
    const key = lines.at(-1)!;
    expect(key).toMatch(LICENSE_KEY_PATTERN);
    const row = await findLicenseByKey(ctx.db, key);
    expect(row).toMatchObject({ email: 'cli@example.com', plan: 'nfl', source: 'local', maxDevices: 2 });
    expect(row!.expiresAt.getTime() - clock.now().getTime()).toBe(14 * 86_400_000);
    expect(lines.join('\n').split(key).length).toBe(2);
  });

  it('lists licences by last 4 without keys, extends, resets devices and revokes', async () => {
    const key = (
      await run('license', 'create', '--email', 'x@example.com', '--plan', 'cfb', '--days', '5')
    ).at(-1)!;
    const listing = (await run('license', 'list')).join('\n');
    expect(listing).toContain(`…${key.slice(-4)}`);
    expect(listing).not.toContain(key);

    const before = (await findLicenseByKey(ctx.db, key))!.expiresAt.getTime();
    await run('license', 'extend', key.toLowerCase(), '--days', '10');
    expect((await findLicenseByKey(ctx.db, key))!.expiresAt.getTime()).toBe(before + 10 * 86_400_000);

    await verifyLicense(ctx, { licenseKey: key, deviceHash: 'a'.repeat(64) });
    await verifyLicense(ctx, { licenseKey: key, deviceHash: 'b'.repeat(64) });
    await expect(verifyLicense(ctx, { licenseKey: key, deviceHash: 'c'.repeat(64) })).rejects.toThrow(
      'already in use',
    );
    expect(await run('license', 'reset-devices', key)).toEqual([
      `Removed 2 device(s) from licence …${key.slice(-4)}.`,
    ]);
    await expect(verifyLicense(ctx, { licenseKey: key, deviceHash: 'c'.repeat(64) })).resolves.toBeTruthy();

    await run('license', 'revoke', key);
    await expect(verifyLicense(ctx, { licenseKey: key, deviceHash: 'c'.repeat(64) })).rejects.toThrow(
      'revoked',
    );
    const actions = (await listAudit(ctx)).map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['license.issue', 'license.extend', 'license.reset-devices', 'license.revoke']),
    );
  });

  it('creates, lists and revokes admin keys', async () => {
    const key = (await run('admin-key', 'create', '--label', 'night shift')).at(-1)!;
    expect(key).toMatch(LICENSE_KEY_PATTERN);
    await expect(verifyAdminKey(ctx, key)).resolves.toMatchObject({ label: 'night shift' });
    const listing = (await run('admin-key', 'list')).join('\n');
    expect(listing).toContain('night shift');
    expect(listing).not.toContain(key);
    await run('admin-key', 'revoke', key.slice(-4));
    await expect(verifyAdminKey(ctx, key)).rejects.toThrow('Invalid admin license key');
  });

  it('rejects bad arguments with usage errors and changes nothing', async () => {
    const before = (await run('license', 'list')).length;
    await expect(run('license', 'create', '--email', 'nope', '--plan', 'nfl', '--days', '3')).rejects.toThrow(
      UsageError,
    );
    await expect(
      run('license', 'create', '--email', 'a@b.co', '--plan', 'hockey', '--days', '3'),
    ).rejects.toThrow('--plan must be one of');
    await expect(
      run('license', 'create', '--email', 'a@b.co', '--plan', 'nfl', '--days', '0'),
    ).rejects.toThrow('--days');
    await expect(run('license', 'revoke')).rejects.toThrow('KEY is required');
    await expect(run('license', 'revoke', 'FFFFFFFF-FFFFFFFF-FFFFFFFF-FFFFFFFF')).rejects.toThrow(
      'License not found',
    );
    await expect(run('frobnicate')).rejects.toThrow('Unknown command');
    expect((await run('license', 'list')).length).toBe(before);
  });
});

describe('CLI import and refresh (embedded database)', () => {
  it('imports history from a folder, refuses a missing one, and refreshes the picks window', async () => {
    // A fresh migrated embedded database (the migrated snapshot: the CLI's import is what is tested).
    const database = await testDatabaseKinds()[0]!.open();
    const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));
    const ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
    const lines: string[] = [];
    try {
      await expect(
        runCommand(ctx, ['import', '--data', '/no/such/folder'], (l) => lines.push(l)),
      ).rejects.toThrow('no such folder');
      await runCommand(ctx, ['import'], (l) => lines.push(l));
      expect(lines.at(-1)).toMatch(/^Imported 6991 NFL games, 13688 college games and \d+ rating rows\.$/);
      await runCommand(ctx, ['refresh'], (l) => lines.push(l));
      expect(lines.at(-1)).toMatch(
        /^Refreshed \d+ prices, analyzed \d+ games, recorded \d+ final scores, graded \d+ picks$/,
      );
      expect(Number(/analyzed (\d+)/.exec(lines.at(-1)!)![1])).toBeGreaterThan(10);
    } finally {
      await database.close();
    }
  }, 240_000);
});
