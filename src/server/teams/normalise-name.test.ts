import { describe, expect, it } from 'vitest';
import { normaliseTeamName, slugifyTeamName } from './normalise-name';

describe('normaliseTeamName', () => {
  it('folds case, accents, apostrophes, punctuation and spacing', () => {
    expect(normaliseTeamName('  San   José State  ')).toBe(normaliseTeamName('san jose state'));
    expect(normaliseTeamName("Hawai'i")).toBe('hawaii');
    expect(normaliseTeamName('Hawaiʻi')).toBe('hawaii');
    expect(normaliseTeamName('Hawai’i')).toBe('hawaii');
    expect(normaliseTeamName("Louisiana Ragin' Cajuns")).toBe('louisiana ragin cajuns');
    expect(normaliseTeamName('Miami (OH)')).toBe('miami oh');
    expect(normaliseTeamName('N.Y. Giants')).toBe('ny giants');
    expect(normaliseTeamName('La.-Monroe')).toBe('la monroe');
  });

  it("turns '&' into 'and' and keeps letter pairs like A&M together", () => {
    expect(normaliseTeamName('William & Mary')).toBe('william and mary');
    expect(normaliseTeamName('Texas A&M')).toBe('texas am');
    expect(normaliseTeamName('Texas A & M')).toBe('texas am');
    expect(normaliseTeamName('Texas A and M')).toBe('texas am');
  });

  it('matches State, St and St. without breaking Saint names', () => {
    const ohioState = normaliseTeamName('Ohio State');
    expect(normaliseTeamName('Ohio St.')).toBe(ohioState);
    expect(normaliseTeamName('Ohio St')).toBe(ohioState);
    expect(normaliseTeamName('St. Louis Rams')).toBe(normaliseTeamName('Saint Louis Rams'));
    expect(normaliseTeamName('St. Louis Rams')).not.toBe(normaliseTeamName('Louis State Rams'));
    expect(normaliseTeamName('Missouri S&T')).not.toBe(normaliseTeamName('Missouri St'));
  });

  it('drops a leading "the" but not a lone one', () => {
    expect(normaliseTeamName('The Citadel')).toBe('citadel');
    expect(normaliseTeamName('the')).toBe('the');
    expect(normaliseTeamName('  ')).toBe('');
  });
});

describe('slugifyTeamName', () => {
  it('gives readable ids', () => {
    expect(slugifyTeamName('San José State')).toBe('san-jose-state');
    expect(slugifyTeamName('Miami (OH)')).toBe('miami-oh');
    expect(slugifyTeamName('Texas A&M')).toBe('texas-am');
    expect(slugifyTeamName("Hawai'i")).toBe('hawaii');
    expect(slugifyTeamName('St. Francis (PA)')).toBe('st-francis-pa');
  });
});
