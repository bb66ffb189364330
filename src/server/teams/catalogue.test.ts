import { describe, expect, it } from 'vitest';
import { allTeams, teamById } from './catalogue';
import { type Team } from './types';

function team(id: string): Team {
  const found = teamById(id);
  if (!found) throw new Error(`no team ${id}`);
  return found;
}

describe('catalogue', () => {
  it('lists the 32 NFL teams and the 136 FBS teams; lower divisions only on request', () => {
    expect(allTeams('nfl')).toHaveLength(32);
    expect(allTeams('cfb')).toHaveLength(136);
    expect(allTeams('cfb').every((t) => t.classification === 'fbs')).toBe(true);
    const everything = allTeams('cfb', { includeLowerDivisions: true });
    expect(everything.length).toBeGreaterThan(136);
    expect(new Set(everything.map((t) => t.classification))).toEqual(new Set(['fbs', 'fcs', 'other']));
    expect(allTeams('nfl', { includeLowerDivisions: true })).toHaveLength(32);
  });

  it('uses unique ids across both leagues', () => {
    const all = [...allTeams('nfl'), ...allTeams('cfb', { includeLowerDivisions: true })];
    expect(new Set(all.map((t) => t.id.toLowerCase())).size).toBe(all.length);
    for (const t of all) expect(teamById(t.id)).toBe(t);
    expect(teamById('nope')).toBeUndefined();
  });

  it('gives NFL teams full and short names, conference and division', () => {
    const kc = team('KC');
    expect(kc).toMatchObject({
      name: 'Kansas City Chiefs',
      shortName: 'Chiefs',
      conference: 'AFC',
      division: 'AFC West',
    });
    expect(team('LV').name).toBe('Las Vegas Raiders');
    const divisions = new Map<string, number>();
    for (const t of allTeams('nfl'))
      divisions.set(t.division ?? '', (divisions.get(t.division ?? '') ?? 0) + 1);
    expect(divisions.size).toBe(8);
    expect([...divisions.values()].every((n) => n === 4)).toBe(true);
    for (const t of allTeams('nfl')) expect(t.division?.startsWith(t.conference ?? '?')).toBe(true);
  });

  it('gives every FBS team a CFBD id, conference and a home venue with coordinates and timezone', () => {
    for (const t of allTeams('cfb')) {
      expect(t.cfbdId, t.name).toBeTypeOf('number');
      expect(t.conference, t.name).toBeTruthy();
      expect(t.venue?.timezone, t.name).toMatch(/^(America|Pacific)\//);
      expect(Math.abs(t.venue?.latitude ?? 0), t.name).toBeGreaterThan(18);
      expect(t.venue?.longitude ?? 0, t.name).toBeLessThan(-60);
    }
    expect(team('ohio-state')).toMatchObject({ name: 'Ohio State', shortName: 'Ohio State', cfbdId: 194 });
    expect(team('hawaii').venue?.timezone).toBe('Pacific/Honolulu');
  });

  it('marks lower-division opponents by classification', () => {
    expect(team('north-dakota-state')).toMatchObject({
      classification: 'fcs',
      conference: 'MVFC',
      venue: null,
    });
    expect(team('wooster').classification).toBe('other');
  });

  it('records the names each source uses', () => {
    const oddsApi = (id: string) => team(id).sourceNames.oddsApi?.[0];
    const cfbd = (id: string) => team(id).sourceNames.cfbd?.[0];
    expect(oddsApi('KC')).toBe('Kansas City Chiefs');
    expect(oddsApi('ohio-state')).toBe('Ohio State Buckeyes');
    expect(oddsApi('san-jose-state')).toBe('San Jose State Spartans');
    expect(oddsApi('hawaii')).toBe('Hawaii Rainbow Warriors');
    expect(oddsApi('massachusetts')).toBe('UMass Minutemen');
    expect(oddsApi('the-citadel')).toBe('Citadel Bulldogs');
    expect(oddsApi('wooster')).toBeUndefined();
    expect(cfbd('san-jose-state')).toBe('San José State');
    expect(cfbd('miami-oh')).toBe('Miami (OH)');
    expect(cfbd('KC')).toBeUndefined();
  });
});
