import { describe, expect, it } from 'vitest';
import { advancedStatBlocks } from './advanced-stat-blocks';

const base = { awayTeam: 'Chiefs', homeTeam: 'Bills' };
const stats = (extra: object) => ({
  modelTotal: 47,
  awayExpectedScore: 23,
  homeExpectedScore: 24,
  marketTotal: 47,
  advancedStats: {
    season: 2024,
    source: 'nflverse',
    awayTeamOffense: { totalYardsPerPlay: 5.94, scoringPercentage: 41.25 },
    awayTeamDefense: {},
    homeTeamOffense: { passNetYardsPerAttempt: 6.8 },
    homeTeamDefense: { turnoverPercentage: 12 },
    ...extra,
  },
});

describe('advancedStatBlocks', () => {
  it('pairs each offense with the other defense, NFL labels, one decimal, empty blocks left out', () => {
    const blocks = advancedStatBlocks({ ...base, sport: 'NFL', totalProjections: stats({}) });
    expect(blocks).toEqual([
      {
        title: 'Chiefs Offense',
        rows: [
          { label: 'Y/P', value: '5.9' },
          { label: 'Sc%', value: '41.3%' },
        ],
      },
      { title: 'Bills Defense', rows: [{ label: 'TO%', value: '12.0%' }] },
      { title: 'Bills Offense', rows: [{ label: 'Pass NY/A', value: '6.8' }] },
    ]);
  });

  it('uses the college labels for CFB and nothing without stats', () => {
    const cfb = advancedStatBlocks({
      ...base,
      sport: 'CFB',
      totalProjections: stats({ awayTeamOffense: { passingYardsPerGame: 251.44, totalYardsPerPlay: 6.1 } }),
    });
    expect(cfb[0]).toEqual({
      title: 'Chiefs Offense',
      rows: [
        { label: 'Pass Yds/G', value: '251.4' },
        { label: 'TOT Y/P', value: '6.1' },
      ],
    });
    expect(
      advancedStatBlocks({
        ...base,
        sport: 'NFL',
        totalProjections: {
          modelTotal: null,
          awayExpectedScore: null,
          homeExpectedScore: null,
          marketTotal: null,
        },
      }),
    ).toEqual([]);
  });
});
