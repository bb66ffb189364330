import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Game } from '@shared/api/games';
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
