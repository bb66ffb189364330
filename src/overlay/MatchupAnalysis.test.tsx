import { afterEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import { picksWindow } from '@shared/calendar/picks-window';
import { VALID_KEY } from '../web/test/fixtures';
import { deferred } from '../web/test/mock-fetch';
import { aBook, aGame } from '../web/pages/picks/test/picks-fixtures';
import { getStoredMatchup } from '../client/storage';
import { NOW, openOverlay, storeLicense, unmountAll } from './test/harness';
import { stubFetch, type StubReply } from '../web/test/stub-fetch';
import { MATCHUP_MESSAGES, matchupFailure } from './matchup-error';
import { ApiError } from '../client/api';
import { UNSCHEDULED_TEXT } from './MatchupAnalysis';

const ANALYZE = 'POST /api/analyze-bet';
const GAMES = 'GET /api/bookmarklet/games';
const SLATE: StubReply = { body: { games: [], totalGames: 0, dateRange: picksWindow(NOW) } };

afterEach(() => {
  window.sessionStorage.clear();
  return unmountAll();
});

const michiganAtOhioState = aGame({
  id: 'matchup-cfb-michigan-at-ohio-state',
  sport: 'CFB',
  league: 'cfb',
  awayTeam: 'Michigan',
  homeTeam: 'Ohio State',
  modelSpread: -6.5,
  bestSportsbooks: [],
  recommendation: null,
  maxEdge: 0,
});

function apiError(status: number, body: object): ApiError {
  return new ApiError(status, '', JSON.stringify(body));
}

async function openForm(replies: Record<string, StubReply | StubReply[]> = {}) {
  const api = stubFetch({ [GAMES]: SLATE, 'POST /api/events': { body: { accepted: true } }, ...replies });
  const mounted = openOverlay();
  const toggle = mounted.ui.getByRole('button', { name: 'Analyze a Matchup' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await mounted.user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return { api, ...mounted, toggle };
}

describe("the overlay's 'Analyze a Matchup'", () => {
  it('sends the typed teams, league and neutral site with the key, and shows the analysis as a card', async () => {
    storeLicense(12);
    const { api, ui, user } = await openForm({ [ANALYZE]: { body: { analysis: michiganAtOhioState } } });
    const submit = ui.getByRole('button', { name: 'Analyze Matchup' });
    expect(submit).toBeDisabled();
    expect(ui.getByRole('combobox', { name: 'League' })).toHaveValue('college');

    await user.type(ui.getByLabelText('Away Team'), ' michigan ');
    expect(submit).toBeDisabled();
    await user.type(ui.getByLabelText('Home Team'), 'Ohio St.');
    await user.click(ui.getByLabelText('Neutral site'));
    await user.click(submit);

    const card = await ui.findByRole('article', { name: 'Michigan @ Ohio State' });
    expect(within(card).getByText(UNSCHEDULED_TEXT)).toBeInTheDocument();
    expect(within(card).getByText('No recommendation available')).toBeInTheDocument();
    expect(within(card).queryByText(/edge/)).not.toBeInTheDocument();
    expect(ui.getByText('Analysis ready: Michigan @ Ohio State')).toBeInTheDocument();

    const [request] = api.to(ANALYZE);
    expect(request!.body).toEqual({
      awayTeam: 'michigan',
      homeTeam: 'Ohio St.',
      licenseKey: VALID_KEY,
      sport: 'college',
      isNeutralSite: true,
    });
    expect(request!.headers['x-license-key']).toBe(VALID_KEY);
    expect(request!.credentials).toBe('include');
    // Kept for this browser session only.
    expect(getStoredMatchup()).toEqual({
      awayTeam: 'michigan',
      homeTeam: 'Ohio St.',
      sport: 'college',
      isNeutralSite: true,
    });
  });

  it("shows 'Analyzing...' while busy and a scheduled game's kickoff", async () => {
    storeLicense(12);
    const answer = deferred();
    const scheduled = aGame({ bestSportsbooks: [aBook()] });
    const { ui, user } = await openForm({
      [ANALYZE]: { wait: answer.promise, body: { analysis: scheduled } },
    });
    await user.selectOptions(ui.getByRole('combobox', { name: 'League' }), 'nfl');
    await user.type(ui.getByLabelText('Away Team'), 'Chiefs');
    await user.type(ui.getByLabelText('Home Team'), 'Bills{Enter}');
    expect(ui.getByRole('button', { name: 'Analyzing...' })).toHaveAttribute('aria-disabled', 'true');
    answer.resolve();
    const card = await ui.findByRole('article', { name: 'Kansas City Chiefs @ Buffalo Bills' });
    expect(within(card).queryByText(UNSCHEDULED_TEXT)).not.toBeInTheDocument();
    expect(card.querySelector('time')).toHaveAttribute('dateTime', scheduled.commenceTime);
    expect(ui.getByRole('button', { name: 'Analyze Matchup' })).toBeEnabled();
  });

  it('offers the teams the server suggests for a name it does not know, and marks the field', async () => {
    storeLicense(12);
    const { api, ui, user, shadow } = await openForm({
      [ANALYZE]: [
        {
          status: 400,
          body: {
            code: 'VALIDATION_FAILED',
            message: "awayTeam 'Miami' matches more than one team: Miami, Miami (OH)",
            field: 'awayTeam',
            suggestions: ['Miami', 'Miami (OH)'],
          },
        },
        { body: { analysis: michiganAtOhioState } },
      ],
    });
    await user.type(ui.getByLabelText('Away Team'), 'Miami');
    await user.type(ui.getByLabelText('Home Team'), 'Ohio State{Enter}');
    const alert = await ui.findByRole('alert');
    expect(alert).toHaveTextContent("awayTeam 'Miami' matches more than one team: Miami, Miami (OH)");
    expect(ui.getByLabelText('Away Team')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(alert).getByRole('button', { name: 'Miami (OH)' }));
    expect(ui.getByLabelText('Away Team')).toHaveValue('Miami (OH)');
    expect(shadow.activeElement).toBe(ui.getByLabelText('Away Team'));
    expect(ui.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(ui.getByRole('button', { name: 'Analyze Matchup' }));
    await ui.findByRole('article', { name: 'Michigan @ Ohio State' });
    expect(api.to(ANALYZE)[1]!.body).toMatchObject({ awayTeam: 'Miami (OH)' });
  });

  it("without a licence says 'License key is required' and opens the licence gate, sending nothing", async () => {
    const { api, ui, user } = await openForm();
    // The gate opened with the panel; close it to reach the form.
    await user.keyboard('{Escape}');
    await user.type(ui.getByLabelText('Away Team'), 'Michigan');
    await user.type(ui.getByLabelText('Home Team'), 'Ohio State{Enter}');
    expect(await ui.findByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeInTheDocument();
    expect(ui.getByText(MATCHUP_MESSAGES.keyRequired)).toBeInTheDocument();
    expect(api.to(ANALYZE)).toHaveLength(0);
  });

  it('opens again with the matchup typed earlier in this session', async () => {
    storeLicense(12);
    window.sessionStorage.setItem(
      'betlens_overlay_matchup',
      JSON.stringify({ awayTeam: 'Chiefs', homeTeam: 'Bills', sport: 'nfl', isNeutralSite: false }),
    );
    stubFetch({ [GAMES]: SLATE });
    const { ui } = openOverlay();
    expect(ui.getByRole('button', { name: 'Analyze a Matchup' })).toHaveAttribute('aria-expanded', 'true');
    expect(ui.getByLabelText('Away Team')).toHaveValue('Chiefs');
    expect(ui.getByRole('combobox', { name: 'League' })).toHaveValue('nfl');
    await waitFor(() => expect(ui.getByRole('button', { name: 'Analyze Matchup' })).toBeEnabled());
  });
});

describe('matchupFailure (visitor spec section 8, analyzing)', () => {
  it('maps the licence answers to the spec messages', () => {
    expect(matchupFailure(apiError(401, { code: 'UNAUTHENTICATED', message: 'x' }), true).message).toBe(
      'License key is required',
    );
    expect(matchupFailure(apiError(401, { code: 'LICENSE_INVALID', message: 'x' }), true).message).toBe(
      'License key not found',
    );
    expect(matchupFailure(apiError(403, { code: 'LICENSE_REVOKED', message: 'x' }), true).message).toBe(
      'This license has been revoked. Contact support.',
    );
    for (const code of ['LICENSE_EXPIRED', 'LICENSE_IN_USE']) {
      expect(matchupFailure(apiError(403, { code, message: 'x' }), true).message).toBe(
        'No valid license found',
      );
    }
  });

  it("passes the server's plan and validation messages through, and says offline and busy plainly", () => {
    expect(
      matchupFailure(
        apiError(403, { code: 'PLAN_FORBIDDEN', message: 'Your nfl plan does not include CFB' }),
        true,
      ),
    ).toEqual({ message: 'Your nfl plan does not include CFB', field: null, suggestions: [] });
    expect(matchupFailure(new TypeError('Failed to fetch'), true).message).toBe(MATCHUP_MESSAGES.offline);
    expect(matchupFailure(apiError(500, { code: 'INTERNAL', message: 'x' }), false).message).toBe(
      MATCHUP_MESSAGES.offline,
    );
    expect(matchupFailure(apiError(429, { code: 'RATE_LIMITED', message: 'x' }), true).message).toBe(
      MATCHUP_MESSAGES.rateLimited,
    );
    expect(matchupFailure(new ApiError(502, 'Bad Gateway', '<html>'), true).message).toBe(
      MATCHUP_MESSAGES.failed,
    );
  });
});
