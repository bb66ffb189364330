/**
 * Staking (issue 21 §3): on My Bets a user chooses the staking rule of their licence (¼ Kelly by
 * default, ½, ⅛ or flat) and sees what it means; the units on the Best Bets cards and the "Record a
 * bet" dialog's recommended stake follow it, and another device of the licence sees the same rule.
 * Phone 390×844 and 1440×900, axe clean. Screenshots in artifacts/screenshots/staking-*.png.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import {
  expectAccessible,
  screenshotBoth,
  screenshotElementBoth,
  kicksOffLater,
  signIn,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
/** The overlay's way in: the licence key with its own device id (a second device of the licence). */
const OTHER_DEVICE = { 'x-license-key': env.licenseKey, 'x-device-id': 'staking-journey-overlay-01' };

interface ListedGame {
  id: string;
  awayTeam: string;
  homeTeam: string;
  commenceTime: string;
  units: number;
}

/** The signed-in page's Best Bets, as its own session cookie gets them. */
async function bestBets(request: APIRequestContext): Promise<ListedGame[]> {
  const res = await request.get(url('/api/best-bets?sport=all'));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { games: ListedGame[] }).games;
}

/** A Best Bet with units, still to kick off (the start-up refresh may still be running). */
async function stakedBestBet(request: APIRequestContext): Promise<ListedGame> {
  for (let attempt = 0; attempt < 90; attempt++) {
    const game = (await bestBets(request)).find((g) => g.units > 0 && kicksOffLater(g));
    if (game) return game;
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('no staked best bet appeared');
}

/** The units text of a card ('2u'), as pickLine writes it. */
const unitsShort = (units: number) => `${units}u`;

async function cardUnits(page: Page, game: ListedGame, units: number): Promise<void> {
  await page.goto(url('/weekly-best-bets'));
  const card = page.getByRole('article', { name: `${game.awayTeam} @ ${game.homeTeam}` });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText(unitsShort(units), { exact: true }).first()).toBeVisible();
}

test.beforeEach(async ({ page }) => skipOnboarding(page));

test.describe('staking rule', () => {
  test.use({ viewport: VIEWPORTS.phone });
  test.setTimeout(240_000);

  test('choosing a rule on My Bets changes the units on the cards and in the record dialog', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    await signIn(page, env.baseUrl, env.licenseKey);
    // Start from the default whatever an earlier run left.
    expect(
      (await page.request.put(url('/api/settings/staking'), { data: { rule: 'quarter-kelly' } })).status(),
    ).toBe(200);
    const game = await stakedBestBet(page.request);
    const before = game.units;
    await cardUnits(page, game, before);

    // A rule that sizes this pick differently: ⅛ halves 1.5u and more, ½ doubles 1u, flat lifts 0.5u.
    const [rule, label] =
      before >= 1.5
        ? (['eighth-kelly', '⅛ Kelly'] as const)
        : before === 1
          ? (['half-kelly', '½ Kelly'] as const)
          : (['flat', 'Flat'] as const);

    await page.goto(url('/my-bets'));
    await expect(page.getByRole('link', { name: 'Staking: ¼ Kelly' })).toBeVisible();
    const staking = page.getByRole('region', { name: 'Staking' });
    await expect(staking.getByRole('radio', { name: /¼ Kelly/ })).toBeChecked();
    await expect(staking.getByTestId('staking-rule-explained')).toContainText(
      'A pick that covers 56% at −110 (+6.9% edge): 2 units.',
    );
    await screenshotElementBoth(page, staking, 'staking-card-default');
    // The choice is saved on the server before the radio shows it (a controlled input), so click and
    // wait for the state rather than check(), which demands it at once.
    await staking.getByRole('radio', { name: new RegExp(label) }).click();
    await expect(page.getByText(`Units now follow ${label}`).first()).toBeVisible();
    await expect(staking.getByRole('radio', { name: new RegExp(label) })).toBeChecked();
    await expect(page.getByRole('link', { name: `Staking: ${label}` })).toBeVisible();
    await expectAccessible(page, '/my-bets with the staking card');
    await screenshotElementBoth(page, staking, `staking-card-${rule}`);
    // The whole page from its top (the sticky header is drawn where the page was scrolled to).
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'staking-my-bets');

    // The server keeps it for the licence: a reload and another device say the same.
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Staking' }).getByRole('radio', { name: new RegExp(label) }),
    ).toBeChecked();
    const other = await request.get(url('/api/settings/staking'), { headers: OTHER_DEVICE });
    expect(await other.json()).toEqual({ rule });

    // The pick's units under the rule, the same on the other device, and on its card.
    const after = (await bestBets(page.request)).find((g) => g.id === game.id)!.units;
    expect(after).not.toBe(before);
    const overlay = await request.get(url('/api/bookmarklet/games?sport=all'), { headers: OTHER_DEVICE });
    const overlayGame = ((await overlay.json()) as { games: ListedGame[] }).games.find(
      (g) => g.id === game.id,
    );
    if (overlayGame) expect(overlayGame.units).toBe(after);
    await cardUnits(page, game, after);
    const card = page.getByRole('article', { name: `${game.awayTeam} @ ${game.homeTeam}` });
    await screenshotElementBoth(page, card, `staking-card-units-${rule}`);

    // "I placed this" offers the rule's units as the stake.
    await card.getByRole('button', { name: 'I placed this' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a bet' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Stake (units)')).toHaveValue(String(after));
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Back to the default: the card shows the analysis' units again.
    await page.goto(url('/my-bets'));
    await page
      .getByRole('region', { name: 'Staking' })
      .getByRole('radio', { name: /¼ Kelly/ })
      .click();
    await expect(page.getByText('Units now follow ¼ Kelly').first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Staking' }).getByRole('radio', { name: /¼ Kelly/ }),
    ).toBeChecked();
    await cardUnits(page, game, before);
    expect(console.problems).toEqual([]);
  });

  test('a visitor sees no staking control and the API refuses them', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const visitor = await context.newPage();
    await skipOnboarding(visitor);
    await visitor.goto(url('/my-bets'));
    await expect(visitor.getByRole('heading', { name: 'Sign in to see your bets' })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Staking' })).toHaveCount(0);
    expect((await visitor.request.get(url('/api/settings/staking'))).status()).toBe(401);
    await context.close();
  });
});
