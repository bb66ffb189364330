import { describe, expect, it } from 'vitest';
import { LicenseLookups } from './license-lookups';

describe('LicenseLookups', () => {
  it('remembers a found value and forgets everything when something changed', async () => {
    let now = 0;
    const lookups = new LicenseLookups(() => now);
    let reads = 0;
    const load = () => {
      reads++;
      return Promise.resolve({ id: 'a', reads });
    };
    expect(await lookups.remember('k', load)).toEqual({ id: 'a', reads: 1 });
    expect(await lookups.remember('k', load)).toEqual({ id: 'a', reads: 1 });
    lookups.changed();
    expect(await lookups.remember('k', load)).toEqual({ id: 'a', reads: 2 });
    now += 60_000;
    expect(await lookups.remember('k', load)).toEqual({ id: 'a', reads: 3 });
  });

  it('does not remember a miss', async () => {
    const lookups = new LicenseLookups(() => 0);
    let reads = 0;
    const load = () => {
      reads++;
      return Promise.resolve(undefined);
    };
    await lookups.remember('k', load);
    await lookups.remember('k', load);
    expect(reads).toBe(2);
  });

  it('does not remember a look-up that was under way when something changed', async () => {
    const lookups = new LicenseLookups(() => 0);
    let release!: (v: string) => void;
    const slow = lookups.remember('k', () => new Promise<string>((r) => (release = r)));
    lookups.changed(); // e.g. a revocation written while the read was in flight
    release('before the change');
    expect(await slow).toBe('before the change');
    expect(await lookups.remember('k', () => Promise.resolve('after the change'))).toBe('after the change');
  });
});
