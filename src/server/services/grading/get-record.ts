import type { PublishedPick, RecordResponse } from '@shared/api/record';
import { summarizeRecord } from '../../record/summarize-record';
import { toSportCode, type League } from '@shared/league';
import type { PickGradeRow, StoredPick } from '../../repositories/picks-repository';
import type { ServiceContext } from '../context';

function present(pick: StoredPick, grade: PickGradeRow): PublishedPick {
  const { game } = pick;
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
  const seasons = await ctx.repos.picks.gradedSeasons();
  const season = options.season ?? seasons[0] ?? options.fallbackSeason;
  const rows = await ctx.repos.picks.gradedInSeason(season);
  // Real picks and the offline replay's simulated ones are never mixed into one record: once a
  // season has real graded picks, the demo ones are left out.
  const all = rows.map((r) => present(r.pick, r.grade));
  const graded = all.some((p) => !p.simulated) ? all.filter((p) => !p.simulated) : all;
  const summarize = (list: PublishedPick[]) => summarizeRecord(list);
  const ofLeague = (league: League) => summarize(graded.filter((p) => p.league === league));
  // Every league has its summary: a third league fails to compile here until it is listed.
  const leagues: Record<League, ReturnType<typeof summarize>> = {
    nfl: ofLeague('nfl'),
    cfb: ofLeague('cfb'),
  };
  return {
    season,
    seasons: seasons.length > 0 ? seasons : [season],
    overall: summarize(graded),
    leagues,
    picks: graded,
    simulated: graded.some((p) => p.simulated),
    updatedAt: ctx.now().toISOString(),
  };
}
