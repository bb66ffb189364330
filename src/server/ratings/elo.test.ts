import { describe, expect, it } from 'vitest';
import {
  eloDifference,
  eloExpectedMargin,
  eloShift,
  eloWinProbability,
  marginMultiplier,
  pointsEloShift,
  revertElo,
  type EloParams,
} from './elo';

/** FiveThirtyEight's NFL parameters, whose published worked examples these tests replay. */
const P: EloParams = { k: 20, homeField: 65, eloPerPoint: 25, byeBonus: 25 };

describe('FiveThirtyEight NFL Elo', () => {
  it('updates a home win by 7 exactly as computed by hand', () => {
    // Home 1600, away 1500, home field 65 → Δ = 165.
    // P(home) = 1/(1 + 10^(−165/400)) = 1/(1 + 0.386812) = 0.721078.
    // Multiplier = ln(8)·2.2/(0.165 + 2.2) = 2.079442·2.2/2.365 = 1.934364.
    // Shift = 20 · 1.934364 · (1 − 0.721078) = 10.79073.
    const m = { homeElo: 1600, awayElo: 1500, neutral: false };
    expect(eloDifference(P, m)).toBe(165);
    expect(eloWinProbability(165)).toBeCloseTo(0.721078, 6);
    expect(marginMultiplier(7, 165)).toBeCloseTo(1.934364, 6);
    expect(eloShift(P, m, 24, 17)).toBeCloseTo(10.79073, 4);
  });

  it('damps a favourite’s blow-out and rewards an underdog’s upset more', () => {
    const m = { homeElo: 1600, awayElo: 1500, neutral: true };
    // Away (underdog by 100) wins by 3: multiplier uses Δ from the winner's side = −100.
    // P(home) = 1/(1 + 10^(−0.25)) = 0.640065; mult = ln(4)·2.2/(−0.1 + 2.2) = 1.452308.
    // Shift = 20 · 1.452308 · (0 − 0.640065) = −18.59144.
    expect(eloShift(P, m, 17, 20)).toBeCloseTo(-18.59144, 4);
    expect(marginMultiplier(21, 300)).toBeLessThan(marginMultiplier(21, -300));
  });

  it('scores a tie as half a win with the 2.2 multiplier, spreads at Δ/25, reverts a third to 1505', () => {
    const m = { homeElo: 1505, awayElo: 1505, neutral: true };
    expect(marginMultiplier(0, 0)).toBeCloseTo(Math.log(2) * 2.2, 12);
    expect(eloShift(P, m, 20, 20)).toBeCloseTo(0, 12);
    expect(eloExpectedMargin(P, { homeElo: 1550, awayElo: 1500, neutral: false })).toBeCloseTo(115 / 25, 12);
    expect(eloExpectedMargin(P, { homeElo: 1550, awayElo: 1500, neutral: true, homeBye: true })).toBeCloseTo(
      3,
      12,
    );
    expect(revertElo(1700, 1 / 3)).toBeCloseTo(1505 + (2 / 3) * 195, 9);
    expect(revertElo(1300, 0.5, 1400)).toBe(1350);
  });
});

describe('points Elo', () => {
  const C = { k: 50, homeField: 90, eloPerPoint: 25, byeBonus: 0 };

  it('moves the ratings by pointsK of the margin surprise, in Elo units', () => {
    // Δ = 1600 − 1500 + 90 = 190 → expected home margin 7.6; home wins by 14: 0.3·(14 − 7.6)·25 = 48.
    const m = { homeElo: 1600, awayElo: 1500, neutral: false };
    expect(pointsEloShift(C, m, 14, 0.3)).toBeCloseTo(48, 12);
    // A result exactly as expected moves nothing; a neutral site drops the home field.
    expect(pointsEloShift(C, m, 7.6, 0.3)).toBeCloseTo(0, 12);
    expect(pointsEloShift(C, { ...m, neutral: true }, 4, 0.3)).toBeCloseTo(0, 12);
  });

  it('is antisymmetric: swapping the sides flips the shift', () => {
    const m = { homeElo: 1550, awayElo: 1480, neutral: true };
    const swapped = { homeElo: 1480, awayElo: 1550, neutral: true };
    expect(pointsEloShift(C, swapped, -10, 0.2)).toBeCloseTo(-pointsEloShift(C, m, 10, 0.2), 12);
  });
});
