import { describe, expect, it } from 'vitest';
import { intFlag, parseArgs, requireFlag, UsageError } from './parse-args';

describe('parseArgs', () => {
  it('separates positionals from --flag value pairs and --flag=value', () => {
    const args = parseArgs([
      'license',
      'create',
      '--email',
      'a@b.co',
      '--plan=nfl',
      '--days',
      '7',
      '--verbose',
    ]);
    expect(args.positionals).toEqual(['license', 'create']);
    expect(args.flags.get('email')).toBe('a@b.co');
    expect(args.flags.get('plan')).toBe('nfl');
    expect(args.flags.get('days')).toBe('7');
    expect(args.flags.get('verbose')).toBe(true);
  });

  it('rejects missing and out-of-range flags with usage errors', () => {
    const args = parseArgs(['--days', '0', '--email', '']);
    expect(() => requireFlag(args, 'email')).toThrow(UsageError);
    expect(() => intFlag(args, 'days', 1, 3650)).toThrow('--days must be a whole number from 1 to 3650');
    expect(intFlag(parseArgs([]), 'days', 1, 10, 5)).toBe(5);
  });
});
