/**
 * The football leagues, and the one mapper to every other vocabulary that names them.
 *
 * - `League` ('nfl' | 'cfb'): the product's own name — teams, licences and plans, the database
 *   (enum `league`), the API's `league` field.
 * - `SportCode` ('NFL' | 'CFB'): the API's `sport` field, the model, ratings and backtest data files.
 * - `PicksSport` ('nfl' | 'college'): the spec's wording, used by picks URLs and query parameters
 *   (`sport=college`) and the overlay.
 * - `leagueName`: what a person reads.
 *
 * The sets are the same two leagues, so each mapping is a total table; adding a league means adding
 * one entry to each table here and the compiler finds every other place to change.
 */

export const LEAGUES = ['nfl', 'cfb'] as const;
export type League = (typeof LEAGUES)[number];

export function isLeague(value: unknown): value is League {
  return typeof value === 'string' && (LEAGUES as readonly string[]).includes(value);
}

export const SPORT_CODES = ['NFL', 'CFB'] as const;
export type SportCode = (typeof SPORT_CODES)[number];

const SPORT_CODES_BY_LEAGUE = { nfl: 'NFL', cfb: 'CFB' } as const satisfies Record<League, SportCode>;

export function toSportCode(league: League): SportCode {
  return SPORT_CODES_BY_LEAGUE[league];
}

const LEAGUES_BY_SPORT_CODE = { NFL: 'nfl', CFB: 'cfb' } as const satisfies Record<SportCode, League>;

export function leagueOfSportCode(code: SportCode): League {
  return LEAGUES_BY_SPORT_CODE[code];
}

const PICKS_SPORTS_BY_LEAGUE = { nfl: 'nfl', cfb: 'college' } as const satisfies Record<League, string>;

/** The spec's name for a league in picks URLs, query parameters and the overlay. */
export type PicksSport = (typeof PICKS_SPORTS_BY_LEAGUE)[League];
/** In the order the spec lists them (and the API's OpenAPI enums show them). */
export const PICKS_SPORTS: readonly ['nfl', 'college'] = ['nfl', 'college'];

export function isPicksSport(value: unknown): value is PicksSport {
  return typeof value === 'string' && (PICKS_SPORTS as readonly string[]).includes(value);
}

export function toPicksSport(league: League): PicksSport {
  return PICKS_SPORTS_BY_LEAGUE[league];
}

const LEAGUES_BY_PICKS_SPORT = { nfl: 'nfl', college: 'cfb' } as const satisfies Record<PicksSport, League>;

export function leagueOfPicksSport(sport: PicksSport): League {
  return LEAGUES_BY_PICKS_SPORT[sport];
}

/**
 * A `sport` word the API accepts for one league: the spec's ('college') or, where a request also
 * takes it, the product's own ('cfb').
 */
export function leagueOfSportWord(word: PicksSport | League): League {
  return isLeague(word) ? word : leagueOfPicksSport(word);
}

/** The `sport` filter of the picks, games and admin lists: one league in the spec's words, or all. */
export const PICKS_SPORT_FILTERS: readonly ['nfl', 'college', 'all'] = [...PICKS_SPORTS, 'all'];
export type PicksSportFilter = (typeof PICKS_SPORT_FILTERS)[number];

/** The one league a filter names; null for 'all', whose leagues the caller decides (a plan's, or every). */
export function leagueOfSportFilter(filter: PicksSportFilter): League | null {
  return filter === 'all' ? null : leagueOfPicksSport(filter);
}

/**
 * The forms a league's name takes in user copy, kept exactly as the pages and texts word them:
 * - `short`: tabs, selects and chips ('College');
 * - `title`: headings and plan titles ('College Football Picks');
 * - `sentence`: the start of a sentence or a table label ('College football');
 * - `adjective`: inside a sentence, before a noun ('not a college team', 'college record');
 * - `phrase`: inside a sentence, on its own ('every college football game').
 * The NFL is 'NFL' in every form.
 */
export type LeagueNameForm = 'short' | 'title' | 'sentence' | 'adjective' | 'phrase';

const LEAGUE_NAMES: Readonly<Record<League, Readonly<Record<LeagueNameForm, string>>>> = {
  nfl: { short: 'NFL', title: 'NFL', sentence: 'NFL', adjective: 'NFL', phrase: 'NFL' },
  cfb: {
    short: 'College',
    title: 'College Football',
    sentence: 'College football',
    adjective: 'college',
    phrase: 'college football',
  },
};

export function leagueName(league: League, form: LeagueNameForm): string {
  return LEAGUE_NAMES[league][form];
}
