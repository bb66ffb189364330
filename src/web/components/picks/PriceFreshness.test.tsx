/**
 * Every price on a pick card shows its age counted from the server's clock (GET /api/odds-status's
 * `now`), a lead price stale since some time says so where the tier badge would be, and a published
 * pick shows its published bet beside the live price.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OddsStatus } from '@shared/api/odds-status';
import { aBook, aGame, aMarketLine } from '@shared/curation/game-fixture';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';
import { PriceClock } from '../market/PriceAge';
import { GameCard } from './GameCard';
import { ApprovedGameCard } from './ApprovedGameCard';

// Years ahead of the browser's clock: an age counted from the browser would read 'just now'.
const SERVER_NOW = '2031-03-01T19:05:00.000Z';
const FORTY_MINUTES_EARLIER = '2031-03-01T18:25:00.000Z';
const TWO_HOURS_EARLIER = '2031-03-01T17:05:00.000Z';

const STATUS: OddsStatus = { source: 'the-odds-api', now: SERVER_NOW, staleAfterMinutes: 90, leagues: [] };

function withStatus(status: OddsStatus | null = STATUS) {
  return mockFetch({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    ...(status ? { 'GET /api/odds-status': { body: status } } : {}),
  });
}

const leadLine = () => document.querySelector('[data-pick-line]')!;

describe('price ages on pick cards', () => {
  it("shows the lead price's age and every listed book's, counted from the server's clock", async () => {
    withStatus();
    const game = aGame({
      bestSportsbooks: [
        aBook({ fetchedAt: FORTY_MINUTES_EARLIER }),
        aBook({
          key: 'fanduel',
          name: 'FanDuel',
          fetchedAt: TWO_HOURS_EARLIER,
          stale: true,
          recommendation: 'STALE',
          edge: 0,
        }),
      ],
    });
    const user = userEvent.setup();
    renderApp({
      ui: (
        <PriceClock>
          <GameCard game={game} />
        </PriceClock>
      ),
    });
    await within(leadLine() as HTMLElement).findByText('40 min ago');
    // The parts are laid out with gaps: the separators carry no spaces in the text.
    expect(leadLine()).toHaveTextContent('DraftKings·40 min ago·fair \u22123.2·+5.2%·2u');
    expect(leadLine()).toHaveAttribute('data-price-with-age', 'DraftKings \u2212110 · 40 min ago');

    await user.click(screen.getByRole('button', { name: /Details/ }));
    const list = screen.getByRole('list', { name: 'All sportsbooks: spread' });
    const [draftKings, fanDuel] = within(list).getAllByRole('listitem');
    expect(draftKings).toHaveTextContent('Buffalo Bills \u22123.5 \u2212110 · 40 min ago');
    // A stale book reads stale: its badge, no edge, and its age.
    expect(fanDuel).toHaveTextContent('Stale price');
    expect(fanDuel).not.toHaveTextContent('edge');
    expect(fanDuel).toHaveTextContent('Buffalo Bills \u22123.5 \u2212110 · 2 h ago');
  });

  it('leaves the age out rather than count it from the browser clock when the status cannot be read', async () => {
    withStatus(null);
    renderApp({
      ui: (
        <PriceClock>
          <GameCard game={aGame({ bestSportsbooks: [aBook({ fetchedAt: FORTY_MINUTES_EARLIER })] })} />
        </PriceClock>
      ),
    });
    expect(
      await screen.findByRole('heading', { name: 'Kansas City Chiefs @ Buffalo Bills' }),
    ).toBeInTheDocument();
    expect(leadLine()).toHaveTextContent('DraftKings·fair \u22123.2·+5.2%·2u');
    expect(document.querySelector('[data-price-age]')).toBeNull();
  });

  it("shows 'price stale since … : check the book' where the tier badge was, and claims no edge or units", async () => {
    withStatus();
    // The server removes the tier and units of a stale lead; the card must not show them even if sent.
    const game = aGame({
      priceStaleSince: '2031-03-01T19:05:00.000Z',
      bestSportsbooks: [aBook({ fetchedAt: TWO_HOURS_EARLIER })],
    });
    renderApp({
      ui: (
        <PriceClock>
          <GameCard game={game} />
        </PriceClock>
      ),
    });
    const card = await screen.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    const badge = within(card).getByText('price stale since 14:05 ET: check the book');
    expect(badge).toHaveAttribute('data-price-stale-since', '2031-03-01T19:05:00.000Z');
    expect(card.querySelector('[data-tier-badge]')).toBeNull();
    expect(within(card).queryByText('STRONG BUY')).not.toBeInTheDocument();
    await within(leadLine() as HTMLElement).findByText('2 h ago');
    expect(leadLine()).toHaveTextContent('DraftKings·2 h ago·fair \u22123.2·stale price');
    expect(leadLine()).not.toHaveTextContent('+5.2%');
    expect(leadLine()).not.toHaveTextContent('2u');
  });

  it('a live card keeps its tier badge and shows no stale line', async () => {
    withStatus();
    renderApp({
      ui: (
        <PriceClock>
          <GameCard game={aGame()} />
        </PriceClock>
      ),
    });
    const card = await screen.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(card.querySelector('[data-tier-badge]')).not.toBeNull();
    expect(within(card).queryByText(/price stale since/)).not.toBeInTheDocument();
  });

  it('a published pick shows its published bet beside the live price and its age', async () => {
    withStatus();
    const game = {
      ...aGame({
        publishedBet: {
          market: 'spread',
          side: 'home',
          betString: 'Buffalo Bills -3.5 (-110)',
          book: 'DraftKings',
          price: -110,
          edge: 5.2,
          units: 2,
          publishedAt: '2031-02-27T15:00:00.000Z',
        },
        livePrice: aMarketLine({
          key: 'fanduel',
          name: 'FanDuel',
          line: -4,
          price: -110,
          edge: -1.2,
          fetchedAt: FORTY_MINUTES_EARLIER,
        }),
      }),
      publishedAt: '2031-02-27T15:00:00.000Z',
      pickVersion: 1,
    };
    renderApp({
      ui: (
        <PriceClock>
          <ApprovedGameCard game={game} />
        </PriceClock>
      ),
    });
    const line = await screen.findByText(/^Published: Buffalo Bills -3\.5 \(-110\)/);
    expect(line).toHaveTextContent(
      'Published: Buffalo Bills -3.5 (-110) (+5.2%) · now \u22124 \u2212110 at FanDuel (\u22121.2%)',
    );
    await within(line).findByText('40 min ago');
  });

  it('a published pick with no fresh price at a bettable book says so', async () => {
    withStatus();
    const game = {
      ...aGame({
        publishedBet: {
          market: 'spread',
          side: 'home',
          betString: 'Buffalo Bills -3.5 (-110)',
          book: 'DraftKings',
          price: -110,
          edge: 5.2,
          units: 2,
          publishedAt: '2031-02-27T15:00:00.000Z',
        },
        livePrice: null,
      }),
      publishedAt: '2031-02-27T15:00:00.000Z',
      pickVersion: 1,
    };
    renderApp({ ui: <ApprovedGameCard game={game} /> });
    expect(
      await screen.findByText(
        'Published: Buffalo Bills -3.5 (-110) (+5.2%) · no fresh price at a bettable book now',
      ),
    ).toBeInTheDocument();
  });

  it('a model pick has no published line', async () => {
    withStatus();
    renderApp({ ui: <GameCard game={aGame({ curationStatus: 'pending' })} /> });
    await screen.findByRole('article');
    expect(screen.queryByText(/^Published:/)).not.toBeInTheDocument();
  });
});
