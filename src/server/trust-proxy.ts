import { z } from 'zod';
import { isIP } from 'node:net';

export type TrustProxy = false | number | string[];

/**
 * TRUST_PROXY: `false`/`0` (default), a hop count (`1` = one load balancer in front), or a comma
 * list of proxy addresses and CIDR ranges (`10.0.0.0/8,192.168.0.1`). `true` is refused: Fastify
 * would then take the leftmost X-Forwarded-For entry, which the client writes itself, so every
 * per-IP limit could be dodged with a forged header.
 */
export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const text = raw.trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'no' || text === '0') return false;
  if (text === 'true' || text === 'yes') {
    ctx.addIssue({
      code: 'custom',
      message:
        "'true' would trust any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)",
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) {
      ctx.addIssue({ code: 'custom', message: 'must be at most 10 proxy hops' });
      return z.NEVER;
    }
    return hops;
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined || entries.length === 0) {
    ctx.addIssue({
      code: 'custom',
      message: `'${bad ?? raw}' is not a hop count, an IP address or a CIDR range like 10.0.0.0/8`,
    });
    return z.NEVER;
  }
  const tooWide = trustsTooMuch(entries);
  if (tooWide) {
    ctx.addIssue({ code: 'custom', message: tooWide });
    return z.NEVER;
  }
  return entries;
}

/**
 * The widest set of proxy addresses TRUST_PROXY may name: every private range at once
 * (10/8, 172.16/12, 192.168/16, 100.64/10, fc00::/7, fe80::/10 and more) fits; a list covering the internet
 * (0.0.0.0/0, or 0.0.0.0/1 with 128.0.0.0/1) would let any client write its own address.
 */
const MAX_TRUSTED_IPV4 = 2n ** 25n;
const MAX_TRUSTED_IPV6 = 2n ** 122n;

/** Why these proxy ranges trust too much (a message), or undefined when they are narrow enough. */
function trustsTooMuch(entries: string[]): string | undefined {
  let v4 = 0n;
  let v6 = 0n;
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const version = isIP(address);
    let prefix = bits === undefined ? (version === 4 ? 32 : 128) : Number(bits);
    // ::ffff:a.b.c.d/n names IPv4 clients of a dual-stack listener.
    const mapped = version === 6 && /^::ffff:/i.test(address);
    if (mapped) prefix = Math.max(0, prefix - 96);
    if (version === 4 || mapped) v4 += 2n ** BigInt(32 - Math.min(32, prefix));
    else v6 += 2n ** BigInt(128 - prefix);
  }
  if (v4 <= MAX_TRUSTED_IPV4 && v6 <= MAX_TRUSTED_IPV6) return undefined;
  return (
    `'${entries.join(',')}' trusts ${v4 > MAX_TRUSTED_IPV4 ? 'a large part of all IPv4' : 'a large part of all IPv6'} ` +
    'addresses, so any client could write its own address in X-Forwarded-For; list only your proxies ' +
    '(e.g. 10.0.0.0/8,fc00::/7) or give the number of proxies in front (e.g. 1)'
  );
}

function isProxyAddress(entry: string): boolean {
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}
