import type { ServiceContext } from './context';
import { issueLicense } from './licensing/issue-license';
import { createAdminKey } from './licensing/admin-keys';
import { recordAudit } from './audit';

export interface FirstRunKeys {
  demoLicenseKey: string;
  /** The demo licence's id (its demo bets are seeded for it). */
  demoLicenseId: string;
  adminKey: string;
  demoLicenseDays: number;
}

/**
 * On the first start of an empty database outside production: one demo all-access licence and
 * one admin key, returned so main can print them once. Only their hashes are stored.
 */
export async function seedFirstRun(ctx: ServiceContext): Promise<FirstRunKeys | undefined> {
  if (!ctx.config.seedDemo) return undefined;
  if (await ctx.repos.serverEvents.firstRunDone()) return undefined;
  if ((await ctx.repos.licenses.count()) > 0 || (await ctx.repos.adminKeys.count()) > 0) return undefined;
  // Another instance on the same database won the race and printed the keys.
  if (!(await ctx.repos.serverEvents.claimFirstRun(ctx.now()))) return undefined;

  const demo = await issueLicense(ctx, {
    email: 'demo@betlens.local',
    plan: 'all-access',
    days: ctx.config.demoLicenseDays,
  });
  const admin = await createAdminKey(ctx, 'first-run admin');
  await recordAudit(ctx, {
    actor: 'system',
    action: 'first-run.seed',
    target: `license …${demo.license.keyLast4}, admin key …${admin.row.keyLast4}`,
  });
  return {
    demoLicenseKey: demo.key,
    demoLicenseId: demo.license.id,
    adminKey: admin.key,
    demoLicenseDays: ctx.config.demoLicenseDays,
  };
}
