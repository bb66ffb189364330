import { teamById } from '@shared/teams';
import type { League } from '@shared/teams/types';
import { loadCfbGames } from '../../history/cfb-games';
import { CsvTable } from '../../history/csv';
import { DEFAULT_HISTORY_DIR, historyFile } from '../../history/history-dir';
import { loadNflGames } from '../../history/nfl-games';
import { resolveTeam } from '@shared/teams';
import type { BookOdds, OddsEvent, OddsProvider, ScoreEvent } from '../ports';
import { DEMO_BOOKS, deriveQuote } from './derive-book-prices';
import { replayShiftMs } from './replay-alignment';

/** A game of the replayed season, with its real lines and result. */
interface ReplayGame {
  gameKey: string;
  league: League;
  season: number;
  week: number;
  seasonType: 'regular' | 'postseason';
  kickoff: number;
  homeTeamId: string;
  awayTeamId: string;
  neutral: boolean;
  homeScore: number | null;
  awayScore: number | null;
  closeHomeLine: number;
  closeTotal: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
  /** Real per-provider closing and opening lines (college 2024). */
  providers: { name: string; spread: number; spreadOpen: number | null; total: number | null }[];
}

export interface ReplayOptions {
  dir?: string;
  sourceSeason?: number;
  now?: () => Date;
  /** A replayed game is final this long after its shifted kickoff. */
  gameLengthMs?: number;
}

const GAME_LENGTH_MS = 3.5 * 3_600_000;

function loadReplayGames(dir: string, season: number): Record<League, ReplayGame[]> {
  const nfl: ReplayGame[] = loadNflGames(dir)
    .filter((g) => g.season === season && g.homeLine !== undefined)
    .map((g) => ({
      gameKey: `nfl:${g.gameId}`,
      league: 'nfl',
      season: g.season,
      week: g.week,
      seasonType: g.gameType === 'REG' ? 'regular' : 'postseason',
      kickoff: g.kickoff,
      homeTeamId: g.home,
      awayTeamId: g.away,
      neutral: g.neutral,
      homeScore: g.homeScore ?? null,
      awayScore: g.awayScore ?? null,
      closeHomeLine: g.homeLine!,
      closeTotal: g.totalLine ?? null,
      homeMoneyline: g.homeMoneyline ?? null,
      awayMoneyline: g.awayMoneyline ?? null,
      providers: [],
    }));

  const providerLines = new Map<string, ReplayGame['providers']>();
  const file = historyFile(dir, 'cfb', `lines_by_provider_${season}_regular.csv`);
  try {
    const table = CsvTable.read(file);
    for (const row of table.rows) {
      const spread = table.number(row, 'spread');
      if (spread === undefined) continue;
      const id = `cfbd:${table.text(row, 'game_id')}`;
      const list = providerLines.get(id) ?? [];
      list.push({
        name: table.text(row, 'provider'),
        spread,
        spreadOpen: table.number(row, 'spread_open') ?? null,
        total: table.number(row, 'over_under') ?? null,
      });
      providerLines.set(id, list);
    }
  } catch {
    // Per-provider lines exist only for some seasons; consensus lines are used otherwise.
  }

  const cfb: ReplayGame[] = [];
  for (const g of loadCfbGames(dir)) {
    if (g.season !== season || g.homeLine === undefined || !g.homeFbs || !g.awayFbs) continue;
    const home = resolveTeam(g.home, 'cfb', { source: 'cfbd' });
    const away = resolveTeam(g.away, 'cfb', { source: 'cfbd' });
    if (home.status !== 'found' || away.status !== 'found') continue;
    const gameKey = `cfbd:${g.gameId}`;
    cfb.push({
      gameKey,
      league: 'cfb',
      season: g.season,
      week: g.week,
      seasonType: g.seasonType,
      kickoff: g.kickoff,
      homeTeamId: home.team.id,
      awayTeamId: away.team.id,
      neutral: g.neutral,
      homeScore: g.homeScore ?? null,
      awayScore: g.awayScore ?? null,
      closeHomeLine: g.homeLine,
      closeTotal: g.totalLine ?? null,
      homeMoneyline: g.homeMoneyline ?? null,
      awayMoneyline: g.awayMoneyline ?? null,
      providers: providerLines.get(gameKey) ?? [],
    });
  }
  return { nfl, cfb };
}

/**
 * The embedded odds source: a real past season (default 2024) replayed on today's calendar, with
 * demo sportsbook prices derived from the real closing lines and results revealed once each
 * shifted game is over. Works offline; every book is labelled simulated.
 */
export function createReplayProvider(options: ReplayOptions = {}): OddsProvider & {
  shiftMs(league: League): number;
  sourceSeason: number;
} {
  const dir = options.dir ?? DEFAULT_HISTORY_DIR;
  const sourceSeason = options.sourceSeason ?? 2024;
  const now = options.now ?? (() => new Date());
  const gameLength = options.gameLengthMs ?? GAME_LENGTH_MS;
  let cache: Record<League, ReplayGame[]> | undefined;
  const seasonGames = (league: League) => (cache ??= loadReplayGames(dir, sourceSeason))[league];
  const shifts = new Map<string, number>();

  // The shift is fixed per league and day, so one refresh never sees two alignments.
  function shiftMs(league: League): number {
    const day = Math.floor(now().getTime() / 86_400_000);
    const key = `${league}:${day}`;
    let shift = shifts.get(key);
    if (shift === undefined) {
      shift = replayShiftMs(
        league,
        sourceSeason,
        seasonGames(league).map((g) => g.kickoff),
        now(),
      );
      shifts.set(key, shift);
    }
    return shift;
  }

  function books(game: ReplayGame, shift: number, fetchedAt: number): BookOdds[] {
    const kickoff = game.kickoff + shift;
    const lastUpdate = new Date(fetchedAt);
    if (game.providers.length > 0) {
      // Real college books of that season: their opening and closing lines, standard -110 prices.
      return game.providers.map((p) => {
        const q = deriveQuote({
          gameKey: game.gameKey,
          bookKey: p.name,
          closeHomeLine: p.spread,
          openHomeLine: p.spreadOpen ?? undefined,
          closeTotal: p.total,
          kickoff,
          fetchedAt,
        });
        return {
          key: p.name.toLowerCase().replace(/[^a-z0-9]+/g, '_'),
          title: `${p.name} (demo)`,
          lastUpdate,
          simulated: true,
          markets: {
            spreads: {
              home: { point: q.homePoint, price: -110 },
              away: { point: -q.homePoint, price: -110 },
            },
            ...(p.total !== null
              ? { totals: { over: { point: p.total, price: -110 }, under: { point: p.total, price: -110 } } }
              : {}),
          },
        };
      });
    }
    return DEMO_BOOKS.map((book) => {
      const q = deriveQuote({
        gameKey: game.gameKey,
        bookKey: book.key,
        closeHomeLine: game.closeHomeLine,
        closeTotal: game.closeTotal,
        kickoff,
        fetchedAt,
      });
      return {
        key: book.key,
        title: book.title,
        lastUpdate,
        simulated: true,
        markets: {
          spreads: {
            home: { point: q.homePoint, price: q.homePrice },
            away: { point: -q.homePoint, price: q.awayPrice },
          },
          ...(q.total !== null
            ? {
                totals: {
                  over: { point: q.total, price: q.overPrice },
                  under: { point: q.total, price: q.underPrice },
                },
              }
            : {}),
          ...(game.homeMoneyline !== null && game.awayMoneyline !== null
            ? { h2h: { home: { price: game.homeMoneyline }, away: { price: game.awayMoneyline } } }
            : {}),
        },
      };
    });
  }

  const nameOf = (id: string) => teamById(id)?.name ?? id;

  return {
    name: 'replay',
    nameSource: 'cfbd',
    sourceSeason,
    shiftMs,
    fetchOdds(league, window) {
      const shift = shiftMs(league);
      const fetchedAt = now().getTime();
      const events: OddsEvent[] = [];
      for (const game of seasonGames(league)) {
        const kickoff = game.kickoff + shift;
        // Like a sportsbook feed: only games that have not started.
        if (kickoff < window.from.getTime() || kickoff >= window.to.getTime() || kickoff <= fetchedAt)
          continue;
        events.push({
          externalId: `replay:${game.gameKey}`,
          league,
          commenceTime: new Date(kickoff),
          homeTeam: nameOf(game.homeTeamId),
          awayTeam: nameOf(game.awayTeamId),
          homeTeamId: game.homeTeamId,
          awayTeamId: game.awayTeamId,
          neutralSite: game.neutral,
          replayOf: {
            gameKey: game.gameKey,
            kickoff: new Date(game.kickoff),
            season: game.season,
            week: game.week,
            seasonType: game.seasonType,
            homeScore: game.homeScore,
            awayScore: game.awayScore,
          },
          books: books(game, shift, fetchedAt),
        });
      }
      return Promise.resolve({ events, quota: null });
    },
    async fetchScores(league, daysFrom) {
      if (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > 3)
        throw new RangeError('daysFrom must be 1, 2 or 3');
      const shift = shiftMs(league);
      const at = now().getTime();
      const since = at - daysFrom * 86_400_000;
      const scores: ScoreEvent[] = [];
      for (const game of seasonGames(league)) {
        const kickoff = game.kickoff + shift;
        if (kickoff > at || kickoff + gameLength < since) continue;
        const completed = kickoff + gameLength <= at && game.homeScore !== null && game.awayScore !== null;
        scores.push({
          externalId: `replay:${game.gameKey}`,
          homeTeamId: game.homeTeamId,
          awayTeamId: game.awayTeamId,
          league,
          commenceTime: new Date(kickoff),
          homeTeam: nameOf(game.homeTeamId),
          awayTeam: nameOf(game.awayTeamId),
          completed,
          homeScore: completed ? game.homeScore : null,
          awayScore: completed ? game.awayScore : null,
          lastUpdate: completed ? new Date(kickoff + gameLength) : null,
        });
      }
      return Promise.resolve(scores);
    },
    fetchPlayerProps() {
      // The bundled history has no player props; admins enter them as text instead.
      return Promise.resolve([]);
    },
  };
}
