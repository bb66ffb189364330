/**
 * The Games page (issue 21 §1): a licensed user opens the slate at 390×844 (no sideways scrolling)
 * and 1440×900, sorts by edge, filters by market and minimum edge, and opens a game's odds screen;
 * axe clean at both sizes. The licence is made for this journey through the admin API, so its
 * device slots are its own. Screenshots in artifacts/screens-games/.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import {
  expectAccessible,
  issueLicence,
  settle,
  signIn,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
  expectNoSidewaysScroll,
  photograph,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const SHOTS = join(import.meta.dirname, '..', '..', 'artifacts', 'screens-games');

/**
 * The top of the page, up to three screens: the controls and the first cards, what a person reviews.
 * The whole slate runs to a hundred cards (88,000 pixels tall on a phone), slow to take and to open.
 */
async function shoot(page: Page, name: string, size: keyof typeof VIEWPORTS): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await settle(page);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const { width, height } = VIEWPORTS[size];
  await photograph(page, join(SHOTS, `${name}-${size}.png`), {
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(pageHeight, 3 * height) },
    animations: 'disabled',
  });
}

/**
 * The first axe pass checks every card; the later ones (filtered, at my books) check the controls and
 * the first six cards: the same component in another state, instead of a hundred again.
 */
const REPEATED_CARDS = { exclude: 'main article:nth-of-type(n+7)' };

async function makeLicense(request: APIRequestContext): Promise<string> {
  return (await issueLicence(request, env, 'games-slate')).key;
}

/** Waits for the start-up refresh: the slate has games with prices. */
async function waitForSlate(request: APIRequestContext, key: string): Promise<number> {
  for (let attempt = 0; attempt < 90; attempt++) {
    const res = await request.get(url('/api/games?sport=all'), {
      headers: { 'x-license-key': key, 'x-device-id': 'games-slate-journey-device-01' },
    });
    if (res.ok()) {
      const body = (await res.json()) as { games: { bestPrices: unknown[] }[]; totalGames: number };
      if (body.games.some((g) => g.bestPrices.length > 0)) return body.totalGames;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('the slate never filled');
}

/** Each card's best edge as shown ('Edge vs fair price +1.4%'), −Infinity without one. */
async function cardEdges(cards: Locator): Promise<number[]> {
  return cards.evaluateAll((articles) =>
    articles.map((a) => {
      const edges = [...(a.textContent ?? '').matchAll(/Edge vs fair price ([+\u2212-]\d+\.\d)%/g)].map((m) =>
        Number(m[1]!.replace('\u2212', '-')),
      );
      return edges.length === 0 ? -Infinity : Math.max(...edges);
    }),
  );
}

test.describe('the Games page', () => {
  // The two sizes stand alone (each its own licence): they run on both workers at once.
  test.describe.configure({ mode: 'parallel' });
  // Axe over a hundred cards takes a while on a busy 2-core machine.
  test.setTimeout(360_000);

  for (const size of ['phone', 'desktop'] as const) {
    test(`sorts, filters and opens the odds screen at ${VIEWPORTS[size].width}×${VIEWPORTS[size].height}`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(VIEWPORTS[size]);
      await skipOnboarding(page);
      const console = watchConsole(page);
      const key = await makeLicense(request);
      const total = await waitForSlate(request, key);
      await signIn(page, env.baseUrl, key);

      // Reached from the navigation: the header on a desktop, the menu on a phone.
      await page.goto(url('/dashboard'));
      if (size === 'phone') {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Games' }).click();
      } else {
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
      }
      await expect(page).toHaveURL(url('/games'));
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
      await expect(page.getByText(`Showing ${total} of ${total} games analysed.`)).toBeVisible();
      const cards = page.getByRole('main').getByRole('article');
      expect(await cards.count()).toBe(total);
      // Every number is named.
      const first = cards.first();
      await expect(first.getByText('Fair line (market, no-vig):')).toBeVisible();
      await expect(first.getByText('BetLens ratings lean:')).toBeVisible();
      await expect(first.getByText(/Book price/).first()).toBeVisible();
      if (size === 'phone') await expectNoSidewaysScroll(page, 'the Games page');
      await expectAccessible(page, `Games at ${size}`);
      await shoot(page, 'games-kickoff', size);

      // Sort by edge: each card's best edge is no better than the one above it.
      await page.getByRole('button', { name: 'Best edge' }).click();
      const edges = await cardEdges(cards);
      expect(edges.length).toBe(total);
      expect([...edges].sort((a, b) => b - a)).toEqual(edges);

      // Spreads only, edge 0% or more: fewer games, every one with a spread priced at 0% or better.
      await page.getByRole('group', { name: 'Market' }).getByRole('button', { name: 'Spread' }).click();
      await page.getByLabel('Minimum edge').selectOption('0');
      const shown = await cards.count();
      expect(shown).toBeGreaterThan(0);
      expect(shown).toBeLessThan(total);
      await expect(page.getByText(`Showing ${shown} of ${total} games analysed.`)).toBeVisible();
      for (const edge of await cardEdges(cards)) expect(edge).toBeGreaterThanOrEqual(0);
      await expect(cards.first().getByText(/^Total$|^Moneyline$/)).toHaveCount(0);
      if (size === 'phone') await expectNoSidewaysScroll(page, 'the filtered Games page');
      await expectAccessible(page, `filtered Games at ${size}`, REPEATED_CARDS);
      await shoot(page, 'games-spread-edge', size);

      // The game opens its odds screen.
      const title = (await cards.first().getByRole('heading', { level: 3 }).textContent())!;
      await cards
        .first()
        .getByRole('link', { name: /Odds screen: every book/ })
        .click();
      await expect(page).toHaveURL(/\/games\/[0-9a-f-]{36}\/odds$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Odds & Line Movement' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(title);
      await expect(page.getByRole('heading', { name: 'Prices by sportsbook' })).toBeVisible();
      if (size === 'phone') await expectNoSidewaysScroll(page, 'the odds screen');
      await expectAccessible(page, `odds screen from Games at ${size}`);
      await shoot(page, 'games-odds-screen', size);
      await page.getByRole('link', { name: 'All games' }).click();
      await expect(page).toHaveURL(url('/games'));
      await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();

      // My books: choose one on the page; the best prices are then that book's only.
      const books = page.getByRole('group', { name: 'My books' });
      const book = books.getByRole('button').first();
      const bookName = (await book.textContent())!;
      await book.click();
      await books.getByRole('switch', { name: 'Only my books' }).click();
      await expect(page.getByText(/best prices at your books only/)).toBeVisible();
      // The previous slate stays on screen while the one at these books loads: wait for it.
      const bookPrices = page.getByRole('main').getByText(/^Book price/);
      await expect
        .poll(async () => {
          const texts = await bookPrices.allTextContents();
          // 'Book price −110 at FanDuel (demo)', then the price's age once the server's clock is read.
          const atBook = (text: string) => text.replace(/ · .*$/, '').endsWith(` at ${bookName}`);
          return texts.length > 0 && texts.every(atBook);
        })
        .toBe(true);
      if (size === 'phone') await expectNoSidewaysScroll(page, 'the Games page at my books');
      await expectAccessible(page, `Games at my books at ${size}`, REPEATED_CARDS);
      await shoot(page, 'games-my-books', size);
      expect(console.problems).toEqual([]);
    });
  }
});
