/**
 * "My books" on pick cards (issue 21 §1): a user who chose their books on the odds screen sees, on
 * Weekly Best Bets, the best price at those books under a pick whose lead price is at another book,
 * named with its market, price, book and edge. At 390×844 (no sideways scrolling) and 1440×900, axe
 * clean. Screenshots in artifacts/screenshots/my-books-best-bets-{phone,desktop}.png.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { Game, MarketLine } from '../../src/shared/api/games';
import { allMarketLines } from '../../src/shared/market/best-at-books';
import { leadLine } from '../../src/shared/display/pick-line';
import { browserEnv } from './browser-env';
import {
  expectAccessible,
  issueLicence,
  screenshotBoth,
  signIn,
  skipOnboarding,
  VIEWPORTS,
  expectNoSidewaysScroll,
  kicksOffLater,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

/**
 * A best bet still to kick off whose lead is at one book while another bettable book quotes it fresh
 * and on-market.
 */
async function aBestBetWithAnotherBook(
  request: APIRequestContext,
  key: string,
): Promise<{ game: Game; other: MarketLine }> {
  for (let attempt = 0; attempt < 90; attempt++) {
    const res = await request.get(url('/api/best-bets?sport=all'), {
      headers: { 'x-license-key': key, 'x-device-id': 'my-books-journey-device-0001' },
    });
    if (res.ok()) {
      const { games } = (await res.json()) as { games: Game[] };
      for (const game of games.filter(kicksOffLater)) {
        const lead = leadLine(game);
        const other = allMarketLines(game).find(
          (l) => l.key !== lead?.key && !l.stale && !l.offMarket && l.bettable,
        );
        if (lead && other) return { game, other };
      }
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('no best bet with a second bettable book');
}

test('Best Bets adds the best price at my books under a pick led elsewhere', async ({ page, request }) => {
  await skipOnboarding(page);
  const { key } = await issueLicence(request, env, 'my-books');
  const { game, other } = await aBestBetWithAnotherBook(request, key);
  await signIn(page, env.baseUrl, key);
  // As the odds screen stores it: this device's books.
  await page.evaluate(
    (book) => localStorage.setItem('betlens_my_books', JSON.stringify({ books: [book], onlyMine: false })),
    other.key,
  );

  for (const size of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[size]);
    await page.goto(url('/weekly-best-bets'));
    const card = page
      .getByRole('article', { name: new RegExp(`${game.awayTeam} @ ${game.homeTeam}`) })
      .first();
    const note = card.locator('[data-my-books-line]');
    await expect(note).toBeVisible({ timeout: 20_000 });
    await expect(note).toContainText('Best at your books:');
    await expect(note).toContainText(other.name.replace(/ \(demo\)$/, ''));
    await expect(note).toContainText(/[+\u2212]\d+\.\d%/);
    if (size === 'phone') await expectNoSidewaysScroll(page, 'Best Bets with my books');
    await expectAccessible(page, `Best Bets with my books (${size})`);
  }
  await screenshotBoth(page, 'my-books-best-bets');
});
