import { describe, expect, it } from 'vitest';
import { runningSeries, summarizeBets, type SummarizableBet } from './summarize-bets';

const b = (over: Partial<SummarizableBet>): SummarizableBet => ({
  stake: 1,
  unitSize: null,
  result: null,
  profit: null,
  clv: null,
  commenceTime: '2026-11-26T18:00:00.000Z',
  ...over,
});

const bets: SummarizableBet[] = [
  b({
    stake: 2,
    result: 'win',
    profit: 1.818,
    clv: 3.5,
    unitSize: 50,
    commenceTime: '2026-11-23T18:00:00.000Z',
  }),
  b({
    stake: 1,
    result: 'loss',
    profit: -1,
    clv: -1.5,
    unitSize: 50,
    commenceTime: '2026-11-24T18:00:00.000Z',
  }),
  b({ stake: 1.5, result: 'push', profit: 0, clv: 0.5, commenceTime: '2026-11-25T18:00:00.000Z' }),
  b({ stake: 1, result: 'void', profit: 0, clv: 9, commenceTime: '2026-11-22T18:00:00.000Z' }),
  b({ stake: 1, clv: 2, commenceTime: '2026-11-26T01:00:00.000Z' }),
  b({ stake: 3 }),
];

describe('summarizeBets', () => {
  it('counts as the record does: ROI over decided stakes, CLV over known closes without voids', () => {
    const s = summarizeBets(bets);
    expect(s).toMatchObject({ count: 6, wins: 1, losses: 1, pushes: 1, voids: 1, pending: 2 });
    // Decided stakes 2 + 1 = 3; net 1.818 − 1 = 0.818; ROI 27.3%.
    expect(s.staked).toBe(3);
    expect(s.profit).toBe(0.82);
    expect(s.roi).toBe(27.3);
    // (3.5 − 1.5 + 0.5 + 2) / 4 = 1.125 → 1.13 (the void's 9 is left out).
    expect(s.clv).toBe(1.13);
    // Dollars over the two bets with a $50 unit: staked 150, profit 90.9 − 50 = 40.9.
    expect(s.dollars).toEqual({ staked: 150, profit: 40.9, bets: 2 });
  });

  it('an empty list has no ROI and no CLV', () => {
    expect(summarizeBets([])).toMatchObject({
      count: 0,
      staked: 0,
      profit: 0,
      roi: null,
      clv: null,
      dollars: null,
    });
  });
});

describe('runningSeries', () => {
  it('profit after each graded bet and the running mean CLV, in kickoff order, voids out', () => {
    const s = runningSeries(bets);
    expect(s.profit.map((p) => p.value)).toEqual([1.82, 0.82, 0.82]);
    expect(s.profit[0]!.at).toBe('2026-11-23T18:00:00.000Z');
    // 3.5; (3.5 − 1.5)/2 = 1; (2 + 0.5)/3 = 0.83; (2.5 + 2)/4 = 1.13.
    expect(s.clv.map((p) => p.value)).toEqual([3.5, 1, 0.83, 1.13]);
  });
});
