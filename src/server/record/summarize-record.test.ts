import { describe, expect, it } from 'vitest';
import { summarizeRecord } from './summarize-record';

describe('summarizeRecord', () => {
  it('is empty before any grade', () => {
    expect(summarizeRecord([{ units: 1, grade: null }])).toEqual({
      picks: 1,
      graded: 0,
      wins: 0,
      losses: 0,
      pushes: 0,
      winRate: null,
      units: 0,
      roi: null,
      averageClv: null,
    });
  });
  it('counts wins, losses and pushes; ROI over staked decided units; CLV mean over known closes', () => {
    const s = summarizeRecord([
      { units: 2, grade: { result: 'win', unitsWon: 1.818, clv: 1 } },
      { units: 1, grade: { result: 'loss', unitsWon: -1, clv: -0.5 } },
      { units: 1, grade: { result: 'push', unitsWon: 0, clv: null } },
      { units: 1, grade: { result: 'loss', unitsWon: -1, clv: 0 } },
      { units: 1, grade: null },
    ]);
    expect(s).toMatchObject({ picks: 5, graded: 4, wins: 1, losses: 2, pushes: 1 });
    expect(s.winRate).toBe(33.3);
    expect(s.units).toBe(-0.18);
    // -0.182 net over 4 units staked on decided picks.
    expect(s.roi).toBe(-4.5);
    expect(s.averageClv).toBe(0.17);
  });
});
