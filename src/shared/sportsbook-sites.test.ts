import { describe, expect, it } from 'vitest';
import {
  BLOCKED_SPORTSBOOK_SITES,
  matchPatternForHost,
  siteNamesText,
  SUPPORTED_SPORTSBOOK_SITES,
  supportedMatchPatterns,
  supportedSiteForHost,
} from './sportsbook-sites';

describe('sportsbook sites', () => {
  it('names three supported and three blocked sportsbooks', () => {
    expect(SUPPORTED_SPORTSBOOK_SITES.map((site) => site.name)).toEqual(['DraftKings', 'FanDuel', 'BetMGM']);
    expect(BLOCKED_SPORTSBOOK_SITES).toHaveLength(3);
    expect(siteNamesText(SUPPORTED_SPORTSBOOK_SITES)).toBe('DraftKings, FanDuel and BetMGM');
    expect(siteNamesText(BLOCKED_SPORTSBOOK_SITES)).toBe('Caesars Sportsbook, ESPN BET and BetRivers');
  });

  it('recognises the sportsbook pages, state subdomains included, and nothing else', () => {
    expect(supportedSiteForHost('sportsbook.draftkings.com')?.id).toBe('draftkings');
    expect(supportedSiteForHost('SPORTSBOOK.DraftKings.com.')?.id).toBe('draftkings');
    expect(supportedSiteForHost('nj.sportsbook.fanduel.com')?.id).toBe('fanduel');
    expect(supportedSiteForHost('sports.nj.betmgm.com')?.id).toBe('betmgm');
    expect(supportedSiteForHost('sports.betmgm.com')?.id).toBe('betmgm');
    // Casino and fantasy pages of the same companies, and look-alikes, are not sportsbooks.
    expect(supportedSiteForHost('casino.nj.betmgm.com')).toBeNull();
    expect(supportedSiteForHost('www.draftkings.com')).toBeNull();
    expect(supportedSiteForHost('sportsbook.draftkings.com.evil.test')).toBeNull();
    expect(supportedSiteForHost('evilsportsbook.fanduel.com')).toBeNull();
    expect(supportedSiteForHost('sportsbook.caesars.com')).toBeNull();
  });

  it('turns the host rules into https match patterns without ports', () => {
    expect(matchPatternForHost('sportsbook.draftkings.com')).toBe('https://sportsbook.draftkings.com/*');
    expect(matchPatternForHost('*.sportsbook.fanduel.com')).toBe('https://*.sportsbook.fanduel.com/*');
    expect(matchPatternForHost('sports.*.betmgm.com')).toBe('https://*.betmgm.com/*');
    expect(supportedMatchPatterns()).toEqual([
      'https://sportsbook.draftkings.com/*',
      'https://sportsbook.fanduel.com/*',
      'https://*.sportsbook.fanduel.com/*',
      'https://sports.betmgm.com/*',
      'https://*.betmgm.com/*',
    ]);
  });
});
