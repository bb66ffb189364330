/**
 * The overlay's ATS percentage badge (visitor spec: "ATS badge: percentage and record text", 70/55
 * thresholds): the same shared display rules as the site's AtsBadge, in the overlay's styles.
 */
import type { Game } from '@shared/api/games';
import { teamAtsDisplay, type AtsLevel } from '@shared/display/ats-badge';

const TONES: Record<AtsLevel, string> = {
  high: 'blo-tone-green',
  medium: 'blo-tone-yellow',
  low: 'blo-tone-neutral',
};

export function AtsBadge({ game }: { game: Pick<Game, 'ats'> }) {
  if (!game.ats) return null;
  const teams = [teamAtsDisplay(game.ats.away), teamAtsDisplay(game.ats.home)].filter(
    (t): t is NonNullable<typeof t> => t !== null,
  );
  if (teams.length === 0) return null;
  return (
    <div className="blo-ats" data-testid="ats-badge">
      <p className="blo-label">ATS confidence</p>
      <ul className="blo-ats-list">
        {teams.map((t) => (
          <li key={t.team} className="blo-ats-row">
            {t.badge ? (
              <span className={`blo-badge ${TONES[t.badge.percentage === null ? 'low' : t.badge.level]}`}>
                {t.badge.percentageText}
                {t.badge.percentage === null ? null : ` ${t.badge.tier}`}
              </span>
            ) : null}
            <span className="blo-ats-text">
              <strong>{t.team}</strong> {t.seasonText}
              {t.situationText ? (
                <span className="blo-small">
                  {t.seasonText ? ' · ' : ''}
                  {t.situationText}
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
