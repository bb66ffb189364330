import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { Database } from '../../src/server/db/open-database';
import { games } from '../../src/server/db/schema';
import { createOddsApiProvider } from '../../src/server/providers/odds-api/odds-api-provider';
import { ingestOdds } from '../../src/server/services/ingest/ingest-odds';
import { latestQuotes } from '../../src/server/services/analysis/latest-quotes';
import { analyzeGame } from '../../src/server/services/analysis/analyze-game';
import { RatingsStore } from '../../src/server/services/analysis/rated-league';
import { createServiceContext } from '../../src/server/services/context';
import type { Game } from '../../src/shared/api/games';
import { bestPrice, priceGame, type BookQuote, type PricedGame } from '../../src/shared/pricing';
import type { PricedBook } from '../../src/shared/pricing/types';
import { isBettableBook } from '../../src/shared/odds/bettable-books';
import { teamById } from '../../src/server/teams';
import { startFakeOddsApi, type FakeOddsApi } from '../fakes/fake-odds-api';
import { TestClock } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';
import { testConfig } from '../helpers/test-config';
import {
  ALTERNATE_BOOK,
  SLATES,
  STALE_BOOK,
  loadSlate,
  type Slate,
  type WireEvent,
} from '../fixtures/odds-api/slates';

/**
 * Issue 20 §6: real-shaped slates (tests/fixtures/odds-api, built from real closing lines: 18 books
 * per game with offshore books, exchanges, half points at 3 and 7, an alternate number and a stale
 * book) served by the fake Odds API on 127.0.0.1, read by the real adapter, ingested into PGlite,
 * folded into each book's latest quote and priced. Every edge is checked against this file's own
 * no-vig: the plain mean of the multiplicatively de-vigged prices of the books hanging that exact
 * number (no product fair-line code).
 */

const config = testConfig();
const { pricing } = config;

interface PricedSlate {
  slate: Slate;
  events: WireEvent[];
  /** priceGame on each book's latest stored quote, and the product's stored analysis (analyzeGame). */
  games: { priced: PricedGame; quotes: BookQuote[]; event: WireEvent; analysis: Game }[];
}

const implied = (american: number) => (american < 0 ? -american / (100 - american) : 100 / (american + 100));
const decimal = (american: number) => (american < 0 ? 1 + 100 / -american : 1 + american / 100);

/** The fresh quotes as of the snapshot: the ones the fair line may use. */
function freshQuotes(quotes: readonly BookQuote[], now: Date): BookQuote[] {
  return quotes.filter((q) => now.getTime() - q.fetchedAt.getTime() <= pricing.staleAfterMinutes * 60_000);
}

/**
 * The other books' own no-vig share of the home side at exactly this home number: each of their two
 * prices de-vigged multiplicatively, then the median (one mispriced book cannot move it). Null with
 * fewer than two other books there: a number one book hangs alone has no market to compare with.
 */
function independentHomeShare(quotes: readonly BookQuote[], self: string, homePoint: number): number | null {
  const shares = quotes.flatMap((q) => {
    const s = q.spreads;
    if (q.key === self || !s || s.home.point !== homePoint || s.away.point !== -homePoint) return [];
    const home = implied(s.home.price);
    return [home / (home + implied(s.away.price))];
  });
  if (shares.length < 2) return null;
  const sorted = shares.sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** 100·EV of the book's side at its price against the independent no-vig at its number (pushes aside). */
function independentEdge(quotes: readonly BookQuote[], book: PricedBook): number | null {
  const home = independentHomeShare(quotes, book.key, book.homeLine);
  if (home === null) return null;
  const p = book.side === 'home' ? home : 1 - home;
  return 100 * (p * decimal(book.price) - 1);
}

/** The number most fresh books hang (home line); ties to the lower. */
function consensusNumber(quotes: readonly BookQuote[]): number {
  const counts = new Map<number, number>();
  for (const q of quotes)
    if (q.spreads) counts.set(q.spreads.home.point, (counts.get(q.spreads.home.point) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
}

const teamRef = (id: string) => {
  const team = teamById(id)!;
  return { id, name: team.name, shortName: team.shortName };
};

let database: Database;
let fake: FakeOddsApi;
const slates: PricedSlate[] = [];

beforeAll(async () => {
  database = await testDatabaseKinds()[0]!.open();
  fake = await startFakeOddsApi();
  const provider = createOddsApiProvider({ apiKey: fake.apiKey, baseUrl: fake.url, sleep: async () => {} });
  for (const slate of [SLATES.nfl, SLATES.ncaaf] as Slate[]) {
    const events = loadSlate(slate);
    fake.seedEvents(slate.sportKey, ...events);
    const clock = new TestClock(new Date(slate.snapshotAt));
    const ctx = createServiceContext({ db: database.db, config, now: clock.now });
    const window = { from: new Date(slate.window.from), to: new Date(slate.window.to) };
    const ingested = await ingestOdds(ctx, provider, slate.league, window);
    expect(ingested.unresolved).toEqual([]);
    const rows = await database.db.select().from(games).where(inArray(games.id, ingested.gameIds));
    const now = clock.now();
    // No imported history here: the BetLens ratings have nothing to rate, and they never move an edge.
    const ratings = new RatingsStore();
    const priced = [];
    for (const game of rows) {
      const quotes = await latestQuotes(database.db, game.id, now);
      const event = events.find((e) => `odds:${e.id}` === game.gameKey)!;
      priced.push({
        event,
        quotes,
        analysis: await analyzeGame({ ...ctx, ratings }, game),
        priced: priceGame(
          {
            league: slate.league,
            homeTeam: teamRef(game.homeTeamId),
            awayTeam: teamRef(game.awayTeamId),
            kickoff: game.kickoff,
            neutralSite: game.neutralSite,
            prediction: null,
            books: quotes,
            now,
          },
          pricing,
        ),
      });
    }
    slates.push({ slate, events, games: priced });
  }
}, 60_000);

afterAll(async () => {
  await fake?.close();
  await database?.close();
});

const slateOf = (league: 'nfl' | 'cfb') => slates.find((s) => s.slate.league === league)!;

describe.each(['nfl', 'cfb'] as const)(
  '%s slate in The Odds API v4 shape, through the real adapter',
  (league) => {
    it('is a full slate: every game ingested and priced with 15+ books, offshore books and exchanges among them', () => {
      const { events, games: priced } = slateOf(league);
      expect(priced.length).toBe(events.length);
      expect(priced.length).toBeGreaterThanOrEqual(league === 'nfl' ? 14 : 40);
      for (const { priced: game } of priced) {
        expect(game.books.length).toBeGreaterThanOrEqual(15);
        expect(game.pricingBasis?.kind).toBe('market');
        const keys = game.books.map((b) => b.key);
        expect(keys).toEqual(
          expect.arrayContaining(['lowvig', 'betonlineag', 'mybookieag', 'betus', 'bovada']),
        );
        expect(keys).toEqual(expect.arrayContaining(['betfair_ex_eu', 'matchbook']));
      }
    });

    it("every fresh on-market book's edge is within 3 points of an independent no-vig at its number", () => {
      const worst: { game: string; book: string; product: number; independent: number }[] = [];
      let checked = 0;
      for (const { priced: game, quotes } of slateOf(league).games) {
        const fresh = freshQuotes(quotes, new Date(slateOf(league).slate.snapshotAt));
        for (const book of game.books.filter((b) => !b.stale && !b.offMarket)) {
          const independent = independentEdge(fresh, book);
          if (independent === null) continue;
          checked++;
          if (Math.abs(book.edge - independent) > 3)
            worst.push({ game: game.homeTeam.name, book: book.key, product: book.edge, independent });
        }
      }
      expect(worst).toEqual([]);
      // Most books hang a number other books hang too (the rest are alone at theirs).
      expect(checked).toBeGreaterThan(slateOf(league).games.length * 12);
    });

    it('a −110/−110 book on the consensus number never shows a positive edge', () => {
      let checked = 0;
      for (const { priced: game, quotes } of slateOf(league).games) {
        const fresh = freshQuotes(quotes, new Date(slateOf(league).slate.snapshotAt));
        const number = consensusNumber(fresh);
        const standard = fresh.filter(
          (q) =>
            q.spreads?.home.point === number &&
            q.spreads.home.price === -110 &&
            q.spreads.away.price === -110,
        );
        for (const q of standard) {
          const book = game.books.find((b) => b.key === q.key)!;
          expect(book.edge, `${q.key} ${game.homeTeam.name} ${number}`).toBeLessThanOrEqual(0);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(slateOf(league).games.length * 3);
    });

    it('picks and best prices name only bettable books; offshore books and exchanges inform the fair line only', () => {
      for (const { priced: game } of slateOf(league).games) {
        const best = bestPrice(game);
        if (best) expect(isBettableBook(best.key, pricing.bettableBooks)).toBe(true);
        for (const book of game.books.filter((b) => !isBettableBook(b.key, pricing.bettableBooks))) {
          expect(book.bettable).toBe(false);
          expect(book.units).toBe(0);
          expect(['PASS', 'OFF_MARKET', 'STALE']).toContain(book.recommendation);
        }
        // They do inform it: the sharp ones are named in the fair line.
        expect(game.fairLine?.sharpBooks.length).toBeGreaterThan(0);
      }
    });

    it("the alternate number is listed as an alternate line, not that book's main line", () => {
      const alternates = slateOf(league).games.filter(({ quotes }) => {
        const q = quotes.find((x) => x.key === ALTERNATE_BOOK)!;
        return Math.abs(q.spreads!.home.point - consensusNumber(quotes)) >= 2;
      });
      expect(alternates.length).toBe(1);
      const game = alternates[0]!.priced;
      const book = game.books.find((b) => b.key === ALTERNATE_BOOK)!;
      expect(book).toMatchObject({ offMarket: true, offMarketReason: 'alternate', units: 0 });
      expect(bestPrice(game)?.key).not.toBe(ALTERNATE_BOOK);
    });

    it('the stale book (old last_update) yields no edge and stays out of the fair line', () => {
      const stale = slateOf(league).games.filter(({ event }) => {
        const book = event.bookmakers.find((b) => b.key === STALE_BOOK)!;
        return Date.parse(slateOf(league).slate.snapshotAt) - Date.parse(book.last_update) > 3_600_000;
      });
      expect(stale.length).toBe(2);
      for (const { priced: game } of stale) {
        const book = game.books.find((b) => b.key === STALE_BOOK)!;
        expect(book).toMatchObject({ stale: true, edge: 0, units: 0 });
        expect(game.flags.stalePrices).toBe(true);
        expect(bestPrice(game)?.key).not.toBe(STALE_BOOK);
        expect(game.fairLine?.books).toBe(game.books.length - 1);
      }
    });

    it("the product's stored analysis carries the same edges, and its best sportsbook is bettable", () => {
      let staleLines = 0;
      for (const { priced: game, analysis } of slateOf(league).games) {
        expect(analysis.pricingBasis?.kind).toBe('market');
        expect(analysis.maxEdge).toBe(game.maxEdge);
        expect(analysis.recommendationTier).toBe(game.recommendationTier);
        const best = analysis.bestSportsbooks[0];
        if (best && game.recommendation !== null) {
          expect(best.bettable).toBe(true);
          expect(isBettableBook(best.key, pricing.bettableBooks)).toBe(true);
        }
        for (const line of analysis.bestSportsbooks.filter((b) => !b.bettable || b.stale))
          expect(line.units).toBe(0);
        const stale = analysis.bestSportsbooks.find((b) => b.key === STALE_BOOK);
        if (stale?.stale) {
          expect(stale.edge).toBe(0);
          staleLines++;
        }
      }
      // The stale book's line in the payload reads stale too, in both games that carry one.
      expect(staleLines).toBe(2);
    });

    it('puts a buy tier on no more than a realistic share of games', () => {
      const { games: priced } = slateOf(league);
      const buys = priced.filter(
        ({ priced: g }) => g.recommendationTier === 'BUY' || g.recommendationTier === 'STRONG_BUY',
      );
      expect(buys.length / priced.length).toBeLessThanOrEqual(0.15);
    });
  },
);

describe('nfl half points at 3 and 7', () => {
  it('books half a point off 3 and 7 are priced on the market, and the half point is worth a price', () => {
    const onKey = slateOf('nfl').games.filter(({ quotes }) =>
      [3, 7].includes(Math.abs(consensusNumber(quotes))),
    );
    expect(onKey.length).toBeGreaterThanOrEqual(3);
    for (const { priced: game, quotes } of onKey) {
      const number = consensusNumber(quotes);
      const off = game.books.filter((b) => !b.stale && Math.abs(b.homeLine - number) === 0.5);
      expect(off.length).toBeGreaterThanOrEqual(3);
      for (const book of off) expect(book.offMarket).toBe(false);
    }
  });
});
