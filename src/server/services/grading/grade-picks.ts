import { gradePick, type PickMarket, type PickSide } from '@shared/record/grade-pick';
import type { PickColumns } from '../../repositories/picks-repository';
import type { ServiceContext } from '../context';
import { analysesChanged } from '../analysis/games-cache';

type PickRow = PickColumns;

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** The odds snapshots' market key of each pick market (The Odds API's). */
const SNAPSHOT_MARKETS: Readonly<Record<PickMarket, string>> = {
  spread: 'spreads',
  total: 'totals',
  moneyline: 'h2h',
};

function pickMarket(pick: Pick<PickRow, 'market'>): PickMarket {
  return pick.market === 'total' || pick.market === 'moneyline' ? pick.market : 'spread';
}

function pickSide(side: string): PickSide {
  return side === 'away' || side === 'over' || side === 'under' ? side : 'home';
}

/**
 * The picked side's closing line (its total for a total; a moneyline has no line, only a price): the last snapshot of the pick's own book before kickoff, or,
 * when that book stopped quoting, the median of every book's last line before kickoff.
 */
export async function closingLineFor(
  ctx: ServiceContext,
  pick: PickRow,
): Promise<{ line: number | null; price: number | null }> {
  const rows = await ctx.repos.picks.lastQuotesBeforeKickoff({
    gameId: pick.gameId,
    market: SNAPSHOT_MARKETS[pickMarket(pick)],
    side: pick.side,
    kickoff: pick.kickoff,
  });
  if (pickMarket(pick) === 'moneyline') {
    const book = rows.find((r) => r.bookKey === pick.bookKey);
    return { line: null, price: book?.price ?? null };
  }
  const own = rows.find((r) => r.bookKey === pick.bookKey && r.point !== null);
  if (own) return { line: own.point, price: own.price };
  return { line: median(rows.flatMap((r) => (r.point === null ? [] : [r.point]))), price: null };
}

/**
 * Grades every published pick whose game is final: the version that was live at kickoff is the
 * one on the record (earlier versions stay in the history, ungraded). Grades are inserted once
 * and never changed; running this twice, or on two instances at once, grades nothing twice.
 */
export async function gradePicks(ctx: ServiceContext): Promise<number> {
  const candidates = await ctx.repos.picks.ungradedOfFinalGames();
  if (candidates.length === 0) return 0;
  const gameIds = [...new Set(candidates.map((c) => c.pick.gameId))];
  // The live version per game: the highest published before kickoff (across graded ones too).
  const all = await ctx.repos.picks.versionsOfGames(gameIds);
  const live = new Map<string, string>();
  for (const p of [...all].sort((a, b) => a.version - b.version)) {
    if (p.publishedAt.getTime() <= p.kickoff.getTime()) live.set(p.gameId, p.id);
  }
  let graded = 0;
  for (const c of candidates) {
    if (live.get(c.pick.gameId) !== c.pick.id || c.homeScore === null || c.awayScore === null) continue;
    const closing = await closingLineFor(ctx, c.pick);
    const grade = gradePick(
      { ...c.pick, market: pickMarket(c.pick), side: pickSide(c.pick.side) },
      { homeScore: c.homeScore, awayScore: c.awayScore },
      closing.line,
    );
    const inserted = await ctx.repos.picks.insertGrade({
      pickId: c.pick.id,
      result: grade.result,
      homeScore: c.homeScore,
      awayScore: c.awayScore,
      closingLine: closing.line,
      closingPrice: closing.price,
      clv: grade.clv,
      unitsWon: grade.unitsWon,
      gradedAt: ctx.now(),
    });
    if (inserted) graded++;
  }
  if (graded > 0) analysesChanged(ctx);
  return graded;
}
