import { resolveTeam } from '../../teams';
import type { StatsProvider } from '../../providers/ports';
import type { ServiceContext } from '../context';
import { collegeGameRow, upsertGames, upsertRatings } from './import-history';

/** This season's in-season SP+ from CFBD (never read by the ratings engine). */
export const SP_CURRENT_SOURCE = 'sp-current';

export interface CollegeSyncResult {
  games: number;
  ratings: number;
  unresolved: string[];
}

/**
 * Keeps college results current from CFBD: this season's games (scores as they complete) with
 * their consensus closing lines, and the previous season's SP+ and FPI once (they seed priors).
 * This season's SP+ as published so far, too. Five calls per refresh at most, well inside CFBD's
 * monthly quota.
 */
export async function syncCollegeStats(
  ctx: ServiceContext,
  stats: StatsProvider,
  season: number,
): Promise<CollegeSyncResult> {
  const unresolved = new Set<string>();
  const id = (name: string) => {
    const found = resolveTeam(name, 'cfb', { source: 'cfbd' });
    if (found.status === 'found') return found.team.id;
    unresolved.add(name);
    return null;
  };
  const [games, lines] = await Promise.all([
    stats.fetchGames(season, { seasonType: 'both' }),
    stats.fetchLines(season, { seasonType: 'both' }),
  ]);
  const lineByGame = new Map<number, { spread: number[]; total: number[] }>();
  for (const line of lines) {
    const entry = lineByGame.get(line.gameId) ?? { spread: [], total: [] };
    if (line.spread !== null) entry.spread.push(line.spread);
    if (line.overUnder !== null) entry.total.push(line.overUnder);
    lineByGame.set(line.gameId, entry);
  }
  const mean = (xs: number[]) =>
    xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null;
  const rows = games.flatMap((g) => {
    const home = id(g.homeTeam);
    const away = id(g.awayTeam);
    if (!home || !away) return [];
    const played = g.completed && g.homePoints !== null && g.awayPoints !== null;
    const l = lineByGame.get(g.id);
    return [
      collegeGameRow(
        {
          cfbdId: String(g.id),
          season: g.season,
          week: g.week,
          seasonType: g.seasonType === 'postseason' ? 'postseason' : 'regular',
          kickoff: g.startDate,
          homeTeamId: home,
          awayTeamId: away,
          neutral: g.neutralSite,
          homeScore: played ? g.homePoints : null,
          awayScore: played ? g.awayPoints : null,
          homeLine: l ? mean(l.spread) : null,
          totalLine: l ? mean(l.total) : null,
          conferenceGame: g.conferenceGame,
          homeFbs: g.homeClassification === 'fbs',
          awayFbs: g.awayClassification === 'fbs',
          homeConference: g.homeConference,
          awayConference: g.awayConference,
          venue: g.venue,
          homeMoneyline: null,
          awayMoneyline: null,
        },
        'cfbd',
      ),
    ];
  });
  await upsertGames(ctx, rows);

  let ratings = 0;
  const previous = season - 1;
  const have = await ctx.repos.teamHistory.countRatings('cfb', previous, 'sp');
  if (have === 0) {
    const [sp, fpi] = await Promise.all([stats.fetchSpRatings(previous), stats.fetchFpiRatings(previous)]);
    const ratingRows = [
      ...sp.flatMap((r) => {
        const teamId = id(r.team);
        return teamId && r.rating !== null
          ? [
              {
                league: 'cfb' as const,
                season: previous,
                teamId,
                source: 'sp',
                rating: r.rating,
                offense: r.offense,
                defense: r.defense,
              },
            ]
          : [];
      }),
      ...fpi.flatMap((r) => {
        const teamId = id(r.team);
        return teamId && r.rating !== null
          ? [{ league: 'cfb' as const, season: previous, teamId, source: 'fpi', rating: r.rating }]
          : [];
      }),
    ];
    await upsertRatings(ctx, ratingRows);
    ratings = ratingRows.length;
  }
  // This season's SP+ as CFBD publishes it during the season (the rankings page shows it). Kept under
  // its own source so the ratings engine, which reads 'sp' rows as end-of-season values, never sees it.
  const current = await stats.fetchSpRatings(season);
  const currentRows = current.flatMap((r) => {
    const teamId = id(r.team);
    return teamId && r.rating !== null
      ? [
          {
            league: 'cfb' as const,
            season,
            teamId,
            source: SP_CURRENT_SOURCE,
            rating: r.rating,
            offense: r.offense,
            defense: r.defense,
          },
        ]
      : [];
  });
  await upsertRatings(ctx, currentRows);
  ratings += currentRows.length;
  if (unresolved.size > 0)
    ctx.log.warn({ unresolved: [...unresolved] }, 'CFBD teams not in the catalogue were skipped');
  return { games: rows.length, ratings, unresolved: [...unresolved] };
}
