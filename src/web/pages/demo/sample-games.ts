/**
 * The /demo page's mock sportsbook board. These are SAMPLES: illustrative matchups and lines that
 * make the page look like a sportsbook, never analysis and never live odds (the overlay shows the
 * real priced games). The page labels them as samples.
 */
export interface SampleLine {
  readonly line: string;
  readonly price: string;
}

export interface SampleSide {
  readonly team: string;
  readonly spread: SampleLine;
  readonly total: SampleLine;
  readonly moneyline: string;
}

export interface SampleGame {
  readonly id: string;
  readonly kickoff: string;
  readonly away: SampleSide;
  readonly home: SampleSide;
}

export const SAMPLE_GAMES: readonly SampleGame[] = [
  {
    id: 'sample-1',
    kickoff: 'Sat 12:00 PM ET',
    away: {
      team: 'Georgia Bulldogs',
      spread: { line: '+3.5', price: '-110' },
      total: { line: 'O 51.5', price: '-110' },
      moneyline: '+145',
    },
    home: {
      team: 'Alabama Crimson Tide',
      spread: { line: '-3.5', price: '-110' },
      total: { line: 'U 51.5', price: '-110' },
      moneyline: '-170',
    },
  },
  {
    id: 'sample-2',
    kickoff: 'Sat 3:30 PM ET',
    away: {
      team: 'Oregon Ducks',
      spread: { line: '-6.5', price: '-108' },
      total: { line: 'O 58.5', price: '-112' },
      moneyline: '-240',
    },
    home: {
      team: 'Washington Huskies',
      spread: { line: '+6.5', price: '-112' },
      total: { line: 'U 58.5', price: '-108' },
      moneyline: '+195',
    },
  },
  {
    id: 'sample-3',
    kickoff: 'Sat 7:30 PM ET',
    away: {
      team: 'Texas Longhorns',
      spread: { line: '+1.5', price: '-105' },
      total: { line: 'O 47.5', price: '-110' },
      moneyline: '+102',
    },
    home: {
      team: 'Oklahoma Sooners',
      spread: { line: '-1.5', price: '-115' },
      total: { line: 'U 47.5', price: '-110' },
      moneyline: '-122',
    },
  },
];
