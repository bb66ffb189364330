import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Game } from '@shared/api/games';
import type { OddsStatus } from '@shared/api/odds-status';
import { createQueryClient } from '../client/api';
import { AGE_REFRESH_MS, OddsClockProvider } from './odds-clock';
import { aBook, aGame, aMarketLine } from '../web/pages/picks/test/picks-fixtures';
import { PickCard } from './PickCard';
import { OverlayEnvProvider } from './overlay-env';
import { createFetchTransport, pageStorage } from './overlay-transport';
import { stubFetch } from '../web/test/stub-fetch';

function renderCard(game: Game, apiBase = '', myBooks?: readonly string[]) {
  const api = stubFetch({ 'POST /api/events': { body: { accepted: true } } });
  const user = userEvent.setup();
  const env = { transport: createFetchTransport({ apiBase }), storage: pageStorage };
  render(
    <OverlayEnvProvider env={myBooks ? { ...env, myBooks } : env}>
      <PickCard game={game} />
    </OverlayEnvProvider>,
  );
  const card = screen.getByRole('article', { name: `${game.awayTeam} @ ${game.homeTeam}` });
  return { api, user, card, ui: within(card) };
}

const STATS = {
  passNetYardsPerAttempt: 6.84,
  rushYardsPerAttempt: 4.21,
  totalYardsPerPlay: 5.6,
  scoringPercentage: 41.2,
  turnoverPercentage: 10.5,
  passingYardsPerGame: 251.3,
};

describe('the overlay pick card', () => {
  it("shows 'away @ home', the kickoff, the lead line and ONE tier badge", () => {
    const { card, ui } = renderCard(aGame());
    expect(ui.getByRole('heading', { name: 'Kansas City Chiefs @ Buffalo Bills' })).toBeInTheDocument();
    expect(ui.getByText('Sun, Sep 7, 1:00 PM ET')).toHaveAttribute('datetime', '2025-09-07T17:00:00Z');
    const lead = card.querySelector('[data-pick-line]');
    expect(lead).toHaveAttribute(
      'data-pick-line',
      'Spread: Buffalo Bills −3.5 −110 · DraftKings · fair −3.2 · +5.2% · 2u',
    );
    expect(lead).toHaveTextContent('Spread: Buffalo Bills −3.5 −110 · DraftKings · fair −3.2 · +5.2% · 2u');
    expect(ui.getByText('+5.2%')).toHaveClass('blo-edge-positive');
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(1);
    expect(ui.getByText('STRONG BUY')).toBeInTheDocument();
    expect(card.querySelector('.blo-pulse')).not.toBeNull();
    expect(ui.queryByText('STRONG BET')).not.toBeInTheDocument();
    expect(ui.queryByText('Model Spread')).not.toBeInTheDocument();
  });

  it('does not pulse for other tiers and colours a negative edge as one', () => {
    const { card, ui } = renderCard(
      aGame({ recommendationTier: 'LEAN', bestSportsbooks: [aBook({ edge: -0.8 })] }),
    );
    expect(ui.getByText('LEAN')).toBeInTheDocument();
    expect(card.querySelector('.blo-pulse')).toBeNull();
    expect(ui.getByText('−0.8%')).toHaveClass('blo-edge-negative');
  });

  it('shows an off-market lead price with its label, no tier badge and no units', () => {
    const { card, ui } = renderCard(
      aGame({
        flags: { stalePrices: false, verifyEdge: true, offMarket: true },
        bestSportsbooks: [aBook({ key: 'bovada', name: 'Bovada', offMarket: true, edge: 48.8 })],
      }),
    );
    expect(card.querySelector('[data-pick-line]')).toHaveAttribute(
      'data-pick-line',
      'Spread: Buffalo Bills −3.5 −110 · Bovada · fair −3.2 · Off-market price: verify before betting',
    );
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(0);
    expect(ui.queryByText('2u')).not.toBeInTheDocument();
    expect(ui.getByText('Off-market price: verify before betting (Bovada)')).toBeInTheDocument();
  });

  it('names each line in the details, with the method one tap away, and the projection', async () => {
    const { user, ui } = renderCard(aGame());
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    expect(ui.getByText('Fair line (market, no-vig)').nextElementSibling).toHaveTextContent(
      'Buffalo Bills −3.2 · total 47.5',
    );
    expect(ui.getByText('BetLens ratings').nextElementSibling).toHaveTextContent(
      'Buffalo Bills −5.5 · total 46',
    );
    expect(ui.getByText('No-vig consensus of 4 books, Shin method')).not.toBeVisible();
    await user.click(ui.getAllByText('How it is made')[1]!);
    expect(ui.getByText('No-vig consensus of 4 books, Shin method')).toBeVisible();
    const lean = ui.getByText(/BetLens ratings lean Bills by 2\.3 \(an opinion, not an edge\)/);
    expect(lean).toHaveTextContent(
      /record when they differ from the close by 1\.5–3 points \(NFL 2015–2024\)/,
    );
    expect(ui.getByText('Priced against the fair line (market, no-vig)')).toBeInTheDocument();
    const projection = ui.getByRole('heading', { name: 'Total Score Projection' }).nextElementSibling;
    expect(projection).toHaveTextContent('Total 47.5');
    expect(projection).toHaveTextContent('Kansas City Chiefs 21.0');
    expect(projection).toHaveTextContent('Buffalo Bills 26.5');
  });

  it("shows 'No recommendation available' without a model spread", () => {
    const { ui } = renderCard(aGame({ modelSpread: null }));
    expect(ui.getByText('No recommendation available')).toBeInTheDocument();
    expect(ui.queryByText('Buffalo Bills -3.5 (-110)')).not.toBeInTheDocument();
  });

  it('shows no recommendation when the model spread is zero', () => {
    const { ui } = renderCard(aGame({ modelSpread: 0 }));
    expect(ui.getByText('No recommendation available')).toBeInTheDocument();
  });

  it('has no recommendation without any sportsbook, and when the book line equals the model', () => {
    const { ui } = renderCard(aGame({ bestSportsbooks: [] }));
    expect(ui.getByText('No recommendation available')).toBeInTheDocument();
  });

  it("leads with a total when the analysis' best price is a total, naming its market (issue 21 §2)", () => {
    const total = aMarketLine({
      market: 'total',
      side: 'over',
      team: null,
      line: 44.5,
      price: -105,
      betString: 'Over 44.5 (-105)',
    });
    // The spread equals the model (no spread recommendation), but the total leads.
    const { ui } = renderCard(aGame({ modelSpread: -3.5, leadBet: total }));
    expect(ui.getByText('Total: Over 44.5 −105')).toBeInTheDocument();
    expect(ui.queryByText('No recommendation available')).not.toBeInTheDocument();
  });

  it("leads with a spread at the fair line's own number, or a pick'em, when the analysis priced it (its edge is the price)", () => {
    const pickEm = aMarketLine({
      side: 'away',
      team: 'Kansas City Chiefs',
      line: 0,
      price: -103,
      betString: 'Kansas City Chiefs PK (-103)',
    });
    // Book line 0 and model equal to the book: the old spread rule would say there is no bet.
    const { ui } = renderCard(aGame({ modelSpread: 0, leadBet: pickEm }));
    expect(ui.getByText('Spread: Kansas City Chiefs PK −103')).toBeInTheDocument();
    expect(ui.queryByText('No recommendation available')).not.toBeInTheDocument();
    // aMarketLine's default: the home side at the fair line's own number, −3.5.
    const atNumber = aMarketLine({ team: 'Miami Dolphins', price: -103 });
    const { ui: second } = renderCard(
      aGame({ id: 'g2', homeTeam: 'Miami Dolphins', modelSpread: -3.5, leadBet: atNumber }),
    );
    expect(second.getByText(/^Spread: Miami Dolphins [−-]3\.5 −103$/)).toBeInTheDocument();
    expect(second.queryByText('No recommendation available')).not.toBeInTheDocument();
  });

  it('reads an away-side book line in the product sign (away +3.5 = home -3.5)', () => {
    const away = aBook({
      side: 'away',
      team: 'Kansas City Chiefs',
      spread: 3.5,
      betString: 'Kansas City Chiefs +3.5 (-110)',
    });
    const { ui } = renderCard(aGame({ modelSpread: -1.5, bestSportsbooks: [away] }));
    expect(ui.getByText('Spread: Kansas City Chiefs +3.5 −110')).toBeInTheDocument();
    const same = aBook({ side: 'away', spread: 5.5 });
    const { ui: second } = renderCard(
      aGame({ id: 'g2', homeTeam: 'Miami Dolphins', modelSpread: -5.5, bestSportsbooks: [same] }),
    );
    expect(second.getByText('No recommendation available')).toBeInTheDocument();
  });

  it("toggles 'Detailed Analysis' / 'Hide Details' with aria-expanded and reports one pick view", async () => {
    const { api, user, ui } = renderCard(aGame());
    const toggle = ui.getByRole('button', { name: 'Detailed Analysis' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const details = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(details).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide Details');
    expect(details).toBeVisible();
    // Template text (explanationSource 'template'): "Model notes", never "AI Analysis".
    expect(ui.getByRole('heading', { name: 'Model notes' })).toBeInTheDocument();
    expect(ui.queryByRole('heading', { name: 'AI Analysis' })).toBeNull();
    expect(ui.queryByText('Powered by Claude AI')).not.toBeInTheDocument();
    expect(ui.getByText('Risk').nextElementSibling).toHaveTextContent('Weather could slow the game down.');
    expect(ui.getByText('Insight').nextElementSibling).toHaveTextContent(
      'The model makes Buffalo two points better than the market.',
    );
    const aiBestBet = within(ui.getByRole('heading', { name: 'Model notes' }).parentElement!);
    expect(aiBestBet.getByText('Best Bet').nextElementSibling).toHaveTextContent(
      'Buffalo Bills -3.5 at DraftKings',
    );

    await user.click(toggle);
    expect(toggle).toHaveAccessibleName('Detailed Analysis');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    await waitFor(() => expect(api.events()).toHaveLength(1));
    expect(api.events()[0]).toMatchObject({
      name: 'pick_viewed',
      properties: { league: 'nfl', game_id: 'g1' },
      source: 'overlay',
    });
  });

  it("marks an approved pick 'Expert Curated' and credits the AI for the AI's own text", async () => {
    const { user, ui } = renderCard(aGame({ curationStatus: 'approved', explanationSource: 'anthropic' }));
    expect(ui.getByText('Expert Curated')).toBeInTheDocument();
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    expect(ui.getByRole('heading', { name: 'AI Analysis' })).toBeInTheDocument();
    expect(ui.getByText('Powered by Claude AI')).toBeInTheDocument();
  });

  it("does not mark an unreviewed model pick 'Expert Curated'", () => {
    const { ui } = renderCard(aGame({ curationStatus: 'pending' }));
    expect(ui.queryByText('Expert Curated')).not.toBeInTheDocument();
  });

  it('sends the pick view to the API origin the overlay uses', async () => {
    const { api, user, ui } = renderCard(aGame(), 'https://api.betlens.test');
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    await waitFor(() => expect(api.events()).toHaveLength(1));
    expect(api.requests[0]!.url).toBe('https://api.betlens.test/api/events');
  });

  it('omits Expert Insight when there are no factors or notes, and Alternative Options with one book', async () => {
    const { user, ui } = renderCard(aGame());
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    expect(ui.queryByRole('heading', { name: 'Expert Insight' })).not.toBeInTheDocument();
    expect(ui.queryByRole('heading', { name: 'Alternative Options' })).not.toBeInTheDocument();
    expect(ui.queryByRole('heading', { name: /Advanced Team Statistics/ })).not.toBeInTheDocument();
  });

  it('shows the key factors as labels, the notes, and the second sportsbook as the alternative', async () => {
    const game = aGame({
      contextualFactors: ['travel', 'primetime'],
      contextualNotes: 'Short week after an overtime game.',
      bestSportsbooks: [
        aBook(),
        aBook({
          key: 'fanduel',
          name: 'FanDuel',
          betString: 'Buffalo Bills -4 (-105)',
          edge: 4.1,
          simulated: true,
        }),
      ],
    });
    const { user, ui } = renderCard(game);
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    const insight = within(ui.getByRole('heading', { name: 'Expert Insight' }).parentElement!);
    expect(insight.getByRole('list', { name: 'Key factors' })).toHaveTextContent('Travel Factor');
    expect(insight.getByText('Primetime Factor')).toBeInTheDocument();
    expect(insight.getByText('Short week after an overtime game.')).toBeInTheDocument();
    const alternative = within(ui.getByRole('heading', { name: 'Alternative Options' }).parentElement!);
    expect(alternative.getByText('Buffalo Bills -4 (-105)')).toBeInTheDocument();
    expect(alternative.getByText('FanDuel (demo)')).toBeInTheDocument();
    expect(alternative.getByText('+4.1% edge')).toHaveClass('blo-edge-positive');
  });

  it('shows NFL advanced statistics with the NFL labels', async () => {
    const game = aGame({
      totalProjections: {
        ...aGame().totalProjections,
        advancedStats: {
          season: 2025,
          source: 'nflverse',
          awayTeamOffense: STATS,
          awayTeamDefense: STATS,
          homeTeamOffense: STATS,
          homeTeamDefense: STATS,
        },
      },
    });
    const { user, ui } = renderCard(game);
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    const stats = within(ui.getByRole('heading', { name: 'Advanced Team Statistics (NFL)' }).parentElement!);
    expect(stats.getByText('Kansas City Chiefs Offense')).toBeInTheDocument();
    expect(stats.getByText('Buffalo Bills Defense')).toBeInTheDocument();
    expect(stats.getAllByText('Pass NY/A')).toHaveLength(4);
    expect(stats.getAllByText('6.8')).toHaveLength(4);
    expect(stats.getAllByText('41.2%')).toHaveLength(4);
    expect(stats.queryByText('Pass Yds/G')).not.toBeInTheDocument();
    expect(stats.getByText('nflverse, 2025 season')).toBeInTheDocument();
  });

  it('shows college advanced statistics with the CFB labels', async () => {
    const game = aGame({
      sport: 'CFB',
      league: 'cfb',
      awayTeam: 'Texas Longhorns',
      homeTeam: 'Oklahoma Sooners',
      totalProjections: {
        ...aGame().totalProjections,
        advancedStats: {
          season: 2025,
          source: 'CFBD',
          awayTeamOffense: STATS,
          awayTeamDefense: {},
          homeTeamOffense: STATS,
          homeTeamDefense: {},
        },
      },
    });
    const { user, ui } = renderCard(game);
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    const stats = within(ui.getByRole('heading', { name: 'Advanced Team Statistics (CFB)' }).parentElement!);
    expect(stats.getAllByText('Pass Yds/G')).toHaveLength(2);
    expect(stats.getAllByText('251.3')).toHaveLength(2);
    expect(stats.queryByText('Pass NY/A')).not.toBeInTheDocument();
    expect(stats.queryByText('Oklahoma Sooners Defense')).not.toBeInTheDocument();
  });

  it('reads a plain-string AI summary as the insight', async () => {
    const game = { ...aGame(), aiSummary: 'Buffalo is the value side.' } as unknown as Game;
    const { user, ui } = renderCard(game);
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    expect(ui.getByText('Insight').nextElementSibling).toHaveTextContent('Buffalo is the value side.');
    expect(ui.queryByText('Risk')).not.toBeInTheDocument();
  });

  it('warns about off-market and stale prices', () => {
    const { ui } = renderCard(aGame({ flags: { stalePrices: true, verifyEdge: true, offMarket: true } }));
    expect(ui.getByText('Off-market price: verify before betting')).toBeInTheDocument();
    expect(ui.getByText(/out of date/)).toBeInTheDocument();
  });

  it("labels the AI writer's text 'AI Analysis'", async () => {
    const { user, ui } = renderCard(aGame({ explanationSource: 'anthropic' }));
    await user.click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    expect(ui.getByRole('heading', { name: 'AI Analysis' })).toBeInTheDocument();
  });

  it('shows each team’s ATS badge with its percentage, tier and record text', () => {
    const record = (wins: number, losses: number, pushes = 0) => ({
      wins,
      losses,
      pushes,
      percentage: Math.round((1000 * wins) / (wins + losses)) / 10,
    });
    const { ui } = renderCard(
      aGame({
        ats: {
          away: {
            team: 'Kansas City Chiefs',
            season: { season: 2024, record: record(7, 3) },
            situation: {
              key: 'away-underdog',
              label: 'as a road underdog since 2022',
              fromSeason: 2022,
              record: record(2, 2),
            },
          },
          home: { team: 'Buffalo Bills', season: { season: 2024, record: record(5, 5, 1) }, situation: null },
        },
      }),
    );
    const badge = within(ui.getByTestId('ats-badge'));
    expect(badge.getByText('70.0% HIGH')).toBeInTheDocument();
    expect(badge.getByText(/7-3 ATS in 2024 \(10 games\)/)).toBeInTheDocument();
    expect(badge.getByText(/2-2 as a road underdog since 2022 \(4 games\)/)).toBeInTheDocument();
    expect(badge.getByText('50.0% LOW')).toBeInTheDocument();
    expect(badge.getByText(/5-5-1 ATS in 2024 \(11 games\)/)).toBeInTheDocument();
  });

  it('has no ATS badge without records', () => {
    const { ui } = renderCard(aGame({ ats: null }));
    expect(ui.queryByTestId('ats-badge')).toBeNull();
  });

  it("adds the best price at the user's books (the extension: the sportsbook it runs on) when the lead is elsewhere", () => {
    const game = aGame({
      bestSportsbooks: [
        aBook({ key: 'draftkings', name: 'DraftKings', edge: 5.2 }),
        aBook({ key: 'fanduel', name: 'FanDuel', edge: 1.4, spread: -3, price: -118 }),
      ],
    });
    const { card } = renderCard(game, '', ['fanduel']);
    expect(card.querySelector('[data-my-books-line]')).toHaveAttribute(
      'data-my-books-line',
      'Best at your books: Spread: Buffalo Bills −3 −118 · FanDuel · +1.4%',
    );
  });

  it("adds nothing when the lead price is at the user's book", () => {
    const { card } = renderCard(aGame(), '', ['draftkings']);
    expect(card.querySelector('[data-my-books-line]')).toBeNull();
  });
});

/** The reader's clock: years away from the server's and from the machine's (Date.now()). */
const READER_NOW = new Date('2031-06-01T09:00:00Z');

/** The server's clock 40 s after aBook's price was fetched (2025-09-01T12:00:00Z). */
function anOddsStatus(overrides: Partial<OddsStatus> = {}): OddsStatus {
  return {
    source: 'the-odds-api',
    now: '2025-09-01T12:00:40Z',
    staleAfterMinutes: 90,
    leagues: [
      {
        league: 'nfl',
        state: 'live',
        message: null,
        updatedAt: '2025-09-01T12:00:00Z',
        nextUpdateAt: '2025-09-01T12:02:00Z',
        intervalSeconds: 120,
        band: 'week',
      },
    ],
    ...overrides,
  };
}

const PUBLISHED_BET = {
  market: 'spread' as const,
  side: 'home' as const,
  betString: 'Buffalo Bills -3.5 (-110)',
  book: 'DraftKings',
  price: -110,
  edge: 5.2,
  units: 2,
  publishedAt: '2025-09-01T11:00:00Z',
};

/** The card inside the panel's odds clock, the status answered by the stubbed API. */
function renderTimedCard(game: Game, status: unknown = anOddsStatus(), now: () => Date = () => READER_NOW) {
  const api = stubFetch({
    'GET /api/odds-status': status === null ? { status: 500, text: 'down' } : { body: status },
    'POST /api/events': { body: { accepted: true } },
  });
  const env = { transport: createFetchTransport({ apiBase: '' }), storage: pageStorage };
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OverlayEnvProvider env={env}>
        <OddsClockProvider enabled now={now}>
          <PickCard game={game} />
        </OddsClockProvider>
      </OverlayEnvProvider>
    </QueryClientProvider>,
  );
  const card = screen.getByRole('article', { name: `${game.awayTeam} @ ${game.homeTeam}` });
  return { api, card, ui: within(card) };
}

describe("the overlay pick card's price age and freshness", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows the lead price with its age, counted from the server's clock, not the reader's", async () => {
    // The premise: neither the reader's clock nor the machine's is anywhere near the server's.
    expect(Math.abs(READER_NOW.getTime() - Date.parse(anOddsStatus().now))).toBeGreaterThan(86_400_000);
    expect(Math.abs(Date.now() - Date.parse(anOddsStatus().now))).toBeGreaterThan(86_400_000);
    const { api, card, ui } = renderTimedCard(aGame());
    expect(await ui.findByText('DraftKings −110 · 40 s ago')).toBeInTheDocument();
    expect(card.querySelector('.blo-lead')).toHaveTextContent(
      'Spread: Buffalo Bills −3.5 · DraftKings −110 · 40 s ago · fair −3.2 · +5.2% · 2u',
    );
    const [request] = api.to('GET /api/odds-status');
    // Public: no licence key goes with it.
    expect(request!.headers['x-license-key']).toBeUndefined();
  });

  it('reads the ages again every few seconds while the panel is open', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    let reader = READER_NOW;
    const { ui } = renderTimedCard(aGame(), anOddsStatus(), () => reader);
    expect(await ui.findByText('DraftKings −110 · 40 s ago')).toBeInTheDocument();
    // The reader's clock moves 25 s: the server's has too, and the age follows at the next read.
    reader = new Date(READER_NOW.getTime() + 25_000);
    expect(ui.getByText('DraftKings −110 · 40 s ago')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(AGE_REFRESH_MS);
    });
    expect(ui.getByText('DraftKings −110 · 1 min ago')).toBeInTheDocument();
  });

  it('shows the age of the alternative price in the details', async () => {
    const game = aGame({
      bestSportsbooks: [
        aBook(),
        aBook({ key: 'fanduel', name: 'FanDuel', fetchedAt: '2025-09-01T11:48:40Z', edge: 4.1 }),
      ],
    });
    const { ui } = renderTimedCard(game);
    await ui.findByText('DraftKings −110 · 40 s ago');
    await userEvent.setup().click(ui.getByRole('button', { name: 'Detailed Analysis' }));
    const alternative = within(ui.getByRole('heading', { name: 'Alternative Options' }).parentElement!);
    expect(alternative.getByText('12 min ago')).toBeInTheDocument();
  });

  it('shows no age, rather than one from the reader’s clock, when the odds status cannot be read', async () => {
    const { api, card, ui } = renderTimedCard(aGame(), null);
    await waitFor(() => expect(api.to('GET /api/odds-status')).toHaveLength(1));
    expect(card.querySelector('.blo-lead')).toHaveTextContent(
      'Spread: Buffalo Bills −3.5 −110 · DraftKings · fair −3.2 · +5.2% · 2u',
    );
    expect(ui.queryByText(/ago/)).not.toBeInTheDocument();
  });

  it("shows 'price stale since … ET: check the book' instead of the tier badge, the edge and the units", async () => {
    // The lead book itself is not marked stale: priceStaleSince alone takes the edge away.
    const { card, ui } = renderTimedCard(aGame({ priceStaleSince: '2025-09-01T18:05:00Z' }));
    expect(ui.getByText('price stale since 14:05 ET: check the book')).toHaveClass('blo-lead-warning');
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(0);
    expect(ui.queryByText('STRONG BUY')).not.toBeInTheDocument();
    expect(ui.queryByText('2u')).not.toBeInTheDocument();
    expect(ui.queryByText('+5.2%')).not.toBeInTheDocument();
    expect(card.querySelector('[data-pick-line]')).toHaveAttribute(
      'data-pick-line',
      'Spread: Buffalo Bills −3.5 −110 · DraftKings · fair −3.2 · price stale since 14:05 ET: check the book',
    );
    // The stale price still shows its age.
    expect(await ui.findByText('DraftKings −110 · 40 s ago')).toBeInTheDocument();
  });

  it('keeps the tier badge and the units on a live price (no stale line)', async () => {
    const { card, ui } = renderTimedCard(aGame());
    await ui.findByText('DraftKings −110 · 40 s ago');
    expect(card.querySelectorAll('[data-tier-badge]')).toHaveLength(1);
    expect(ui.getByText('2u')).toBeInTheDocument();
    expect(ui.queryByText(/price stale since/)).not.toBeInTheDocument();
  });

  it('shows a curated pick as published beside its live price, with the live price’s age', async () => {
    const live = aMarketLine({
      key: 'fanduel',
      name: 'FanDuel',
      line: -4,
      price: -105,
      edge: -1.3,
      fetchedAt: '2025-09-01T12:00:10Z',
    });
    const { card, ui } = renderTimedCard(
      aGame({ curationStatus: 'approved', publishedBet: PUBLISHED_BET, livePrice: live }),
    );
    const text = 'Published: Buffalo Bills -3.5 (-110) (+5.2%) · now −4 −105 at FanDuel (−1.3%)';
    expect(card.querySelector('[data-published-vs-live]')).toHaveAttribute('data-published-vs-live', text);
    await ui.findByText('DraftKings −110 · 40 s ago');
    expect(card.querySelector('[data-published-vs-live]')).toHaveTextContent(`${text} · 30 s ago`);
  });

  it('says when no bettable book has a fresh price for the published bet', () => {
    const { card } = renderTimedCard(
      aGame({ curationStatus: 'approved', publishedBet: PUBLISHED_BET, livePrice: null }),
    );
    expect(card.querySelector('[data-published-vs-live]')).toHaveTextContent(
      'Published: Buffalo Bills -3.5 (-110) (+5.2%) · no fresh price at a bettable book now',
    );
  });

  it('shows no published line on a model pick', () => {
    const { ui } = renderTimedCard(aGame({ curationStatus: 'pending', publishedBet: null }));
    expect(ui.queryByText(/^Published:/)).not.toBeInTheDocument();
  });
});
