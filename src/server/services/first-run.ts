import { count, eq } from 'drizzle-orm';
import { adminKeys, appMeta, licenses } from '../db/schema';
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
  const [done] = await ctx.db.select().from(appMeta).where(eq(appMeta.key, 'first_run')).limit(1);
  if (done) return undefined;
  const [lic] = await ctx.db.select({ n: count() }).from(licenses);
  const [adm] = await ctx.db.select({ n: count() }).from(adminKeys);
  if ((lic?.n ?? 0) > 0 || (adm?.n ?? 0) > 0) return undefined;

  const inserted = await ctx.db
    .insert(appMeta)
    .values({ key: 'first_run', value: { at: ctx.now().toISOString() } })
    .onConflictDoNothing()
    .returning();
  // Another instance on the same database won the race and printed the keys.
  if (inserted.length === 0) return undefined;

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
