import { describe, expect, it } from 'vitest';
import { intFlag, parseArgs, requireFlag, UsageError } from './parse-args';

describe('parseArgs', () => {
  it('separates positionals from --flag value pairs and --flag=value', () => {
    const args = parseArgs(['license', 'create', '--email', 'a@b.co', '--plan=nfl', '--days', '7', '--help']);
    expect(args.positionals).toEqual(['license', 'create']);
    expect(args.flags.get('email')).toBe('a@b.co');
    expect(args.flags.get('plan')).toBe('nfl');
    expect(args.flags.get('days')).toBe('7');
    expect(args.flags.get('help')).toBe(true);
  });

  it('names an unknown flag, or a flag without its value, as a usage error', () => {
    expect(() => parseArgs(['license', 'list', '--verbose'])).toThrow(UsageError);
    expect(() => parseArgs(['license', 'list', '--verbose'])).toThrow(/--verbose/);
    expect(() => parseArgs(['admin-key', 'create', '--label'])).toThrow(/--label/);
  });

  it('rejects missing and out-of-range flags with usage errors', () => {
    const args = parseArgs(['--days', '0', '--email', '']);
    expect(() => requireFlag(args, 'email')).toThrow(UsageError);
    expect(() => intFlag(args, 'days', 1, 3650)).toThrow('--days must be a whole number from 1 to 3650');
    expect(intFlag(parseArgs([]), 'days', 1, 10, 5)).toBe(5);
  });
});
