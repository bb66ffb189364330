import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { SECTIONS } from './Betting101';
import { PUBLISHED_FIGURES } from '@shared/model/published-figures';
import { percentWithSe, signedPercentWithSe } from '@shared/display/backtest-display';
import { DEFAULT_PRICING_SETTINGS } from '@shared/pricing/pricing-options';
import { VERIFY_EDGE_PERCENT } from '@shared/odds/units';
import { percentText } from '@shared/display/education-figures';

function publicVisit() {
  mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
  return renderApp({ path: '/betting-101' });
}

describe('/betting-101', () => {
  it('has one h1, the anchors #model-edge, #fair-lines and #ats-records, and a contents list to every section', async () => {
    publicVisit();
    // Generous: the first render of the file also loads the lazy page (slow on a loaded machine).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Betting 101' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const id of ['model-edge', 'fair-lines', 'ats-records']) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(section!.tagName).toBe('SECTION');
      expect(section!.className).toContain('scroll-mt-');
    }
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(SECTIONS.map((s) => `#${s.id}`));
    for (const section of SECTIONS) {
      expect(document.getElementById(section.id), section.id).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    }
  });

  it('teaches the numbers the product computes', async () => {
    publicVisit();
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByRole('heading', { name: 'The juice: -110 and the 52.4% break-even' }),
    ).toBeInTheDocument();
    const ats = document.getElementById('ats-records')!;
    expect(within(ats).getByText('70%+')).toBeInTheDocument();
    expect(within(ats).getByText('55-69%')).toBeInTheDocument();
    expect(within(ats).getByText('Under 55%')).toBeInTheDocument();
    const wong = document.getElementById('wong-teasers')!;
    expect(wong).toHaveTextContent('Favorites of -7.5 to -8.5');
    expect(wong).toHaveTextContent('Underdogs of +1.5 to +2.5');
    expect(wong).toHaveTextContent('Totals under 49');
    expect(wong).toHaveTextContent('about 72.4% of the time');
    // Computed from the bundled history by the product's Wong rule (backtest-figures.json), with its period.
    const { reported, allHistory } = PUBLISHED_FIGURES.wongLegs;
    expect(wong).toHaveTextContent(
      `won ${percentText(reported.wins / (reported.wins + reported.losses))} of decided legs in ${reported.from}–${reported.to} ` +
        `(${reported.wins} of ${reported.wins + reported.losses}), ` +
        `${percentText(allHistory.wins / (allHistory.wins + allHistory.losses))} over ` +
        `${allHistory.from}–${allHistory.to}`,
    );
    expect(wong).toHaveTextContent('nflverse closing lines and final scores');
    expect(wong).toHaveTextContent('76.7%');
    expect(wong).toHaveTextContent('74.8% over 1999–2024');
    for (const label of ['WONG-ELIGIBLE', 'WONG-MARGINAL', 'NOT-ELIGIBLE']) {
      expect(within(wong).getAllByText(label).length).toBeGreaterThan(0);
    }
    expect(document.getElementById('model-edge')).toHaveTextContent('Edge of 5% or more');
    expect(document.getElementById('power-ratings')).toHaveTextContent('2.5 points');
    expect(document.getElementById('bankroll-management')).toHaveTextContent('1-3%');
  });

  it('reads every edge threshold from the pricing and never calls an edge low risk', async () => {
    publicVisit();
    await screen.findByRole('heading', { level: 1 });
    const edge = document.getElementById('model-edge')!;
    const { strongEdge, minEdgeForBet } = DEFAULT_PRICING_SETTINGS;
    expect(edge).toHaveTextContent(`Edge of ${strongEdge}% or more: strong value`);
    expect(edge).toHaveTextContent(`Edge of ${minEdgeForBet}% to under ${strongEdge}%: marginal value`);
    expect(edge).toHaveTextContent(`An edge above ${VERIFY_EDGE_PERCENT}%`);
    expect(edge).toHaveTextContent('Off-market price: verify before betting');
    expect(document.getElementById('fair-lines')).toHaveTextContent('Fair line (market, no-vig)');
    expect(document.getElementById('fair-lines')).toHaveTextContent('BetLens ratings');
    const main = screen.getByRole('main');
    expect(main).not.toHaveTextContent(/low risk|risk: low/i);
    expect(main).not.toHaveTextContent(/our model/i);
  });

  it("states the operator's verify level (EDGE_VERIFY_PERCENT from the public config), not the default", async () => {
    mockFetch({
      'GET /api/public-config': { body: { ...PUBLIC_CONFIG, pricing: { verifyEdgeAbove: 12.5 } } },
    });
    renderApp({ path: '/betting-101' });
    await screen.findByRole('heading', { level: 1 });
    const edge = document.getElementById('model-edge')!;
    await waitFor(() => expect(edge).toHaveTextContent('An edge above 12.5%'));
    expect(edge).not.toHaveTextContent(`An edge above ${VERIFY_EDGE_PERCENT}%`);
  });

  it('states what the backtest measured: ATS and ROI by tier with standard errors, from the figures', async () => {
    publicVisit();
    await screen.findByRole('heading', { level: 1 });
    const backtest = document.getElementById('backtest')!;
    for (const league of Object.values(PUBLISHED_FIGURES.leagues)) {
      for (const tier of league.atsVsClose) {
        expect(backtest).toHaveTextContent(percentWithSe(tier.winRate!, tier.winRateSe!));
        expect(backtest).toHaveTextContent(signedPercentWithSe(tier.roi!, tier.roiSe!));
      }
    }
    expect(within(backtest).getByRole('link', { name: 'see the methodology' })).toHaveAttribute(
      'href',
      '/methodology',
    );
  });

  it('scrolls to the section named by the hash on arrival', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/betting-101#fair-lines');
    publicVisit();
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts.at(-1)).toBe(document.getElementById('fair-lines'));
    expect(document.activeElement).toBe(document.getElementById('fair-lines'));
  });

  it('links Betting Trends always and Football Bets only with an active licence', async () => {
    publicVisit();
    const main = await screen.findByRole('main');
    expect(within(main).getAllByRole('link', { name: 'Betting Trends' })[0]).toHaveAttribute(
      'href',
      '/betting-trends',
    );
    expect(within(main).queryByRole('link', { name: 'Football Bets' })).not.toBeInTheDocument();
  });

  it('shows the Football Bets link to a licensed user', async () => {
    const view = licenseView(60, 'all-access');
    window.localStorage.setItem('betlens_license_key', VALID_KEY);
    window.localStorage.setItem('betlens_license', JSON.stringify({ ...view, licenseKey: VALID_KEY }));
    mockFetch({
      'GET /api/public-config': { body: PUBLIC_CONFIG },
      'POST /api/auth/verify-license': { body: { valid: true, license: view, message: 'ok' } },
    });
    renderApp({ path: '/betting-101' });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: 'Football Bets' })).toHaveAttribute(
      'href',
      '/football-bets',
    );
  });
});
