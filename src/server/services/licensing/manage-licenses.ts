import { AppError } from '../../http/app-error';
import type { ServiceContext } from '../context';
import { findLicense, presentLicense, type LicenseRow } from './license-record';
import { endLicenseSessions } from './sessions';
import { licenceDataChanged } from './license-lookups';

export interface LicenseSummary {
  id: string;
  keyLast4: string;
  email: string;
  plan: string;
  status: string;
  source: string;
  startsAt: string;
  expiresAt: string;
  isActive: boolean;
  daysRemaining: number;
  maxDevices: number;
  devices: number;
  createdAt: string;
}

export async function listLicenses(ctx: ServiceContext, limit = 500): Promise<LicenseSummary[]> {
  const rows = await ctx.repos.licenses.listWithDeviceCounts(limit);
  const now = ctx.now();
  return rows.map(({ license, devices }) => summarize(license, devices, now));
}

export function summarize(license: LicenseRow, devices: number, now: Date): LicenseSummary {
  const view = presentLicense(license, now);
  return {
    id: license.id,
    keyLast4: license.keyLast4,
    email: license.email,
    plan: license.plan,
    status: license.status,
    source: license.source,
    startsAt: license.startsAt.toISOString(),
    expiresAt: view.expiryDate,
    isActive: view.isActive,
    daysRemaining: view.daysRemaining,
    maxDevices: license.maxDevices,
    devices,
    createdAt: license.createdAt.toISOString(),
  };
}

/** A licence addressed by its full key (CLI) or by id (admin page, which never holds keys). */
export type LicenseRef = { key: string } | { id: string };

async function resolve(ctx: ServiceContext, ref: LicenseRef): Promise<LicenseRow> {
  const row =
    'key' in ref ? await findLicense(ctx.repos, ref.key) : await ctx.repos.licenses.findById(ref.id);
  if (!row) throw new AppError('NOT_FOUND', 'License not found');
  return row;
}

export async function revokeLicense(
  ctx: ServiceContext,
  ref: LicenseRef,
): Promise<{ before: LicenseRow; after: LicenseRow }> {
  const before = await resolve(ctx, ref);
  const after = await ctx.repos.licenses.update(before.id, {
    status: 'revoked',
    statusReason: 'revoked by admin',
    updatedAt: ctx.now(),
  });
  licenceDataChanged(ctx);
  await endLicenseSessions(ctx, before.id);
  return { before, after: after ?? before };
}

/** Adds days to the later of now and the current expiry, so extending an expired licence works. */
export async function extendLicense(
  ctx: ServiceContext,
  ref: LicenseRef,
  days: number,
): Promise<{ before: LicenseRow; after: LicenseRow }> {
  const before = await resolve(ctx, ref);
  const base = Math.max(before.expiresAt.getTime(), ctx.now().getTime());
  const after = await ctx.repos.licenses.update(before.id, {
    expiresAt: new Date(base + days * 86_400_000),
    updatedAt: ctx.now(),
  });
  licenceDataChanged(ctx);
  return { before, after: after ?? before };
}

export async function resetDevices(
  ctx: ServiceContext,
  ref: LicenseRef,
): Promise<{ license: LicenseRow; removed: number }> {
  const license = await resolve(ctx, ref);
  const removed = await ctx.repos.devices.deleteAllOf(license.id);
  licenceDataChanged(ctx);
  await endLicenseSessions(ctx, license.id);
  return { license, removed };
}
