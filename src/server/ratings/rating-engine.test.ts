import { describe, expect, it } from 'vitest';
import { groupIntoRounds } from './football-weeks';
import type { CompletedGame } from './game-types';
import { rateGames } from './rate-games';
import { CFB_RATING_CONFIG, NFL_RATING_CONFIG } from './rating-config';
import { cappedScores, RatingEngine } from './rating-engine';

const DAY = 86_400_000;
const SEASON_START = Date.UTC(2023, 8, 10, 17); // a Sunday

/** A small deterministic league: four teams of clearly different strength, two seasons. */
function league(): CompletedGame[] {
  const strength: Record<string, number> = { A: 10, B: 3, C: -3, D: -10 };
  const teams = Object.keys(strength);
  const games: CompletedGame[] = [];
  for (const season of [2023, 2024]) {
    const start = SEASON_START + (season - 2023) * 364 * DAY;
    let week = 0;
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < teams.length; i++) {
        for (let j = 0; j < teams.length; j++) {
          if (i === j || (i + j + round) % 2 === 0) continue;
          const home = teams[i]!;
          const away = teams[j]!;
          const noise = ((i * 7 + j * 3 + round * 5 + season) % 9) - 4;
          const margin = strength[home]! - strength[away]! + 2 + noise;
          games.push({
            season,
            kickoff: start + week * 7 * DAY,
            home,
            away,
            neutral: false,
            homeScore: 21 + Math.max(0, margin),
            awayScore: 21 + Math.max(0, -margin),
            homeLine: -(strength[home]! - strength[away]! + 2),
            totalLine: 44,
          });
          week++;
        }
      }
    }
  }
  return games;
}

function walk(games: readonly CompletedGame[]) {
  const engine = new RatingEngine(NFL_RATING_CONFIG);
  return groupIntoRounds(games).flatMap((round) => engine.ingestRound(round).map((p) => p.model));
}

describe('RatingEngine', () => {
  it('never lets a later result change an earlier prediction (no leakage)', () => {
    const games = league();
    const baseline = walk(games);
    const cut = Math.floor(games.length * 0.6);
    const altered = games.map((g, i) => (i === cut ? { ...g, homeScore: g.homeScore + 45 } : g));
    const changed = walk(altered);
    const sortedKickoffs = [...games].sort((a, b) => a.kickoff - b.kickoff);
    const alteredKickoff = games[cut]!.kickoff;
    sortedKickoffs.forEach((g, i) => {
      if (g.kickoff <= alteredKickoff) {
        // Up to and including the altered game's own week: identical, to the last bit.
        expect(changed[i]).toEqual(baseline[i]);
      }
    });
    // And the change does reach later predictions, so the test is not vacuous.
    const later = sortedKickoffs.findIndex((g) => g.kickoff > alteredKickoff + 7 * DAY);
    expect(changed[later]!.spread).not.toBe(baseline[later]!.spread);
  });

  it('never lets a game’s own closing line (or a later one) into a prediction; earlier lines reach later ones', () => {
    const games = league();
    expect(NFL_RATING_CONFIG.lines.enabled).toBe(true);
    const baseline = walk(games);
    const cut = Math.floor(games.length * 0.6);
    const altered = games.map((g, i) => (i === cut ? { ...g, homeLine: (g.homeLine ?? 0) - 14 } : g));
    const changed = walk(altered);
    const sortedKickoffs = [...games].sort((a, b) => a.kickoff - b.kickoff);
    const alteredKickoff = games[cut]!.kickoff;
    sortedKickoffs.forEach((g, i) => {
      if (g.kickoff <= alteredKickoff) expect(changed[i]).toEqual(baseline[i]);
    });
    const later = sortedKickoffs.findIndex((g) => g.kickoff > alteredKickoff + 7 * DAY);
    expect(changed[later]!.linesMargin).not.toBe(baseline[later]!.linesMargin);
  });

  it('prices the starting quarterback: a new starter moves the line, and an omitted one is the last starter', () => {
    // Team A wins with "a1" at quarterback; its one game with "a2" is a heavy loss.
    const games = league().map((g) => ({
      ...g,
      ...(g.home === 'A' ? { homeQb: 'a1' } : {}),
      ...(g.away === 'A' ? { awayQb: 'a1' } : {}),
    }));
    const lastA = [...games].reverse().find((g) => g.home === 'A' || g.away === 'A')!;
    const withBackup = games.map((g) =>
      g === lastA
        ? {
            ...g,
            ...(g.home === 'A'
              ? { homeQb: 'a2', homeScore: 0, awayScore: 35 }
              : { awayQb: 'a2', homeScore: 35, awayScore: 0 }),
          }
        : g,
    );
    const rated = rateGames(withBackup, NFL_RATING_CONFIG);
    const starter = rated.predict('A', 'D', true, { homeQb: 'a1' });
    const backup = rated.predict('A', 'D', true, { homeQb: 'a2' });
    const rookie = rated.predict('A', 'D', true, { homeQb: 'never-started' });
    expect(starter.model.homeQuarterback).toBe('a1');
    // The loss is charged partly to a2, so A with a1 is priced better than A with a2.
    expect(-starter.spread).toBeGreaterThan(-backup.spread);
    // A quarterback never seen starts at the new-quarterback prior (below average in the NFL config).
    expect(NFL_RATING_CONFIG.quarterbacks.newPrior).toBeLessThan(0);
    expect(-rookie.spread).toBeLessThan(-starter.spread);
    // Omitted: the team's most recent starter (a2 started A's last game).
    const assumed = rated.predict('A', 'D', true);
    expect(assumed.model.homeQuarterback).toBe('a2');
    expect(assumed.spread).toBeCloseTo(backup.spread, 9);
    // Teams without quarterback data price exactly as before (no quarterback term).
    expect(assumed.model.awayQuarterback).toBeUndefined();
  });

  it('ranks teams by strength, puts the better team as favourite, and uses the product sign', () => {
    const rated = rateGames(league(), NFL_RATING_CONFIG);
    const margins = Object.fromEntries(rated.ratings.map((r) => [r.team, r.margin]));
    expect(margins.A!).toBeGreaterThan(margins.B!);
    expect(margins.B!).toBeGreaterThan(margins.C!);
    expect(margins.C!).toBeGreaterThan(margins.D!);
    const p = rated.predict('A', 'D', false);
    expect(p.spread).toBeLessThan(0); // home favourite: negative spread
    expect(p.expectedHome - p.expectedAway).toBeCloseTo(-p.spread, 9);
    expect(p.expectedHome + p.expectedAway).toBeCloseTo(p.total, 9);
    expect(p.residualSigma).toBeGreaterThan(0);
    const neutral = rated.predict('A', 'D', true);
    expect(neutral.spread).toBeGreaterThan(p.spread); // home field removed
    const swapped = rated.predict('D', 'A', true);
    expect(swapped.model.ridgeMargin).toBeCloseTo(-neutral.model.ridgeMargin, 9);
  });

  it('shrinks toward the market with the documented formula', () => {
    const rated = rateGames(league(), NFL_RATING_CONFIG);
    const p = rated.predict('B', 'C', false, { market: { homeLine: -3, totalLine: 41 } });
    const w = rated.state.weights.marketModelWeight;
    expect(p.blended).toBeDefined();
    expect(-p.spread).toBeCloseTo(w * -p.model.spread + (1 - w) * 3, 9);
  });

  it('regresses ratings toward the baseline between seasons', () => {
    const games = league().filter((g) => g.season === 2023);
    const engine = new RatingEngine(NFL_RATING_CONFIG);
    for (const round of groupIntoRounds(games)) engine.ingestRound(round);
    const end = engine.predict({
      season: 2023,
      kickoff: SEASON_START + 200 * DAY,
      home: 'A',
      away: 'D',
      neutral: true,
    });
    const next = engine.predict({
      season: 2024,
      kickoff: SEASON_START + 364 * DAY,
      home: 'A',
      away: 'D',
      neutral: true,
    });
    expect(Math.abs(next.ridgeMargin)).toBeLessThan(Math.abs(end.ridgeMargin));
    expect(Math.sign(next.ridgeMargin)).toBe(Math.sign(end.ridgeMargin));
    expect(() =>
      engine.predict({ season: 2023, kickoff: SEASON_START, home: 'A', away: 'D', neutral: true }),
    ).toThrow(RangeError);
  });

  it('refuses rounds out of time order or with mixed seasons', () => {
    const games = league();
    const engine = new RatingEngine(NFL_RATING_CONFIG);
    const rounds = groupIntoRounds(games);
    engine.ingestRound(rounds[1]!);
    expect(() => engine.ingestRound(rounds[0]!)).toThrow(RangeError);
    expect(() => new RatingEngine().ingestRound([games[0]!, games[games.length - 1]!])).toThrow(RangeError);
  });

  it('gives college teams below FBS their own low prior', () => {
    const engine = new RatingEngine(CFB_RATING_CONFIG, {
      seasonRatings: [
        { season: 2022, team: 'Georgia', spOverall: 30, spOffense: 40, spDefense: 10, fpi: 28 },
      ],
    });
    const fbsVsFcs = engine.predict({
      season: 2023,
      kickoff: SEASON_START,
      home: 'Georgia',
      away: 'Mercer',
      neutral: true,
      homeFbs: true,
      awayFbs: false,
    });
    const { spWeight, fpiWeight, lowerDivisionMargin } = CFB_RATING_CONFIG.priors;
    // No games yet: the ridge margin is the difference of the two baselines.
    expect(fbsVsFcs.ridgeMargin).toBeCloseTo(spWeight * 30 + fpiWeight * 28 - lowerDivisionMargin, 6);
  });
});

describe('RatingEngine totals weighted with their own decay', () => {
  const walkWith = (decayDays: number, totalDecayDays?: number) => {
    const config = {
      ...NFL_RATING_CONFIG,
      ridge: {
        ...NFL_RATING_CONFIG.ridge,
        decayDays,
        ...(totalDecayDays === undefined ? {} : { totalDecayDays }),
      },
    };
    const engine = new RatingEngine(config);
    return groupIntoRounds(league()).flatMap((round) => engine.ingestRound(round).map((p) => p.model));
  };

  it("prices the margin as the margin decay's fit does and the total as the totals decay's fit does", () => {
    const short = walkWith(60);
    const long = walkWith(3000);
    const split = walkWith(60, 3000);
    const last = short.length - 1;
    // The decay matters in this league, so the test can tell the two apart.
    expect(short[last]!.ridgeTotal).not.toBeCloseTo(long[last]!.ridgeTotal, 2);
    // Within the first season all three start from the same priors; from the next pre-season on, the
    // split fit carries its own (margin half from τ 60, totals half from τ 3000) forward.
    const firstSeason = league().filter((g) => g.season === 2023).length;
    split.forEach((p, i) => {
      expect(p.expectedHome + p.expectedAway).toBeCloseTo(p.total, 9);
      if (i >= firstSeason) return;
      expect(p.ridgeMargin).toBeCloseTo(short[i]!.ridgeMargin, 4);
      expect(p.ridgeTotal).toBeCloseTo(long[i]!.ridgeTotal, 4);
    });
  });

  it('is the plain fit when the totals decay equals the margin decay', () => {
    expect(walkWith(500, 500)).toEqual(walkWith(500));
  });
});

describe('cappedScores', () => {
  it('keeps the total and scales the margin beyond the cap', () => {
    expect(cappedScores(56, 0, 28, 0.5)).toEqual({ homeScore: 49, awayScore: 7 });
    expect(cappedScores(24, 17, 28, 0.5)).toEqual({ homeScore: 24, awayScore: 17 });
    expect(cappedScores(0, 56, undefined, 0.5)).toEqual({ homeScore: 0, awayScore: 56 });
  });
});
