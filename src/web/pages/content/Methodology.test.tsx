import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { PUBLISHED_FIGURES } from '@shared/model/published-figures';
import { EDGE_DEFINITION, publishedLeanRecords } from '@shared/display/market-lines';
import { percentWithSe, signedPercentWithSe } from '@shared/display/backtest-display';
import { renderApp } from '../../test/render';
import { mockFetch } from '../../test/mock-fetch';
import { PUBLIC_CONFIG } from '../../test/fixtures';
const LEAGUES = [PUBLISHED_FIGURES.leagues.nfl, PUBLISHED_FIGURES.leagues.cfb];

async function visit() {
  mockFetch({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
  renderApp({ path: '/methodology' });
  return screen.findByRole('heading', { level: 1, name: 'Methodology' });
}

describe('/methodology', () => {
  it('states the one definition of an edge, the lean, and the lean record of each league', async () => {
    await visit();
    const lines = document.getElementById('two-lines')!;
    expect(lines).toHaveTextContent(EDGE_DEFINITION);
    const records = publishedLeanRecords();
    expect(records).toHaveLength(2);
    for (const record of records) expect(lines).toHaveTextContent(record);
    expect(document.body).not.toHaveTextContent(/get a share only where/);
  });

  it('shows the MAE of the ratings, the closing and the opening line from the published figures', async () => {
    await visit();
    const accuracy = document.getElementById('accuracy')!;
    for (const league of LEAGUES) {
      expect(accuracy).toHaveTextContent(league.ratingsMae.toFixed(2));
      expect(accuracy).toHaveTextContent(league.closeMae.toFixed(2));
      if (league.opening) expect(accuracy).toHaveTextContent(league.opening.openMae.toFixed(2));
    }
  });

  it('shows closing-line value with its standard error, and ATS by tier against close and open', async () => {
    await visit();
    const cfb = PUBLISHED_FIGURES.leagues.cfb;
    const clv = document.getElementById('closing-line-value')!;
    expect(clv).toHaveTextContent(percentWithSe(cfb.clv!.rate, cfb.clv!.se));
    // The openers are the last season's only: the card names that season, not the whole range.
    expect(within(clv).getByRole('heading', { name: `College football ${cfb.to}` })).toBeInTheDocument();
    const ats = document.getElementById('against-the-spread')!;
    for (const league of LEAGUES) {
      for (const tier of [...league.atsVsClose, ...(league.atsVsOpen ?? [])]) {
        expect(ats).toHaveTextContent(percentWithSe(tier.winRate!, tier.winRateSe!));
        expect(ats).toHaveTextContent(signedPercentWithSe(tier.roi!, tier.roiSe!));
      }
    }
  });

  it('shows both calibration charts and says honestly what the figures mean', async () => {
    await visit();
    const charts = within(document.getElementById('calibration')!).getAllByRole('img');
    expect(charts.map((img) => img.getAttribute('src'))).toEqual([
      '/methodology/calibration-nfl.svg',
      '/methodology/calibration-cfb.svg',
    ]);
    const meaning = document.getElementById('what-it-means')!;
    expect(meaning).toHaveTextContent('do not beat the closing line');
    expect(meaning).toHaveTextContent('do not beat the opener either');
    expect(screen.getByRole('main')).not.toHaveTextContent(/low risk|risk: low|our model/i);
  });

  it('is linked from the footer', async () => {
    await visit();
    const footer = screen.getByRole('navigation', { name: 'Product' });
    expect(within(footer).getByRole('link', { name: 'Methodology' })).toHaveAttribute('href', '/methodology');
  });
});
