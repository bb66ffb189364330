import type { Plan } from '@shared/licensing/plans';
import type { ServiceContext } from '../../src/server/services/context';
import { issueLicense } from '../../src/server/services/licensing/issue-license';
import { createAdminKey } from '../../src/server/services/licensing/admin-keys';

let sequence = 0;

/** A fresh licence with its plain key; every call makes a distinct buyer. */
export async function aLicense(
  ctx: ServiceContext,
  overrides: { plan?: Plan; days?: number; maxDevices?: number; email?: string } = {},
) {
  sequence += 1;
  return issueLicense(ctx, {
    email: overrides.email ?? `buyer${sequence}@example.com`,
    plan: overrides.plan ?? 'all-access',
    days: overrides.days ?? 30,
    maxDevices: overrides.maxDevices ?? 2,
  });
}

export async function anAdminKey(ctx: ServiceContext, label = 'test admin') {
  return createAdminKey(ctx, label);
}

/** The cookies an inject() response set, ready to send back as a Cookie header. */
export function cookiesFrom(response: { cookies: { name: string; value: string }[] }, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  );
  for (const c of response.cookies) {
    if (c.value === '') jar.delete(c.name);
    else jar.set(c.name, c.value);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}
