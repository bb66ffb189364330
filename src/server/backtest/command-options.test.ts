import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli/parse-args';
import { parseBacktestArgs, parseLosoArgs, parseTuneArgs } from './command-options';

/** Each command reads its own flags (README.md, docs/model.md and its usage line), nobody else's. */
describe('backtest command flags', () => {
  it('npm run backtest takes --league --from --to --data --json --svg and rejects others', () => {
    const args = parseBacktestArgs([
      '--league',
      'cfb',
      '--from',
      '2024',
      '--to',
      '2024',
      '--json',
      'out/cfb.json',
      '--data',
      '/tmp/data',
      '--svg',
      'none',
    ]);
    expect(Object.fromEntries(args.flags)).toEqual({
      league: 'cfb',
      from: '2024',
      to: '2024',
      json: 'out/cfb.json',
      data: '/tmp/data',
      svg: 'none',
    });
    expect(() => parseBacktestArgs(['--league', 'nfl', '--passes', '3'])).toThrow(UsageError);
    expect(() => parseBacktestArgs(['--league', 'nfl', '--email', 'a@b.c'])).toThrow(/--email/);
  });

  it('tune.ts takes --league --from --to --passes --only --hold-out --start and rejects others', () => {
    const args = parseTuneArgs([
      '--league',
      'nfl',
      '--from',
      '2001',
      '--to',
      '2014',
      '--passes',
      '3',
      '--only',
      'quarterbacks,lines',
      '--hold-out',
      '2010',
      '--start',
      'start.json',
    ]);
    expect(Object.fromEntries(args.flags)).toEqual({
      league: 'nfl',
      from: '2001',
      to: '2014',
      passes: '3',
      only: 'quarterbacks,lines',
      'hold-out': '2010',
      start: 'start.json',
    });
    expect(() => parseTuneArgs(['--league', 'nfl', '--json', 'x.json'])).toThrow(/--json/);
  });

  it('loso.ts takes --league --from --to and rejects others', () => {
    const args = parseLosoArgs(['--league', 'cfb', '--from', '2022', '--to', '2024']);
    expect(Object.fromEntries(args.flags)).toEqual({ league: 'cfb', from: '2022', to: '2024' });
    expect(() => parseLosoArgs(['--league', 'nfl', '--passes', '2'])).toThrow(/--passes/);
  });
});
