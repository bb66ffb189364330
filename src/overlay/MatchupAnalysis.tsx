/**
 * 'Analyze a Matchup' (visitor spec section 1: "the user types away and home team names on a
 * sportsbook page and the overlay shows the analysis"; the call is section 7's POST
 * /api/analyze-bet). A disclosure above the weekly picks: away and home team, league (college by
 * default, as the call's default), neutral site. The answer is shown as a pick card. The typed
 * matchup is kept for this browser session at most (the privacy policy's promise): in
 * sessionStorage on a page of ours, in the content script's memory in the extension.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { Game } from '@shared/api/games';
import { isUnscheduledMatchup } from '@shared/api/matchup-id';
import { isPicksSport, type PicksSport } from '@shared/league';
import { ChevronDownIcon } from './icons';
import { MATCHUP_MESSAGES, matchupFailure, type MatchupFailure } from './matchup-error';
import { analyzeMatchup } from './overlay-api';
import { useOverlayEnv } from './overlay-env';
import { PickCard } from './PickCard';
import { PickCardBoundary } from './PickCardBoundary';
import { useMountedRef } from './use-mounted-ref';
import { isOnline } from '../client/online';

/** The placeholders of the team fields: a team of the chosen league. */
const TEAM_EXAMPLES: Readonly<Record<PicksSport, { away: string; home: string }>> = {
  nfl: { away: 'e.g. Chiefs', home: 'e.g. Bills' },
  college: { away: 'e.g. Michigan', home: 'e.g. Ohio State' },
};

/** A priced matchup that is not a scheduled game (the server's id for it). */
export const UNSCHEDULED_TEXT = 'Not on the schedule: priced from team ratings, no sportsbook lines';

export interface MatchupAnalysisProps {
  /** The stored licence key; null = the licence gate is asked for instead of a request. */
  licenseKey: string | null;
  onRequestLicense: () => void;
}

type Field = 'awayTeam' | 'homeTeam';

export function MatchupAnalysis({ licenseKey, onRequestLicense }: MatchupAnalysisProps) {
  const baseId = useId();
  const env = useOverlayEnv();
  const [stored] = useState(() => env.storage.loadMatchup());
  const [open, setOpen] = useState(stored !== null);
  const [teams, setTeams] = useState<Record<Field, string>>({
    awayTeam: stored?.awayTeam ?? '',
    homeTeam: stored?.homeTeam ?? '',
  });
  const [sport, setSport] = useState<PicksSport>(stored?.sport ?? 'college');
  const [neutral, setNeutral] = useState(stored?.isNeutralSite ?? false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<MatchupFailure | null>(null);
  const [result, setResult] = useState<Game | null>(null);
  const inputs = useRef<Record<Field, HTMLInputElement | null>>({ awayTeam: null, homeTeam: null });
  const mounted = useMountedRef();
  const id = (part: string) => `${baseId}-${part}`;
  const filled = teams.awayTeam.trim() !== '' && teams.homeTeam.trim() !== '';
  const canSubmit = !busy && filled;

  const setTeam = (field: Field, value: string) => {
    setTeams((current) => ({ ...current, [field]: value }));
    if (failure?.field === field) setFailure(null);
  };

  const applySuggestion = (field: Field, name: string) => {
    setTeam(field, name);
    setFailure(null);
    inputs.current[field]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    const matchup = {
      awayTeam: teams.awayTeam.trim(),
      homeTeam: teams.homeTeam.trim(),
      sport,
      isNeutralSite: neutral,
    };
    env.storage.saveMatchup(matchup);
    if (licenseKey === null) {
      setFailure({ message: MATCHUP_MESSAGES.keyRequired, field: null, suggestions: [] });
      onRequestLicense();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const analysis = await analyzeMatchup(env, { ...matchup, licenseKey });
      if (mounted.current) setResult(analysis);
    } catch (error) {
      if (!mounted.current) return;
      const next = matchupFailure(error, isOnline());
      setFailure(next);
      if (next.field) inputs.current[next.field]?.focus();
    } finally {
      if (mounted.current) setBusy(false);
    }
  };

  const teamField = (field: Field, label: string, placeholder: string) => (
    <div className="blo-field">
      <label htmlFor={id(field)} className="blo-field-label">
        {label}
      </label>
      <input
        ref={(element) => {
          inputs.current[field] = element;
        }}
        id={id(field)}
        className="blo-input"
        value={teams[field]}
        onChange={(event) => setTeam(field, event.target.value)}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        aria-invalid={failure?.field === field ? true : undefined}
        aria-describedby={failure?.field === field ? id('error') : undefined}
      />
    </div>
  );

  return (
    <section className="blo-matchup" aria-labelledby={id('title')}>
      <h3 className="blo-matchup-head">
        <button
          type="button"
          id={id('title')}
          className="blo-matchup-toggle"
          aria-expanded={open}
          aria-controls={id('content')}
          onClick={() => setOpen((value) => !value)}
        >
          Analyze a Matchup
          <span className="blo-chevron">
            <ChevronDownIcon />
          </span>
        </button>
      </h3>
      <div id={id('content')} className="blo-matchup-content" hidden={!open}>
        <form className="blo-matchup-form" onSubmit={(event) => void submit(event)} noValidate>
          <div className="blo-matchup-teams">
            {teamField('awayTeam', 'Away Team', TEAM_EXAMPLES[sport].away)}
            <span className="blo-matchup-at" aria-hidden="true">
              @
            </span>
            {teamField('homeTeam', 'Home Team', TEAM_EXAMPLES[sport].home)}
          </div>
          <div className="blo-matchup-options">
            <div className="blo-inline-field">
              <label htmlFor={id('league')} className="blo-field-label">
                League
              </label>
              <select
                id={id('league')}
                className="blo-input blo-select"
                value={sport}
                onChange={(event) =>
                  setSport(isPicksSport(event.target.value) ? event.target.value : 'college')
                }
              >
                <option value="college">College</option>
                <option value="nfl">NFL</option>
              </select>
            </div>
            <label className="blo-checkbox">
              <input
                type="checkbox"
                checked={neutral}
                onChange={(event) => setNeutral(event.target.checked)}
              />
              Neutral site
            </label>
          </div>
          {failure ? (
            <div className="blo-matchup-error" role="alert">
              <p id={id('error')}>{failure.message}</p>
              {failure.field && failure.suggestions.length > 0 ? (
                <div className="blo-chips">
                  {failure.suggestions.map((name) => (
                    <button
                      key={name}
                      type="button"
                      className="blo-button blo-button-outline blo-button-small"
                      onClick={() => applySuggestion(failure.field!, name)}
                    >
                      {name}
                    </button>
                  ))}
                </div>
              ) : null}
            </div>
          ) : null}
          {/* Busy is aria-disabled, not disabled: a disabled button would drop keyboard focus out of
              the panel while the answer is on its way. */}
          <button
            type="submit"
            className="blo-button blo-button-primary"
            disabled={!filled}
            aria-disabled={busy ? true : undefined}
          >
            {busy ? 'Analyzing...' : 'Analyze Matchup'}
          </button>
        </form>
        <p className="blo-visually-hidden" aria-live="polite">
          {result ? `Analysis ready: ${result.awayTeam} @ ${result.homeTeam}` : ''}
        </p>
        {result ? (
          <div className="blo-matchup-result">
            <PickCardBoundary key={`${result.id}-${result.analysisVersion}`}>
              <PickCard
                game={result}
                whenText={isUnscheduledMatchup(result) ? UNSCHEDULED_TEXT : undefined}
              />
            </PickCardBoundary>
          </div>
        ) : null}
      </div>
    </section>
  );
}
