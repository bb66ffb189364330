import { and, asc, desc, eq } from 'drizzle-orm';
import type { Game } from '@shared/api/games';
import type { PublishedPick, RecordResponse } from '@shared/api/record';
import { summarizeRecord } from '../../record/summarize-record';
import { toSportCode } from '@shared/league';
import { pickGrades, picks } from '../../db/schema';
import type { ServiceContext } from '../context';

type PickRow = typeof picks.$inferSelect;
type GradeRow = typeof pickGrades.$inferSelect;

function present(pick: PickRow, grade: GradeRow): PublishedPick {
  const game = pick.payload as unknown as Game;
  return {
    id: pick.id,
    gameId: pick.gameId,
    version: pick.version,
    analysisVersion: pick.analysisVersion,
    league: pick.league,
    sport: toSportCode(pick.league),
    season: pick.season,
    awayTeam: game.awayTeam,
    homeTeam: game.homeTeam,
    commenceTime: pick.kickoff.toISOString(),
    publishedAt: pick.publishedAt.toISOString(),
    market: pick.market === 'total' || pick.market === 'moneyline' ? pick.market : 'spread',
    side: pick.side === 'away' || pick.side === 'over' || pick.side === 'under' ? pick.side : 'home',
    team: pick.team,
    line: pick.line,
    price: pick.price,
    book: pick.bookTitle,
    simulated: pick.simulated,
    units: pick.units,
    edge: pick.edge,
    betString: pick.betString,
    grade: {
      result: grade.result === 'win' ? 'win' : grade.result === 'loss' ? 'loss' : 'push',
      homeScore: grade.homeScore,
      awayScore: grade.awayScore,
      closingLine: grade.closingLine,
      clv: grade.clv,
      unitsWon: grade.unitsWon,
      gradedAt: grade.gradedAt.toISOString(),
    },
  };
}

/**
 * A season's public record from the graded picks (the version live at kickoff of each game),
 * losses included. Without a season: the latest season that has picks, else `fallbackSeason`.
 */
export async function getRecord(
  ctx: ServiceContext,
  options: { season?: number | undefined; fallbackSeason: number },
): Promise<RecordResponse> {
  const seasonRows = await ctx.db
    .selectDistinct({ season: picks.season })
    .from(picks)
    .innerJoin(pickGrades, eq(pickGrades.pickId, picks.id))
    .orderBy(desc(picks.season));
  const seasons = seasonRows.map((r) => r.season);
  const season = options.season ?? seasons[0] ?? options.fallbackSeason;
  const rows = await ctx.db
    .select({ pick: picks, grade: pickGrades })
    .from(picks)
    .innerJoin(pickGrades, eq(pickGrades.pickId, picks.id))
    .where(and(eq(picks.season, season)))
    .orderBy(desc(picks.kickoff), asc(picks.id));
  // Real picks and the offline replay's simulated ones are never mixed into one record: once a
  // season has real graded picks, the demo ones are left out.
  const all = rows.map((r) => present(r.pick, r.grade));
  const graded = all.some((p) => !p.simulated) ? all.filter((p) => !p.simulated) : all;
  const summarize = (list: PublishedPick[]) => summarizeRecord(list);
  return {
    season,
    seasons: seasons.length > 0 ? seasons : [season],
    overall: summarize(graded),
    leagues: {
      nfl: summarize(graded.filter((p) => p.league === 'nfl')),
      cfb: summarize(graded.filter((p) => p.league === 'cfb')),
    },
    picks: graded,
    simulated: graded.some((p) => p.simulated),
    updatedAt: ctx.now().toISOString(),
  };
}
