/**
 * The market's open and current line for a card: 'Open Chiefs -3 → Now Chiefs -3.5', from the stored
 * snapshots (lower median across books). Reads the odds screen's query, so it needs a signed-in
 * licence; renders nothing until the line is known (or when no book has posted a spread).
 */
import { openCurrentText } from '@shared/market/line-movement';
import { useGameMarket } from '../../lib/market-api';
import { useSession } from '../../session/SessionProvider';

export function OpenCurrentLine({
  gameId,
  homeTeam,
  awayTeam,
}: {
  gameId: string;
  homeTeam: string;
  awayTeam: string;
}) {
  const { isLoggedIn } = useSession();
  const market = useGameMarket(gameId, isLoggedIn);
  const line = market.data?.movement.line;
  if (!line) return null;
  const text = openCurrentText(line, homeTeam, awayTeam);
  return (
    <p className="text-sm text-slate-300" data-testid="open-current-line">
      <span className="text-slate-400">Open</span>{' '}
      <span className="font-semibold text-white">{text.open}</span>
      <span aria-hidden="true" className="mx-1.5 text-slate-500">
        →
      </span>
      <span className="sr-only">, </span>
      <span className="text-slate-400">Now</span>{' '}
      <span className="font-semibold text-white">{text.current}</span>
    </p>
  );
}
