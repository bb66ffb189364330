import { z } from 'zod';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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
 * How much TRUST_PROXY may name. Every private range at once, of any width (10/8, 172.16/12,
 * 192.168/16, 100.64/10, 127/8, 169.254/16, fc00::/7, fe80::/10, ::1), fits: no client on the
 * internet connects from those. Of public space, at most a /8's worth of IPv4 and of IPv6: a CDN's
 * published ranges fit, a list covering the internet (0.0.0.0/0, 0.0.0.0/1 with 128.0.0.0/1,
 * ::ffff:0:0/96 however it is spelled) would let any client write its own address.
 */
const MAX_PUBLIC_IPV4 = 2n ** 24n;
const MAX_PUBLIC_IPV6 = 2n ** 120n;

/** An inclusive range of addresses in one 128-bit space, IPv4 a.b.c.d taken as ::ffff:a.b.c.d. */
interface AddressRange {
  first: bigint;
  last: bigint;
}

const IPV4_MAPPED = 0xffffn << 32n;

/**
 * A proxy entry as the range proxy-addr matches: an IPv4 client is also compared as
 * ::ffff:a.b.c.d against IPv6 ranges, so IPv4 and IPv4-mapped IPv6 share one space here.
 */
function toRange(entry: string): AddressRange {
  const [address = '', bits] = entry.split('/');
  const parsed = ipaddr.parse(address);
  let value = 0n;
  for (const byte of parsed.toByteArray()) value = (value << 8n) | BigInt(byte);
  const v4 = parsed.kind() === 'ipv4';
  if (v4) value |= IPV4_MAPPED;
  const width = v4 ? 32 : 128;
  const prefix = (bits === undefined ? width : Number(bits)) + (128 - width);
  const size = 1n << BigInt(128 - prefix);
  const first = value & ~(size - 1n);
  return { first, last: first + size - 1n };
}

/** IPv4 clients of a dual-stack listener, and each space's non-public ranges. */
const IPV4_SPACE = toRange('0.0.0.0/0');
const PRIVATE_IPV4 = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '100.64.0.0/10',
  '127.0.0.0/8',
  '169.254.0.0/16',
].map(toRange);
const PRIVATE_IPV6 = ['fc00::/7', 'fe80::/10', '::1/128'].map(toRange);

/** The ranges' union, sorted and without overlaps. */
function union(ranges: AddressRange[]): AddressRange[] {
  const sorted = [...ranges].sort((a, b) => (a.first < b.first ? -1 : a.first > b.first ? 1 : 0));
  const merged: AddressRange[] = [];
  for (const range of sorted) {
    const previous = merged.at(-1);
    if (previous && range.first <= previous.last + 1n) {
      if (range.last > previous.last) previous.last = range.last;
    } else merged.push({ ...range });
  }
  return merged;
}

/** How many addresses of `within` the (disjoint) ranges cover. */
function overlap(ranges: AddressRange[], within: AddressRange): bigint {
  let count = 0n;
  for (const range of ranges) {
    const first = range.first > within.first ? range.first : within.first;
    const last = range.last < within.last ? range.last : within.last;
    if (first <= last) count += last - first + 1n;
  }
  return count;
}

const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

/** Why these proxy ranges trust too much (a message), or undefined when they are narrow enough. */
function trustsTooMuch(entries: string[]): string | undefined {
  const trusted = union(entries.map(toRange));
  const total = overlap(trusted, { first: 0n, last: (1n << 128n) - 1n });
  const v4 = overlap(trusted, IPV4_SPACE);
  const v4Public = v4 - sum(PRIVATE_IPV4.map((range) => overlap(trusted, range)));
  const v6Public = total - v4 - sum(PRIVATE_IPV6.map((range) => overlap(trusted, range)));
  // Named once, IPv4 first: covering all of IPv6 (::/0) covers ::ffff:0:0/96, all IPv4, as well.
  const wide =
    v4Public > MAX_PUBLIC_IPV4
      ? 'a large part of all IPv4 addresses'
      : v6Public > MAX_PUBLIC_IPV6
        ? 'a large part of all IPv6 addresses'
        : undefined;
  if (wide === undefined) return undefined;
  return (
    `'${entries.join(',')}' trusts ${wide}, ` +
    'so any client could write its own address in X-Forwarded-For; list only your proxies ' +
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
