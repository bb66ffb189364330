import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy';

const schema = z.string().transform(parseTrustProxy);
const parse = (raw: string) => schema.safeParse(raw);
const refusal = (raw: string) => {
  const result = parse(raw);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message).join('; ');
};

describe('parseTrustProxy', () => {
  it('refuses every spelling of "all IPv4 clients" through IPv4-mapped IPv6', () => {
    for (const everyone of [
      '::ffff:0:0/96',
      '::FFFF:0:0/96',
      '::ffff:0.0.0.0/96',
      '0:0:0:0:0:ffff:0:0/96',
      '0::ffff:0:0/96',
      '0:0::ffff:0:0/96',
      '0000:0000:0000:0000:0000:ffff:0000:0000/96',
      '0:0:0:0:0:FFFF:0.0.0.0/96',
      '::ffff:0:0/95',
      '::/64',
      '::/80',
      '::ffff:0:0/97,::ffff:8000:0/97',
      '0::ffff:0:0/97,128.0.0.0/1',
      '::ffff:1.2.3.4/96',
      '::ffff:0:0/104,::ffff:100:0/104',
    ])
      expect(refusal(everyone), everyone).toMatch(/trusts a large part of all IPv4 addresses/);
  });

  it('refuses lists covering all IPv4 or all IPv6 however they are split or written', () => {
    for (const everyone of [
      '0.0.0.0/0',
      '0.0.0.0/1,128.0.0.0/1',
      '0.0.0.0/2,64.0.0.0/2,128.0.0.0/2,192.0.0.0/2',
      '1.2.3.4/0',
      '10.0.0.0/8,11.0.0.0/8,12.0.0.0/8',
      '11.0.0.0/8,12.0.0.1/32',
      '12.0.0.0/7',
    ])
      expect(refusal(everyone), everyone).toMatch(/trusts a large part of all IPv4 addresses/);
    // These cover ::ffff:0:0/96 too, so they are named for IPv4 first.
    for (const everyone of ['::/0', '0::0/0', '0:0:0:0:0:0:0:0/0', '::/1,8000::/1', '::/1,8000::/2,c000::/2'])
      expect(refusal(everyone), everyone).toMatch(/trusts a large part of all IPv4 addresses/);
    for (const everyone of [
      '8000::/1',
      '2000::/3',
      '2001:db8::/7',
      '2000::/8,2100::/8',
      '2000::/3,fc00::/7,fe80::/10',
    ])
      expect(refusal(everyone), everyone).toMatch(/trusts a large part of all IPv6 addresses/);
  });

  it('accepts private ranges of any width, a /8 of public space, and CDN ranges', () => {
    expect(
      parse(
        '10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,100.64.0.0/10,127.0.0.0/8,169.254.0.0/16,fc00::/7,fe80::/10,::1',
      ).data,
    ).toHaveLength(9);
    expect(parse('11.0.0.0/8').data).toEqual(['11.0.0.0/8']);
    expect(parse('10.0.0.0/8,10.0.0.0/8,10.0.0.0/8').data).toHaveLength(3);
    expect(parse('::ffff:10.0.0.0/104,0:0:0:0:0:ffff:a00:0/104').data).toHaveLength(2);
    expect(parse('173.245.48.0/20,104.16.0.0/13,2606:4700::/32').data).toHaveLength(3);
    expect(parse('::ffff:192.0.2.1').data).toEqual(['::ffff:192.0.2.1']);
    expect(parse('2000::/8').data).toEqual(['2000::/8']);
  });

  it('refuses what is not an address or a range', () => {
    for (const bad of [
      'nope',
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/8/8',
      '10.0.0.0/',
      '0x0a.0.0.0/8',
      '10.1/8',
    ])
      expect(refusal(bad), bad).toMatch(/is not a hop count, an IP address or a CIDR range/);
    expect(refusal('true')).toMatch(/would trust any X-Forwarded-For/);
    expect(parse('1').data).toBe(1);
    expect(parse('false').data).toBe(false);
  });
});
