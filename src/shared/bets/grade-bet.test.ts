import { describe, expect, it } from 'vitest';
import { betResult, gradeBet, voidReasonOf } from './grade-bet';

const KICKOFF = new Date('2026-11-26T21:30:00Z');
const HOUR = 3_600_000;
const final = (home: number, away: number) => ({
  status: 'final',
  kickoff: KICKOFF,
  homeScore: home,
  awayScore: away,
});
const bet = (over: Partial<Parameters<typeof gradeBet>[0]>) => ({
  market: 'spread' as const,
  side: 'home' as const,
  line: -3,
  price: -110,
  stake: 2,
  kickoffAtPlacement: KICKOFF,
  ...over,
});
const after = new Date(KICKOFF.getTime() + 4 * HOUR);

describe('betResult', () => {
  it('spreads at the bet’s own number', () => {
    expect(betResult({ market: 'spread', side: 'home', line: -3 }, 24, 20)).toBe('win');
    expect(betResult({ market: 'spread', side: 'home', line: -3 }, 23, 20)).toBe('push');
    expect(betResult({ market: 'spread', side: 'away', line: 3 }, 23, 20)).toBe('push');
    expect(betResult({ market: 'spread', side: 'away', line: 2.5 }, 23, 20)).toBe('loss');
  });
  it('totals: over wins above the number, under below, push on it', () => {
    expect(betResult({ market: 'total', side: 'over', line: 44.5 }, 24, 21)).toBe('win');
    expect(betResult({ market: 'total', side: 'under', line: 44.5 }, 24, 21)).toBe('loss');
    expect(betResult({ market: 'total', side: 'under', line: 45 }, 24, 21)).toBe('push');
  });
  it('moneylines: outright, a tie pushes', () => {
    expect(betResult({ market: 'moneyline', side: 'away', line: null }, 17, 20)).toBe('win');
    expect(betResult({ market: 'moneyline', side: 'home', line: null }, 17, 20)).toBe('loss');
    expect(betResult({ market: 'moneyline', side: 'home', line: null }, 20, 20)).toBe('push');
  });
  it('refuses a bet that does not fit its market', () => {
    expect(() => betResult({ market: 'total', side: 'home', line: 44.5 }, 1, 0)).toThrow(RangeError);
    expect(() => betResult({ market: 'spread', side: 'home', line: null }, 1, 0)).toThrow(RangeError);
  });
});

describe('gradeBet', () => {
  it('pays a win at the price, costs a loss, returns a push', () => {
    // 2u at −110: 2 × 100/110 = 1.818.
    expect(gradeBet(bet({}), final(27, 20), after)).toEqual({
      result: 'win',
      profit: 1.818,
      voidReason: null,
    });
    expect(gradeBet(bet({ price: 150 }), final(20, 20), after)).toEqual({
      result: 'loss',
      profit: -2,
      voidReason: null,
    });
    expect(gradeBet(bet({}), final(23, 20), after)).toEqual({ result: 'push', profit: 0, voidReason: null });
    // +150 moneyline on the away side: 2 × 1.5 = 3.
    expect(
      gradeBet(bet({ market: 'moneyline', side: 'away', line: null, price: 150 }), final(17, 20), after),
    ).toEqual({ result: 'win', profit: 3, voidReason: null });
  });

  it('is pending until the game is final', () => {
    expect(
      gradeBet(bet({}), { status: 'scheduled', kickoff: KICKOFF, homeScore: null, awayScore: null }, after),
    ).toBeNull();
  });

  it('voids a game moved more than 36 hours, a cancelled one, and one never scored within 7 days', () => {
    const moved = { ...final(27, 20), kickoff: new Date(KICKOFF.getTime() + 37 * HOUR) };
    expect(gradeBet(bet({}), moved, new Date(moved.kickoff.getTime() + 4 * HOUR))).toEqual({
      result: 'void',
      profit: 0,
      voidReason: 'rescheduled',
    });
    // A flexed kickoff the same day stands.
    const flexed = { ...final(27, 20), kickoff: new Date(KICKOFF.getTime() + 4 * HOUR) };
    expect(gradeBet(bet({}), flexed, new Date(flexed.kickoff.getTime() + 4 * HOUR))?.result).toBe('win');
    const unplayed = { status: 'scheduled', kickoff: KICKOFF, homeScore: null, awayScore: null };
    expect(voidReasonOf(bet({}), unplayed, new Date(KICKOFF.getTime() + 6 * 24 * HOUR))).toBeNull();
    expect(voidReasonOf(bet({}), unplayed, new Date(KICKOFF.getTime() + 7 * 24 * HOUR + 1))).toBe(
      'no-result',
    );
    expect(voidReasonOf(bet({}), { ...unplayed, status: 'cancelled' }, after)).toBe('cancelled');
  });
});
