import { lastFour } from '@shared/licensing/license-key';
import { AppError } from '../../http/app-error';
import { digestsEqual, generateKey, hashSecret } from '../../security/secrets';
import type { ServiceContext } from '../context';

import type { AdminKeyRow } from '../../repositories/admin-keys-repository';

export type { AdminKeyRow };
export interface AdminIdentity {
  id: string;
  label: string;
}

export async function createAdminKey(
  ctx: ServiceContext,
  label: string,
): Promise<{ key: string; row: AdminKeyRow }> {
  const key = generateKey();
  const row = await ctx.repos.adminKeys.insert({
    keyHash: hashSecret(key),
    keyLast4: lastFour(key),
    label: label.trim(),
    createdAt: ctx.now(),
  });
  return { key, row };
}

/** Resolves an admin key to its identity; compares hashes in constant time. */
export async function verifyAdminKey(ctx: ServiceContext, key: string): Promise<AdminIdentity> {
  const keyHash = hashSecret(key);
  const row = await ctx.repos.adminKeys.findLiveByHash(keyHash);
  if (!row || !digestsEqual(row.keyHash, keyHash))
    throw new AppError('ADMIN_KEY_INVALID', 'Invalid admin license key');
  await ctx.repos.adminKeys.markUsed(row.id, ctx.now());
  return { id: row.id, label: row.label };
}

export async function listAdminKeys(ctx: ServiceContext): Promise<AdminKeyRow[]> {
  return ctx.repos.adminKeys.list();
}

/** Revokes by full key or by last 4 characters (only when those are unambiguous among live keys). */
export async function revokeAdminKey(ctx: ServiceContext, keyOrLast4: string): Promise<AdminKeyRow> {
  const text = keyOrLast4.trim().toUpperCase();
  const live = await ctx.repos.adminKeys.listLive();
  const matches =
    text.length > 4
      ? live.filter((k) => digestsEqual(k.keyHash, hashSecret(text)))
      : live.filter((k) => k.keyLast4 === text);
  if (matches.length === 0) throw new AppError('NOT_FOUND', 'Admin key not found');
  if (matches.length > 1)
    throw new AppError('CONFLICT', 'More than one admin key ends with those characters; give the full key');
  const row = await ctx.repos.adminKeys.revoke(matches[0]!.id, ctx.now());
  if (!row) throw new AppError('NOT_FOUND', 'Admin key not found');
  return row;
}
