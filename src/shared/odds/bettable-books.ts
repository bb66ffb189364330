/**
 * The books a BetLens user can bet: a pick, a best price or a text names only one of these. Every
 * other book (offshore books such as LowVig, BetOnline, MyBookie, BetUS, Bovada; exchanges such as
 * Matchbook, Betfair, Novig, ProphetX, Sporttrade) still informs the market fair line, weighted as
 * sharp-books.ts says, but is never the recommendation: most US bettors cannot legally use it.
 *
 * The default is the state-regulated US books, by The Odds API's bookmaker keys (us and us2 regions)
 * plus the keys the offline replay and the college provider lines use for the same brands. An operator
 * replaces the list with BETTABLE_BOOKS (src/server/config.ts).
 */
export const DEFAULT_BETTABLE_BOOKS: readonly string[] = [
  'draftkings',
  'fanduel',
  'betmgm',
  'williamhill_us',
  'caesars',
  'espnbet',
  'espn_bet',
  'betrivers',
  'fanatics',
  'hardrockbet',
  'bet365',
  'ballybet',
  'betparx',
  'unibet_us',
  'pointsbetus',
  'superbook',
  'wynnbet',
  'twinspires',
  'circasports',
];

/** A bookmaker key as the lists compare it: lower case, trimmed. */
export function normaliseBookKey(key: string): string {
  return key.trim().toLowerCase();
}

export function isBettableBook(key: string, bettable: readonly string[]): boolean {
  const k = normaliseBookKey(key);
  return bettable.some((b) => normaliseBookKey(b) === k);
}
