import { describe, expect, it } from 'vitest';
import { aBook, aGame } from './game-fixture';
import type { Game } from '../api/games';
import {
  splitByReview,
  visiblePick,
  visiblePicks,
  type CurationEntry,
  type PickSurface,
  type PublishedVersion,
} from './visible-picks';

const SURFACES: PickSurface[] = ['overlay', 'weekly-picks', 'best-bets', 'football-bets', 'sms'];

function published(payload: Game, overrides: Partial<PublishedVersion> = {}): PublishedVersion {
  return {
    payload,
    version: 1,
    publishedAt: '2025-09-02T14:00:00Z',
    market: 'spread',
    betString: payload.bestSportsbooks[0]!.betString,
    bookTitle: 'DraftKings',
    units: 2,
    edge: payload.maxEdge,
    offMarket: false,
    offMarketReason: null,
    ...overrides,
  };
}

/** A quality pick (STRONG_BUY, HIGH, 5.2%) in a given state. */
function entry(status: Game['curationStatus'], overrides: Partial<Game> = {}): CurationEntry {
  const latest = aGame({ curationStatus: status, ...overrides });
  const decided = status === 'approved' || status === 'featured';
  return { latest, published: decided ? published({ ...latest, curationStatus: 'approved' }) : null };
}

const on = (e: CurationEntry) => SURFACES.filter((s) => visiblePick(e, s) !== null);

describe('what a user may see', () => {
  it('a rejected game reaches no surface, even with a strong edge', () => {
    expect(on(entry('rejected', { maxEdge: 48.8 }))).toEqual([]);
  });

  it('an approved quality pick is on every surface, as published (not the later analysis)', () => {
    const e = entry('approved');
    e.latest = { ...e.latest, maxEdge: 1, insight: 'a later analysis' };
    expect(on(e)).toEqual(SURFACES);
    const shown = visiblePick(e, 'overlay')!;
    expect(shown.review).toBe('curated');
    expect(shown.game.insight).toBe(e.published!.payload.insight);
    expect(shown.game.maxEdge).toBe(5.2);
  });

  it('featured counts as approved; approved with nothing published shows nowhere', () => {
    expect(on(entry('featured'))).toEqual(SURFACES);
    expect(on({ ...entry('approved'), published: null })).toEqual([]);
  });

  it('an approved pick outside a page rule is on Football Bets, the overlay and SMS only', () => {
    const lean = entry('approved', { recommendationTier: 'LEAN', confidenceLevel: 'MEDIUM', maxEdge: 2 });
    expect(on(lean)).toEqual(['overlay', 'football-bets', 'sms']);
  });

  it('an unreviewed model pick is only where pages label it, and only when it passes their rule', () => {
    expect(on(entry('pending'))).toEqual(['overlay', 'weekly-picks', 'best-bets']);
    expect(visiblePick(entry('pending'), 'overlay')!.review).toBe('model');
    // 4% edge but medium confidence: a best bet, not a weekly pick (nor on the overlay).
    expect(on(entry('pending', { confidenceLevel: 'MEDIUM', maxEdge: 4 }))).toEqual(['best-bets']);
    expect(on(entry('pending', { maxEdge: 2.9 }))).toEqual([]);
  });

  it('an off-market price keeps a model pick off every list; a confirmed published one is listed, never texted', () => {
    const flagged = entry('pending', { flags: { stalePrices: false, verifyEdge: true, offMarket: true } });
    expect(on(flagged)).toEqual([]);
    const confirmed = entry('approved');
    confirmed.published = published(
      // As priced: no on-market line, so no tier and no edge of its own; the confirmed price has 12%.
      {
        ...confirmed.latest,
        maxEdge: 0,
        recommendation: null,
        recommendationTier: null,
        bestSportsbooks: [aBook({ offMarket: true, edge: 12, units: 0 })],
      },
      { offMarket: true, offMarketReason: 'Checked at the book', edge: 12, units: 0 },
    );
    expect(on(confirmed)).toEqual(['overlay', 'best-bets', 'football-bets']);
    // Its confirmed price's edge decides Best Bets (the payload's best on-market edge is 0).
    expect(visiblePick(confirmed, 'best-bets')!.published!.edge).toBe(12);
    const unconfirmed = { ...confirmed, published: { ...confirmed.published, offMarketReason: null } };
    expect(on(unconfirmed)).toEqual([]);
  });

  it('lists curated picks first, then model picks, each in the order given', () => {
    const list = visiblePicks(
      [
        entry('pending', { id: 'p1' }),
        entry('approved', { id: 'a1' }),
        entry('rejected', { id: 'r1' }),
        entry('pending', { id: 'p2' }),
        entry('approved', { id: 'a2' }),
      ],
      'overlay',
    );
    expect(list.map((p) => p.game.id)).toEqual(['a1', 'a2', 'p1', 'p2']);
    expect(list.map((p) => p.game.curationStatus)).toEqual(['approved', 'approved', 'pending', 'pending']);
    const split = splitByReview(list.map((p) => p.game));
    expect(split.curated.map((g) => g.id)).toEqual(['a1', 'a2']);
    expect(split.model.map((g) => g.id)).toEqual(['p1', 'p2']);
  });
});
