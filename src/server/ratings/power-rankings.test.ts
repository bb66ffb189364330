import { describe, expect, it } from 'vitest';
import { rankSpPlus, rankTeams, type RatedTeam } from './power-rankings';

const team = (teamId: string, rating: number): RatedTeam => ({
  teamId,
  team: teamId.toUpperCase(),
  rating,
  offense: rating / 2 + 0.04,
  defense: -rating / 2,
  gamesThisSeason: 3,
});

describe('rankTeams', () => {
  it('orders by rating and reports the move since the previous ratings', () => {
    const ranked = rankTeams(
      [team('kc', 7.26), team('buf', 8), team('det', 5), team('new', 1)],
      [team('kc', 9), team('buf', 6), team('det', 7)],
    );
    expect(ranked.map((r) => [r.teamId, r.rank, r.movement])).toEqual([
      ['buf', 1, 2],
      ['kc', 2, -1],
      ['det', 3, -1],
      ['new', 4, null],
    ]);
    expect(ranked[1]?.rating).toBe(7.3);
  });

  it('breaks ties by name so the order is stable', () => {
    expect(rankTeams([team('b', 1), team('a', 1)], []).map((r) => r.teamId)).toEqual(['a', 'b']);
  });
});

describe('rankSpPlus', () => {
  it('ranks by overall rating', () => {
    expect(
      rankSpPlus([
        { team: 'X', rating: 3 },
        { team: 'Y', rating: 9 },
      ]).map((r) => [r.team, r.rank]),
    ).toEqual([
      ['Y', 1],
      ['X', 2],
    ]);
  });
});
