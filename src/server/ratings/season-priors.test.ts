import { describe, expect, it } from 'vitest';
import { offenseDefense, PreseasonBaselines } from './season-priors';

const settings = {
  spWeight: 0.5,
  fpiWeight: 0.25,
  talentWeight: 0,
  newTopDivisionMargin: -6,
  lowerDivisionMargin: -20,
};

describe('PreseasonBaselines', () => {
  const ratings = [
    { season: 2022, team: 'Georgia', spOverall: 30, spOffense: 40, spDefense: 12, fpi: 26 },
    { season: 2022, team: 'Akron', spOverall: -20, spOffense: 16, spDefense: 34, fpi: -18 },
    { season: 2023, team: 'Georgia', spOverall: 99, spOffense: 99, spDefense: 0, fpi: 99 },
  ];
  const b = new PreseasonBaselines(ratings, settings);

  it('seeds season N only from season N − 1 ratings', () => {
    // 2023 uses the 2022 row: margin = 0.5·30 + 0.25·26 = 21.5, never the 2023 row's 99.
    expect(b.baseline(2023, 'Georgia', true).margin).toBeCloseTo(21.5, 12);
    // Offense/defense tilt: average offense 28, defense 23; (40 − 28) + (12 − 23) = 1, scaled by 0.75.
    expect(b.baseline(2023, 'Georgia', true).total).toBeCloseTo(0.75, 12);
    const od = offenseDefense(b.baseline(2023, 'Georgia', true));
    expect(od.offense - od.defense).toBeCloseTo(21.5, 12);
  });

  it('gives FBS newcomers and lower divisions their own priors', () => {
    expect(b.baseline(2023, 'Sam Houston', true).margin).toBe(-6);
    expect(b.baseline(2023, 'Montana', false).margin).toBe(-20);
    // No published ratings at all for the previous season: top-division teams start average.
    expect(b.baseline(2022, 'Georgia', true).margin).toBe(0);
    expect(b.hasRatingsFor(2023)).toBe(true);
    expect(b.hasRatingsFor(2022)).toBe(false);
  });

  it('mixes in the ratings of two seasons back when asked, for teams rated in both', () => {
    const twoBack = new PreseasonBaselines(
      [
        { season: 2021, team: 'Georgia', spOverall: 10, spOffense: 30, spDefense: 20, fpi: 6 },
        ...ratings,
        { season: 2023, team: 'Akron', spOverall: -10, spOffense: 20, spDefense: 30, fpi: -8 },
      ],
      { ...settings, twoSeasonsBackWeight: 0.25 },
    );
    // 2023: 0.75·(0.5·30 + 0.25·26) + 0.25·(0.5·10 + 0.25·6) = 0.75·21.5 + 0.25·6.5 = 17.75; the tilt stays last season's.
    expect(twoBack.baseline(2023, 'Georgia', true).margin).toBeCloseTo(17.75, 12);
    expect(twoBack.baseline(2023, 'Georgia', true).total).toBeCloseTo(0.75, 12);
    // Akron has no 2021 row: last season's baseline alone (0.5·−20 + 0.25·−18 = −14.5).
    expect(twoBack.baseline(2023, 'Akron', true).margin).toBeCloseTo(-14.5, 12);
    // Never season N's own row: 2024 uses 2023 (Georgia 99 …) and 2022, not 2024.
    expect(twoBack.baseline(2024, 'Akron', true).margin).toBeCloseTo(
      0.75 * (0.5 * -10 + 0.25 * -8) + 0.25 * -14.5,
      12,
    );
    // Off (absent or 0) is exactly the one-season baseline.
    expect(b.baseline(2023, 'Georgia', true).margin).toBeCloseTo(21.5, 12);
  });
});
