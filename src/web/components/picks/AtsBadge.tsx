/**
 * The ATS percentage badge (visitor spec: "ATS badge: percentage and record text"; 70/55
 * thresholds): each team's cover rate against the closing line this season with its HIGH / MED /
 * LOW tier and record, then its record in this game's situation. Computed on the server from stored
 * results (src/shared/trends/team-ats.ts); omitted when neither team has a game to count.
 */
import type { Game } from '@shared/api/games';
import { teamAtsDisplay, type AtsLevel } from '@shared/display/ats-badge';
import { cn } from '../../lib/cn';

const TONES: Record<AtsLevel, string> = {
  high: 'border-emerald-500/50 bg-emerald-500/15 text-emerald-300',
  medium: 'border-amber-500/50 bg-amber-500/15 text-amber-300',
  low: 'border-slate-600 bg-slate-800 text-slate-300',
};

/**
 * `compact` (on the card, phone first): one line per team — badge, team, season record — with the
 * heading for screen readers only; the situation records are in the card's details.
 */
export function AtsBadge({ game, compact = false }: { game: Pick<Game, 'ats'>; compact?: boolean }) {
  if (!game.ats) return null;
  // On the card only season records show (situations are in the details): a team without one is left out.
  const teams = [teamAtsDisplay(game.ats.away), teamAtsDisplay(game.ats.home)].filter(
    (t): t is NonNullable<typeof t> => t !== null && (!compact || t.badge !== null),
  );
  if (teams.length === 0) return null;
  return (
    <div className={cn('grid gap-1.5', compact ? 'text-xs' : 'text-sm')} data-testid="ats-badge">
      <p className={compact ? 'sr-only' : 'font-semibold text-slate-200'}>ATS confidence</p>
      <ul className={cn('grid', compact ? 'gap-1' : 'gap-1.5')}>
        {teams.map((t) => (
          <li
            key={t.team}
            className={cn(
              'flex items-center gap-x-2 gap-y-0.5',
              compact ? 'flex-nowrap whitespace-nowrap' : 'flex-wrap',
            )}
          >
            {t.badge ? (
              <span
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full border px-2 py-0.5 text-xs font-bold tabular-nums',
                  TONES[t.badge.percentage === null ? 'low' : t.badge.level],
                )}
              >
                {t.badge.percentage === null
                  ? t.badge.percentageText
                  : `${t.badge.percentageText} ${t.badge.tier}`}
              </span>
            ) : null}
            <span className={cn('font-medium text-white', compact && 'max-w-[6rem] truncate')}>{t.team}</span>
            {t.seasonText ? (
              <span className="text-slate-300">{compact ? t.shortSeasonText : t.seasonText}</span>
            ) : null}
            {t.situationText && !compact ? (
              <span className="w-full text-xs text-slate-400">{t.situationText}</span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
