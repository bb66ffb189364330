import { describe, expect, it } from 'vitest';
import { parseProp, type ParsedProp } from './parse-prop';

const empty: ParsedProp = {
  player: null,
  team: null,
  position: null,
  propType: null,
  line: null,
  side: null,
  notes: null,
};

describe('parseProp', () => {
  it.each<[string, Partial<ParsedProp>]>([
    [
      'Patrick Mahomes (KC) over 274.5 passing yards',
      { player: 'Patrick Mahomes', team: 'KC', propType: 'Passing Yards', line: 274.5, side: 'over' },
    ],
    [
      'Travis Kelce o5.5 receptions',
      { player: 'Travis Kelce', propType: 'Receptions', line: 5.5, side: 'over' },
    ],
    [
      'Saquon Barkley PHI rushing yards over 89.5 - great matchup',
      {
        player: 'Saquon Barkley',
        team: 'PHI',
        propType: 'Rushing Yards',
        line: 89.5,
        side: 'over',
        notes: 'great matchup',
      },
    ],
    ['Josh Allen anytime TD', { player: 'Josh Allen', propType: 'Anytime TD' }],
    [
      'Lamar Jackson QB BAL under 1.5 passing TDs',
      {
        player: 'Lamar Jackson',
        team: 'BAL',
        position: 'QB',
        propType: 'Passing TDs',
        line: 1.5,
        side: 'under',
      },
    ],
    [
      'CeeDee Lamb (DAL, WR) over 6.5 receptions (-120)',
      {
        player: 'CeeDee Lamb',
        team: 'DAL',
        position: 'WR',
        propType: 'Receptions',
        line: 6.5,
        side: 'over',
        notes: '(-120)',
      },
    ],
    [
      'Justin Jefferson U 85.5 receiving yards; weather',
      {
        player: 'Justin Jefferson',
        propType: 'Receiving Yards',
        line: 85.5,
        side: 'under',
        notes: 'weather',
      },
    ],
    [
      'Derrick Henry (Ravens) 99.5 rush yds over',
      { player: 'Derrick Henry', team: 'BAL', propType: 'Rushing Yards', line: 99.5, side: 'over' },
    ],
    ['Puka Nacua LA 7.5 catches', { player: 'Puka Nacua', team: 'LA', propType: 'Receptions', line: 7.5 }],
    [
      'Bijan Robinson 120.5+ rush + rec yards vs a weak front',
      {
        player: 'Bijan Robinson',
        propType: 'Rushing + Receiving Yards',
        line: 120.5,
        side: 'over',
        notes: 'vs a weak front',
      },
    ],
    ['DK Metcalf first TD scorer', { player: 'DK Metcalf', propType: 'First TD' }],
    [
      'Joe Burrow (CIN, QB) under 0.5 interceptions',
      {
        player: 'Joe Burrow',
        team: 'CIN',
        position: 'QB',
        propType: 'Interceptions',
        line: 0.5,
        side: 'under',
      },
    ],
    [
      'George Kittle SF TE over 55.5 receiving yards',
      {
        player: 'George Kittle',
        team: 'SF',
        position: 'TE',
        propType: 'Receiving Yards',
        line: 55.5,
        side: 'over',
      },
    ],
  ])('%s', (text, expected) => {
    expect(parseProp(text)).toEqual({ ...empty, ...expected });
  });

  it('leaves what it cannot find null', () => {
    expect(parseProp('Love the Chiefs defence this week')).toEqual({
      ...empty,
      player: 'Love the Chiefs defence this week',
    });
    expect(parseProp('over 47.5')).toEqual({ ...empty, line: 47.5, side: 'over' });
    expect(parseProp('  ')).toEqual(empty);
  });

  it('does not take player initials for teams or the over/under letter for a side inside words', () => {
    expect(parseProp('CJ Stroud over 249.5 passing yards').player).toBe('CJ Stroud');
    expect(parseProp('AJ Brown o 70.5 receiving yards')).toMatchObject({
      player: 'AJ Brown',
      side: 'over',
      line: 70.5,
    });
    expect(parseProp('Amon-Ra St. Brown under 6.5 receptions')).toMatchObject({
      player: 'Amon-Ra St. Brown',
      side: 'under',
      team: null,
    });
  });
});
