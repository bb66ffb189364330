/**
 * Pages a bettor can scan (issue 12 §3, issue 11 §1): every pick leads with its actionable line,
 * carries ONE tier badge, names its numbers in the details ('Fair line (market, no-vig)', 'BetLens
 * ratings') on the site and in the overlay, labels off-market prices, and Best Bets fits at least
 * three picks on a 390×844 phone screen. Saves the screenshots under artifacts/screens-cards/.
 */
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import { expectAccessible, kicksOffLater, settle, skipOnboarding, VIEWPORTS, photograph } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const SHOTS = join(import.meta.dirname, '..', '..', 'artifacts', 'screens-cards');
const FAIR = 'Fair line (market, no-vig)';
const RATINGS = 'BetLens ratings';
const OFF_MARKET = 'Off-market price: verify before betting';

interface SlateGame {
  id: string;
  league: 'nfl' | 'cfb';
  awayTeam: string;
  homeTeam: string;
  commenceTime: string;
  maxEdge: number;
  curationStatus: string;
  flags: { offMarket: boolean };
  bestSportsbooks: { offMarket: boolean; stale: boolean }[];
}

/** Every analysed game as the admin sees it (user lists hide undecided off-market prices). */
async function adminSlate(request: APIRequestContext): Promise<SlateGame[]> {
  // Three weeks ahead: the replay's off-market prices are a handful a season, not one every week.
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const res = await request.get(url(`/api/admin/games?sport=all&startDate=${day(-1)}&endDate=${day(21)}`), {
    headers: { 'x-license-key': env.adminKey },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { games: SlateGame[] }).games;
}

async function slate(request: APIRequestContext): Promise<SlateGame[]> {
  const res = await request.get(url('/api/bookmarklet/games?sport=all'), {
    headers: { 'x-license-key': env.overlayLicenseKey, 'x-device-id': 'scan-cards-device-0001' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { games: SlateGame[] }).games;
}

async function shoot(page: Page, name: string, fullPage = true): Promise<void> {
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settle(page);
    await photograph(page, join(SHOTS, `${name}-${label}.png`), { fullPage });
  }
}

/** A licensed visitor: the key in storage (the picks pages send it as x-license-key). */
async function withStoredKey(page: Page): Promise<void> {
  await skipOnboarding(page);
  await page.addInitScript(
    (key) => window.localStorage.setItem('betlens_license_key', key),
    env.overlayLicenseKey,
  );
}

async function expectOneTierBadgeAtMost(cards: Locator): Promise<number> {
  const counts = await cards.evaluateAll((els) =>
    els.map((el) => el.querySelectorAll('[data-tier-badge]').length),
  );
  for (const count of counts) expect(count).toBeLessThanOrEqual(1);
  return counts.filter((c) => c === 1).length;
}

test.describe.configure({ mode: 'serial' });

test('Best Bets: lead lines, one tier badge, named lines, three picks per phone screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const games = await slate(request);
  const best = games.filter((g) => g.maxEdge >= 3);
  console.log(
    `slate ${games.length} games, best bets ${best.length}, off-market ${games.filter((g) => g.flags.offMarket).length}` +
      ` (in best bets ${best.filter((g) => g.flags.offMarket).length})`,
  );
  await withStoredKey(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(url('/weekly-best-bets'));
  const cards = page.locator('article[data-pick-card]');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  const count = await cards.count();
  expect(count).toBeGreaterThanOrEqual(1);
  // The rule, counted over every game analysed in the window (issue 20 §7).
  await expect(page.getByTestId('rule-count')).toHaveText(
    /^\d+ of \d+ games analysed have a price 3% or more better than the fair line\.$/,
  );

  // Every card leads with its line; one tier badge at most, and the tiered ones have exactly one.
  await expect(cards.locator('[data-pick-line]')).toHaveCount(count);
  expect(await expectOneTierBadgeAtMost(cards)).toBeGreaterThan(0);

  // Three picks on one phone screen: scroll the first card to the top and measure.
  await cards
    .first()
    .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 8));
  await settle(page);
  const boxes = await cards.evaluateAll((els) =>
    els.map((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom })),
  );
  // The replayed slate changes with the day: with fewer than three picks, the tallest card stands
  // for the missing ones (each at the list's spacing below the last).
  const pitch = boxes.length > 1 ? boxes[1]!.top - boxes[0]!.top : boxes[0]!.bottom - boxes[0]!.top + 16;
  const tallest = Math.max(...boxes.map((b) => b.bottom - b.top));
  const bottoms = [0, 1, 2].map(
    (i) => boxes[i]?.bottom ?? boxes.at(-1)!.bottom + (i - boxes.length + 1) * Math.max(pitch, tallest),
  );
  const onScreen = bottoms.filter((bottom) => bottom <= VIEWPORTS.phone.height).length;
  expect(onScreen).toBeGreaterThanOrEqual(3);
  await photograph(page, join(SHOTS, 'best-bets-phone-screen.png'));

  // The details name each number, with the fair line's method one tap away.
  const first = cards.first();
  await first.getByRole('button', { name: 'Details' }).click();
  await expect(first.getByText(FAIR, { exact: true })).toBeVisible();
  await expect(first.getByText(RATINGS, { exact: true })).toBeVisible();
  // How current the ratings are (the replay's ratings hold every game before the replayed week).
  await expect(first.getByTestId('ratings-freshness')).toHaveText(
    /^BetLens ratings as of [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  const fairBlock = first.locator('dl > div').filter({ hasText: FAIR });
  await fairBlock.getByText('How it is made').click();
  await expect(fairBlock.getByText(/^No-vig consensus of \d+ books?, Shin method/)).toBeVisible();
  await shoot(page, 'best-bets');
  await expectAccessible(page, 'best bets with a card open');
});

test('Weekly Picks: the same cards, one tier badge each', async ({ page }) => {
  await withStoredKey(page);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(url('/weekly-picks'));
  const cards = page.locator('article[data-pick-card]');
  await expect(cards.first().or(page.getByText('No High-Quality Games Found'))).toBeVisible({
    timeout: 30_000,
  });
  const count = await cards.count();
  await expect(page.getByTestId('rule-count')).toHaveText(
    /^\d+ of \d+ games analysed pass(es)? every check: a Strong Buy or Buy tier, high confidence and a price 3% or more better than the fair line\.$/,
  );
  await expect(cards.locator('[data-pick-line]')).toHaveCount(count);
  await expectOneTierBadgeAtMost(cards);
  await shoot(page, 'weekly-picks');
  await expectAccessible(page, 'weekly picks');
});

test('Football Bets: an off-market price published with a confirmation reads as one, without tier or units', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const games = await adminSlate(request);
  // A pending one (the publish journey, earlier in file order, may have decided some of the slate)
  // still ahead on the server's clock, with a margin for this test: the demo's slate is this week's,
  // so on a Saturday or Sunday some of it has kicked off and can no longer be published (409).
  const candidates = games.filter(
    (g) => g.flags.offMarket && g.curationStatus === 'pending' && kicksOffLater(g),
  );
  expect(candidates.length, 'the default demo has pending off-market prices').toBeGreaterThan(0);
  // The admin publishes one only with a confirmation naming the reason (issue 11 §2). The server
  // refuses the reason (400, nothing saved) for a game that also has an on-market price, which
  // publishes instead (issue 20 §3), so the first game it accepts is the off-market one.
  let offMarket: (typeof candidates)[number] | undefined;
  const refusals: string[] = [];
  for (const game of candidates) {
    const approve = await request.post(url('/api/admin/approve-game'), {
      data: {
        gameId: game.id,
        confirmOffMarket: 'Checked the book: the line is posted as shown',
        licenseKey: env.adminKey,
      },
    });
    if (approve.status() === 200) {
      offMarket = game;
      break;
    }
    expect(approve.status(), await approve.text()).toBe(400);
    refusals.push(await approve.text());
  }
  if (!offMarket) {
    // Every off-market price in this demo window sits beside an on-market one, and the server
    // publishes that instead (the confirmed off-market path is in tests/api/visible-picks.test.ts).
    for (const refusal of refusals) expect(refusal).toContain('has an on-market price');
    return;
  }
  const others = games.filter((g) => g.maxEdge >= 3 && !g.flags.offMarket).map((g) => g.id);
  const bulk = await request.post(url('/api/admin/bulk-approve'), {
    data: { gameIds: others, licenseKey: env.adminKey },
  });
  expect(bulk.status(), await bulk.text()).toBe(200);

  await skipOnboarding(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('License Key').fill(env.overlayLicenseKey);
  await dialog.getByLabel('License Key').press('Enter');
  await expect(page).toHaveURL(url('/dashboard'));
  await page.goto(url('/football-bets'));
  const cards = page.locator('article[data-pick-card]');
  await expect(cards.first()).toBeVisible({ timeout: 30_000 });
  await expectOneTierBadgeAtMost(cards);

  const card = cards.filter({ hasText: `${offMarket.awayTeam} @ ${offMarket.homeTeam}` });
  await expect(card.getByText(OFF_MARKET, { exact: true }).first()).toBeVisible();
  await expect(card.locator('[data-tier-badge]')).toHaveCount(0);
  const lead = (await card.locator('[data-pick-line]').getAttribute('data-pick-line')) ?? '';
  if (lead.includes(OFF_MARKET)) expect(lead).not.toMatch(/\d(\.\d)?u$/);
  await card.getByRole('button', { name: 'Detailed Analysis' }).click();
  await expect(card.getByText(FAIR, { exact: true })).toBeVisible();
  await expect(card.getByText(RATINGS, { exact: true })).toBeVisible();
  await shoot(page, 'football-bets');
  await expectAccessible(page, 'football bets with an off-market pick open');
});

test('overlay: lead lines, one tier badge, both named lines in the details, off-market label', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // A game whose current analysis (what "Analyze a Matchup" prices) holds a fresh off-market price: the
  // users' list may carry a pick published earlier, frozen as it was then.
  const offMarket = (await adminSlate(request)).find(
    (g) =>
      kicksOffLater(g) &&
      Date.parse(g.commenceTime) < Date.now() + 8 * 86_400_000 &&
      g.bestSportsbooks.some((b) => b.offMarket && !b.stale),
  );
  await skipOnboarding(page);
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(url('/demo'));
  await page.getByRole('button', { name: 'Open Analysis' }).click();
  const panel = page.getByRole('dialog', { name: /Weekly Expert Picks$/ });
  const gate = page.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' });
  await gate.getByRole('button', { name: 'Already have a license key? Enter it here' }).click();
  const keyInput = page.getByRole('dialog', { name: 'Enter License Key' }).getByLabel('License Key');
  await keyInput.fill(env.overlayLicenseKey);
  await keyInput.press('Enter');
  const sms = page.getByRole('dialog', { name: 'Get SMS Alerts!' });
  await sms.getByRole('button', { name: 'Skip' }).click();

  const cards = panel.locator('article[data-pick-card]');
  await expect(cards.first().or(panel.getByText('No Picks This Week'))).toBeVisible({ timeout: 30_000 });
  if ((await cards.count()) === 0) {
    await panel.getByRole('tab', { name: 'College' }).click();
    await expect(cards.first().or(panel.getByText('No Picks This Week'))).toBeVisible({ timeout: 30_000 });
  }
  const count = await cards.count();
  expect(count, 'the overlay lists picks in one of its tabs').toBeGreaterThan(0);
  await expect(cards.locator('[data-pick-line]')).toHaveCount(count);
  expect(await expectOneTierBadgeAtMost(cards)).toBeGreaterThan(0);
  const first = cards.first();
  await first.getByRole('button', { name: 'Detailed Analysis' }).click();
  await expect(first.getByText(FAIR, { exact: true })).toBeVisible();
  await expect(first.getByText(RATINGS, { exact: true })).toBeVisible();
  await shoot(page, 'overlay-picks', false);

  // The off-market game, typed as on a sportsbook page (when the replay's window has one now).
  if (!offMarket) return;
  await panel.getByRole('button', { name: 'Analyze a Matchup' }).click();
  await panel
    .getByRole('combobox', { name: 'League' })
    .selectOption(offMarket.league === 'nfl' ? 'nfl' : 'college');
  await panel.getByLabel('Away Team').fill(offMarket.awayTeam);
  await panel.getByLabel('Home Team').fill(offMarket.homeTeam);
  await panel.getByRole('button', { name: 'Analyze Matchup' }).click();
  const analysis = panel.getByRole('article', { name: `${offMarket.awayTeam} @ ${offMarket.homeTeam}` });
  await expect(analysis).toBeVisible({ timeout: 45_000 });
  await expect(analysis.getByText(new RegExp(`^${OFF_MARKET}`)).first()).toBeVisible();
  await shoot(page, 'overlay-off-market', false);
  await expectAccessible(page, 'overlay with an off-market matchup');
});
