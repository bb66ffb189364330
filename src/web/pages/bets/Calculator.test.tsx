import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../test/render';
import { PUBLIC_CONFIG, VALID_KEY, licenseView } from '../../test/fixtures';
import { mockApi } from '../picks/test/mock-api';

afterEach(() => window.localStorage.clear());

function signedIn() {
  window.localStorage.setItem('betlens_license_key', VALID_KEY);
  mockApi({
    'GET /api/public-config': { body: PUBLIC_CONFIG },
    'POST /api/auth/verify-license': { body: { valid: true, license: licenseView(60), message: 'ok' } },
  });
}

const row = (results: HTMLElement, term: string) => within(results).getByText(term).nextElementSibling;

describe('/calculator', () => {
  it('is licensed: a visitor sees the gate', async () => {
    mockApi({ 'GET /api/public-config': { body: PUBLIC_CONFIG } });
    renderApp({ path: '/calculator' });
    expect(await screen.findByRole('heading', { name: 'Sign in to use the calculator' })).toBeInTheDocument();
  });

  it('de-vigs two prices: −150 / +130 is 58.3% / 41.7%, fair −140 / +140, hold 3.4%', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp({ path: '/calculator' });
    const results = await screen.findByTestId('no-vig-results');
    expect(row(results, 'Side A no-vig')).toHaveTextContent('58.3% · fair \u2212140');
    expect(row(results, 'Side B no-vig')).toHaveTextContent('41.7% · fair +140');
    expect(row(results, 'Hold')).toHaveTextContent('3.4%');
    await user.clear(screen.getByLabelText('Side A price'));
    await user.type(screen.getByLabelText('Side A price'), '-110');
    await user.clear(screen.getByLabelText('Side B price'));
    await user.type(screen.getByLabelText('Side B price'), '-110');
    expect(row(screen.getByTestId('no-vig-results'), 'Side A no-vig')).toHaveTextContent('50.0% · fair +100');
    expect(row(screen.getByTestId('no-vig-results'), 'Hold')).toHaveTextContent('4.5%');
    await user.clear(screen.getByLabelText('Side B price'));
    await user.type(screen.getByLabelText('Side B price'), '50');
    expect(screen.getByText('A price is −100 or lower, or +100 or higher (−105, +120).')).toBeInTheDocument();
  });

  it('prices −2.5 −130 against a fair −3 across the key number', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp({ path: '/calculator' });
    const results = await screen.findByTestId('ev-results');
    // Hand-worked in shared/bets/calculator.test.ts: wins on 3 too, −3.9% at −130.
    expect(row(results, 'EV')).toHaveTextContent('\u22123.9% · -$3.9 per $100 bet');
    expect(row(results, 'Fair price at your number')).toHaveTextContent('\u2212119 (54.3%)');
    expect(within(results).getByText('A margin of exactly 3: 8.6% of games')).toBeInTheDocument();
    // A sharp book's −3 −118 / −102 moves the fair line past 3.
    await user.type(screen.getByLabelText('Your side at that line'), '-118');
    await user.type(screen.getByLabelText('Other side at that line'), '-102');
    expect(row(screen.getByTestId('ev-results'), 'EV')).toHaveTextContent('\u22121.0%');
  });

  it('EV from a fair probability: 55% at −110 is +5.0%', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp({ path: '/calculator' });
    await screen.findByTestId('ev-results');
    await user.clear(screen.getByLabelText('Your price'));
    await user.type(screen.getByLabelText('Your price'), '-110');
    await user.click(screen.getByRole('radio', { name: 'A win probability' }));
    const results = screen.getByTestId('ev-results');
    expect(row(results, 'EV')).toHaveTextContent('+5.0% · +$5.0 per $100 bet');
    expect(row(results, 'Fair price at your number')).toHaveTextContent('\u2212122 (55.0%)');
  });

  it('totals and moneylines', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp({ path: '/calculator' });
    await screen.findByTestId('ev-results');
    await user.selectOptions(screen.getByLabelText('Market'), 'total');
    await user.clear(screen.getByLabelText('Your total'));
    await user.type(screen.getByLabelText('Your total'), '44.5');
    await user.clear(screen.getByLabelText('Your price'));
    await user.type(screen.getByLabelText('Your price'), '-110');
    await user.clear(screen.getByLabelText('Fair total'));
    await user.type(screen.getByLabelText('Fair total'), '44.5');
    expect(row(screen.getByTestId('ev-results'), 'EV')).toHaveTextContent('\u22124.5%');
    await user.selectOptions(screen.getByLabelText('Market'), 'moneyline');
    expect(screen.getByLabelText('Fair spread of your side')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your line')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your price'));
    await user.type(screen.getByLabelText('Your price'), 'x');
    expect(screen.getByText('Enter your price, e.g. −110 or +150.')).toBeInTheDocument();
  });
});
