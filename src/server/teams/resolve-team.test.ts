import { describe, expect, it } from 'vitest';
import { MAX_SUGGESTIONS, resolveTeam, type ResolveResult } from './resolve-team';
import type { League } from '@shared/league';

function foundId(text: string, league: League, result: ResolveResult = resolveTeam(text, league)): string {
  if (result.status !== 'found')
    throw new Error(`${text}: expected found, got ${JSON.stringify(result.status)}`);
  return result.team.id;
}

function ids(result: ResolveResult): string[] {
  if (result.status === 'found') return [result.team.id];
  return (result.status === 'ambiguous' ? result.candidates : result.suggestions).map((t) => t.id);
}

describe('resolveTeam: exact names and aliases', () => {
  it('finds NFL teams by full name, nickname, city, abbreviations and book labels', () => {
    expect(foundId('Kansas City Chiefs', 'nfl')).toBe('KC');
    expect(foundId('Chiefs', 'nfl')).toBe('KC');
    expect(foundId('kansas city', 'nfl')).toBe('KC');
    expect(foundId('KAN', 'nfl')).toBe('KC'); // Pro-Football-Reference
    expect(foundId('JAC', 'nfl')).toBe('JAX'); // NFL.com
    expect(foundId('WSH', 'nfl')).toBe('WAS'); // ESPN
    expect(foundId('KC Chiefs', 'nfl')).toBe('KC'); // DraftKings
    expect(foundId('N.Y. Giants', 'nfl')).toBe('NYG');
    expect(foundId('NY Giants', 'nfl')).toBe('NYG');
  });

  it('knows the everyday short names', () => {
    expect(foundId('Niners', 'nfl')).toBe('SF');
    expect(foundId('Bucs', 'nfl')).toBe('TB');
    expect(foundId('Pats', 'nfl')).toBe('NE');
    expect(foundId('Jags', 'nfl')).toBe('JAX');
    expect(foundId('Bama', 'cfb')).toBe('alabama');
    expect(foundId('Ole Miss', 'cfb')).toBe('ole-miss');
    expect(foundId('LSU', 'cfb')).toBe('lsu');
    expect(foundId('USC', 'cfb')).toBe('usc');
    expect(foundId('UCF', 'cfb')).toBe('ucf');
    expect(foundId('SMU', 'cfb')).toBe('smu');
    expect(foundId('BYU', 'cfb')).toBe('byu');
    expect(foundId('TCU', 'cfb')).toBe('tcu');
    expect(foundId('Pitt', 'cfb')).toBe('pittsburgh');
    expect(foundId('Cal', 'cfb')).toBe('california');
  });

  it('maps relocated and renamed franchises to the current team', () => {
    expect(foundId('Oakland Raiders', 'nfl')).toBe('LV');
    expect(foundId('OAK', 'nfl')).toBe('LV');
    expect(foundId('San Diego Chargers', 'nfl')).toBe('LAC');
    expect(foundId('SD', 'nfl')).toBe('LAC');
    expect(foundId('St. Louis Rams', 'nfl')).toBe('LA');
    expect(foundId('STL', 'nfl')).toBe('LA');
    expect(foundId('Washington Redskins', 'nfl')).toBe('WAS');
    expect(foundId('Washington Football Team', 'nfl')).toBe('WAS');
    expect(foundId('Washington Commanders', 'nfl')).toBe('WAS');
  });

  it('finds The Odds API spellings that differ from CFBD', () => {
    expect(foundId('San Jose State Spartans', 'cfb')).toBe('san-jose-state');
    expect(foundId('Hawaii Rainbow Warriors', 'cfb')).toBe('hawaii');
    expect(foundId('Miami (OH) RedHawks', 'cfb')).toBe('miami-oh');
    expect(foundId('Miami Hurricanes', 'cfb')).toBe('miami');
    expect(foundId('UL Monroe Warhawks', 'cfb')).toBe('ul-monroe');
    expect(foundId('Louisiana Monroe', 'cfb')).toBe('ul-monroe');
    expect(foundId('Appalachian State Mountaineers', 'cfb')).toBe('app-state');
    expect(foundId('App State', 'cfb')).toBe('app-state');
    expect(foundId('UConn Huskies', 'cfb')).toBe('uconn');
    expect(foundId('UMass Minutemen', 'cfb')).toBe('massachusetts');
    expect(foundId('Southern Mississippi Golden Eagles', 'cfb')).toBe('southern-miss');
    expect(foundId('UTSA Roadrunners', 'cfb')).toBe('utsa');
    expect(foundId('UNLV Rebels', 'cfb')).toBe('unlv');
    expect(foundId('Sam Houston State Bearkats', 'cfb')).toBe('sam-houston');
  });

  it('ignores case, accents, apostrophes, punctuation, "the" and St/State', () => {
    expect(foundId('SAN JOSÉ STATE', 'cfb')).toBe('san-jose-state');
    expect(foundId("hawai'i", 'cfb')).toBe('hawaii');
    expect(foundId('Hawaiʻi', 'cfb')).toBe('hawaii');
    expect(foundId('Ohio St.', 'cfb')).toBe('ohio-state');
    expect(foundId('Kennesaw St', 'cfb')).toBe('kennesaw-state');
    expect(foundId('Texas A and M', 'cfb')).toBe('texas-am');
    expect(foundId('the Citadel', 'cfb')).toBe('the-citadel');
    expect(foundId('  the   New England   Patriots ', 'nfl')).toBe('NE');
  });

  it('only looks inside the requested league', () => {
    expect(foundId('Miami', 'nfl')).toBe('MIA');
    expect(foundId('Cardinals', 'nfl')).toBe('ARI');
    expect(resolveTeam('Alabama', 'nfl').status).toBe('unknown');
  });
});

describe('resolveTeam: ambiguous names', () => {
  it("answers 'ambiguous' for names several teams share, never guessing", () => {
    expect(resolveTeam('Miami', 'cfb')).toMatchObject({ status: 'ambiguous' });
    expect(ids(resolveTeam('Miami', 'cfb')).sort()).toEqual(['miami', 'miami-oh']);
    expect(ids(resolveTeam('OSU', 'cfb')).sort()).toEqual(['ohio-state', 'oklahoma-state', 'oregon-state']);
    expect(ids(resolveTeam('New York', 'nfl')).sort()).toEqual(['NYG', 'NYJ']);
    expect(ids(resolveTeam('LA', 'nfl')).sort()).toEqual(['LA', 'LAC']);
    expect(resolveTeam('Tigers', 'cfb').status).toBe('ambiguous');
  });

  it("lets a feed's own spelling decide", () => {
    expect(foundId('Miami', 'cfb', resolveTeam('Miami', 'cfb', { source: 'cfbd' }))).toBe('miami');
    expect(foundId('LA', 'nfl', resolveTeam('LA', 'nfl', { source: 'nflverse' }))).toBe('LA');
    // CFBD spells two different schools LAKELAND and Lakeland; only the exact spelling separates them.
    expect(resolveTeam('Lakeland', 'cfb').status).toBe('ambiguous');
    expect(foundId('Lakeland', 'cfb', resolveTeam('Lakeland', 'cfb', { source: 'cfbd' }))).toBe('lakeland');
    expect(foundId('LAKELAND', 'cfb', resolveTeam('LAKELAND', 'cfb', { source: 'cfbd' }))).toBe('lakeland-2');
  });

  it('falls back to the general index when the source does not know the text', () => {
    expect(foundId('Bama', 'cfb', resolveTeam('Bama', 'cfb', { source: 'cfbd' }))).toBe('alabama');
  });
});

describe('resolveTeam: unknown names', () => {
  it('suggests the intended team first for typos', () => {
    const result = resolveTeam('Kansas Cty Cheifs', 'nfl');
    expect(result.status).toBe('unknown');
    expect(ids(result)[0]).toBe('KC');
    expect(ids(resolveTeam('Jacksonvile Jaguars', 'nfl'))[0]).toBe('JAX');
    expect(ids(resolveTeam('Buckeys', 'cfb'))[0]).toBe('ohio-state');
    expect(ids(resolveTeam('Pen State', 'cfb'))[0]).toBe('penn-state');
  });

  it('suggests the school when a feed adds a mascot we do not know', () => {
    const result = resolveTeam('Montana Grizzlies', 'cfb');
    expect(result.status).toBe('unknown');
    expect(ids(result)[0]).toBe('montana');
  });

  it('returns at most five suggestions and none for gibberish or empty text', () => {
    expect(ids(resolveTeam('North Dakota State Bison', 'cfb')).length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
    expect(resolveTeam('qzxv', 'nfl')).toEqual({ status: 'unknown', suggestions: [] });
    expect(resolveTeam('  ', 'cfb')).toEqual({ status: 'unknown', suggestions: [] });
    expect(resolveTeam('', 'nfl')).toEqual({ status: 'unknown', suggestions: [] });
  });
});
