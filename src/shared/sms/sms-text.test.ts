import { describe, expect, it } from 'vitest';
import {
  SMS_MAX_LENGTH,
  announcementText,
  confirmationText,
  customAnnouncementText,
  fitSms,
  helpText,
  lineMoveText,
  newPicksText,
  pickText,
} from './sms-text';

describe('SMS texts', () => {
  it('confirms the subscription with the product name and the opt-out words', () => {
    const text = confirmationText({
      productName: 'BetLens',
      optedInForPicks: true,
      optedInForLineMovements: true,
    });
    expect(text).toContain('BetLens');
    expect(text).toContain('new picks and line movements');
    expect(text).toContain('Reply STOP to opt out');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(
      confirmationText({ productName: 'BetLens', optedInForPicks: false, optedInForLineMovements: true }),
    ).toContain('for line movements.');
  });

  it('describes a new pick', () => {
    expect(
      pickText({
        productName: 'BetLens',
        awayTeam: 'Ravens',
        homeTeam: 'Chiefs',
        kickoff: new Date('2026-11-22T18:00:00Z'),
        betString: 'Chiefs -3.5 (-110)',
        book: 'DraftKings',
        units: 2,
        edge: 4.83,
      }),
    ).toBe(
      'BetLens new pick: Ravens @ Chiefs, Sun 1:00 PM ET. Chiefs -3.5 (-110) at DraftKings, 2 Units, +4.8% edge. 21+, bet responsibly.',
    );
  });

  it('describes a line move', () => {
    expect(
      lineMoveText({
        productName: 'BetLens',
        betString: 'Chiefs -3.5 (-110)',
        fromLine: -3.5,
        toLine: -5,
        book: 'FanDuel',
      }),
    ).toBe('BetLens line move: our pick Chiefs -3.5 (-110). FanDuel moved the line from -3.5 to -5.');
  });

  it('lists picks best edge first and counts what does not fit', () => {
    const pick = (n: number, edge: number) => ({
      awayTeam: `Away Team Number ${n}`,
      homeTeam: `Home Team Number ${n}`,
      betString: `Home Team Number ${n} -3.5 (-110)`,
      book: 'FanDuel',
      units: 1,
      edge,
    });
    const two = announcementText({ productName: 'BetLens', picks: [pick(1, 3), pick(2, 6)] });
    expect(two).toMatch(/^BetLens picks this week: Away Team Number 2 .*; Away Team Number 1 .*\.$/);
    expect(two).toContain('Home Team Number 2 -3.5 (-110) at FanDuel, 1 Unit');
    const many = announcementText({
      productName: 'BetLens',
      picks: Array.from({ length: 9 }, (_, i) => pick(i, i)),
    });
    expect(many.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(many).toMatch(/ \+\d more on the site\.$/);
    expect(many).toContain('Away Team Number 8 @');
  });

  it('texts a batch of new picks as one digest, each pick with its book; one pick as a pick text', () => {
    const pick = (n: number, edge: number) => ({
      productName: 'BetLens',
      awayTeam: `Away ${n}`,
      homeTeam: `Home ${n}`,
      kickoff: new Date('2026-11-22T18:00:00Z'),
      betString: `Home ${n} -3.5 (-110)`,
      book: n === 1 ? 'DraftKings' : 'BetMGM',
      units: 1,
      edge,
    });
    expect(newPicksText({ productName: 'BetLens', picks: [pick(1, 4)] })).toBe(pickText(pick(1, 4)));
    expect(newPicksText({ productName: 'BetLens', picks: [pick(1, 4), pick(2, 6)] })).toBe(
      'BetLens 2 new picks: Away 2 @ Home 2: Home 2 -3.5 (-110) at BetMGM, 1 Unit; Away 1 @ Home 1: Home 1 -3.5 (-110) at DraftKings, 1 Unit.',
    );
  });

  it('labels custom announcements and help with the product name', () => {
    expect(customAnnouncementText('BetLens', '  Big  week ahead ')).toBe('BetLens: Big week ahead');
    expect(customAnnouncementText('BetLens', 'BetLens is back')).toBe('BetLens is back');
    expect(helpText({ productName: 'BetLens', supportEmail: 'help@example.com' })).toContain(
      'help@example.com',
    );
  });

  it('cuts long texts on a word boundary', () => {
    const text = fitSms('word '.repeat(100));
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(text.endsWith('word…')).toBe(true);
  });
});
