import { resolveTeam, teamById } from '../../teams';
import type { League } from '@shared/league';
import { loadCfbGames } from '../../history/cfb-games';
import { DEFAULT_HISTORY_DIR } from '../../history/history-dir';
import { loadNflGames } from '../../history/nfl-games';
import type { BookOdds, OddsEvent, OddsProvider, ScoreEvent } from '../ports';
import { loadDemoBookFit, type DemoBookFit } from './demo-book-fit';
import { generateDemoBooks, realProviderBooks, type MarketAnchor } from './demo-market';
import { cleanGameLines, emptyOutlierCounts, loadProviderLines, type ProviderLine } from './provider-lines';
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
  /** The real market: closing line and total, and the closing prices where the data has them. */
  market: Omit<MarketAnchor, 'gameKey' | 'league' | 'kickoff'>;
  /** Real per-provider lines (college 2024), data errors removed (line-outliers.ts). */
  providers: ProviderLine[];
}

export interface ReplayOptions {
  dir?: string;
  sourceSeason?: number;
  now?: () => Date;
  /** A replayed game is final this long after its shifted kickoff. */
  gameLengthMs?: number;
  /** The demo books' fitted parameters (default: demo-book-fit.json). */
  fit?: DemoBookFit;
}

const GAME_LENGTH_MS = 3.5 * 3_600_000;

/** `{ [name]: { [a]: x, [b]: y } }` when both are real American odds, else nothing. */
function pair<N extends string, A extends string, B extends string>(
  name: N,
  a: A,
  x: number | undefined,
  b: B,
  y: number | undefined,
): { [K in N]?: { [P in A | B]: number } } {
  if (x === undefined || y === undefined || Math.abs(x) < 100 || Math.abs(y) < 100) return {};
  return { [name]: { [a]: x, [b]: y } } as { [K in N]?: { [P in A | B]: number } };
}

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
      market: {
        closeHomeLine: g.homeLine!,
        closeTotal: g.totalLine ?? null,
        ...pair('spreadPrices', 'home', g.homeSpreadPrice, 'away', g.awaySpreadPrice),
        ...pair('totalPrices', 'over', g.overPrice, 'under', g.underPrice),
        ...pair('moneylines', 'home', g.homeMoneyline, 'away', g.awayMoneyline),
      },
      providers: [],
    }));

  const outliers = emptyOutlierCounts();
  const providerLines = new Map(
    [...loadProviderLines(dir, season).entries()].map(([id, lines]) => [
      `cfbd:${id}`,
      cleanGameLines(lines, outliers).filter((l) => l.spread !== undefined),
    ]),
  );

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
      market: {
        closeHomeLine: g.homeLine,
        closeTotal: g.totalLine ?? null,
        ...pair('moneylines', 'home', g.homeMoneyline, 'away', g.awayMoneyline),
      },
      providers: providerLines.get(gameKey) ?? [],
    });
  }
  return { nfl, cfb };
}

/**
 * The embedded odds source: a real past season (default 2024) replayed on today's calendar, with
 * demo sportsbooks built around the real closing lines (demo-market.ts) and results revealed once
 * each shifted game is over. Works offline; every book is labelled "(demo)" and simulated.
 */
/** What the replay knows about one of its events' market (measurements and tests). */
export interface ReplayMarket {
  /** The real market the books are built around (kickoff on today's calendar). */
  readonly anchor: MarketAnchor;
  /** Real per-provider lines used (college 2024), or 0 when the books are generated. */
  readonly realProviders: number;
  /** The books as they would be quoted at `fetchedAt` (epoch ms). */
  booksAt(fetchedAt: number): BookOdds[];
}

/** The replay, with what only it can do: answer as it would have at any moment of today's alignment. */
export interface ReplayProvider extends OddsProvider {
  shiftMs(league: League): number;
  sourceSeason: number;
  marketOf(event: OddsEvent): ReplayMarket;
  /** The events fetchOdds would have listed at `fetchedAt` (today's alignment: the same games). */
  eventsAt(league: League, window: { from: Date; to: Date }, fetchedAt: Date): OddsEvent[];
  /** The scores fetchScores would have answered at `at`. */
  scoresAt(league: League, daysFrom: number, at: Date): ScoreEvent[];
}

export function isReplayProvider(provider: OddsProvider): provider is ReplayProvider {
  return provider.name === 'replay' && 'eventsAt' in provider && 'scoresAt' in provider;
}

/**
 * The replay as a feed polled at `at`: what the product would have fetched had it been running then
 * (the demo's past week). Games are aligned as today, so the past and the present are one season.
 */
export function replayAsOf(replay: ReplayProvider, at: Date): OddsProvider {
  return {
    name: replay.name,
    nameSource: replay.nameSource,
    fetchOdds: (league, window) =>
      Promise.resolve({ events: replay.eventsAt(league, window, at), quota: null }),
    fetchScores: (league, daysFrom) => Promise.resolve(replay.scoresAt(league, daysFrom, at)),
    fetchPlayerProps: () => Promise.resolve([]),
  };
}

export function createReplayProvider(options: ReplayOptions = {}): ReplayProvider {
  const dir = options.dir ?? DEFAULT_HISTORY_DIR;
  const sourceSeason = options.sourceSeason ?? 2024;
  const now = options.now ?? (() => new Date());
  const gameLength = options.gameLengthMs ?? GAME_LENGTH_MS;
  const fit = options.fit ?? loadDemoBookFit();
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

  // Two or more real providers: their real numbers. Otherwise the demo books generated from the fit.
  function market(game: ReplayGame, shift: number): ReplayMarket {
    const anchor: MarketAnchor = {
      gameKey: game.gameKey,
      league: game.league,
      kickoff: game.kickoff + shift,
      ...game.market,
    };
    const real = game.providers.length >= 2;
    return {
      anchor,
      realProviders: real ? game.providers.length : 0,
      booksAt: (fetchedAt) =>
        real
          ? realProviderBooks(anchor, game.providers, fetchedAt, fit)
          : generateDemoBooks(anchor, fetchedAt, fit),
    };
  }

  const nameOf = (id: string) => teamById(id)?.name ?? id;

  function eventsAt(league: League, window: { from: Date; to: Date }, at: Date): OddsEvent[] {
    const shift = shiftMs(league);
    const fetchedAt = at.getTime();
    const events: OddsEvent[] = [];
    for (const game of seasonGames(league)) {
      const kickoff = game.kickoff + shift;
      // Like a sportsbook feed: only games that have not started.
      if (kickoff < window.from.getTime() || kickoff >= window.to.getTime() || kickoff <= fetchedAt) continue;
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
        books: market(game, shift).booksAt(fetchedAt),
      });
    }
    return events;
  }

  function scoresAt(league: League, daysFrom: number, asOf: Date): ScoreEvent[] {
    if (!Number.isInteger(daysFrom) || daysFrom < 1 || daysFrom > 3)
      throw new RangeError('daysFrom must be 1, 2 or 3');
    const shift = shiftMs(league);
    const at = asOf.getTime();
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
    return scores;
  }

  return {
    name: 'replay',
    nameSource: 'cfbd',
    sourceSeason,
    shiftMs,
    marketOf(event) {
      const game =
        event.replayOf && seasonGames(event.league).find((g) => g.gameKey === event.replayOf!.gameKey);
      if (!game) throw new RangeError(`${event.externalId} is not an event of this replay`);
      return market(game, event.commenceTime.getTime() - game.kickoff);
    },
    // Async, so a bad argument is a rejected promise as from a real feed.
    // eslint-disable-next-line @typescript-eslint/require-await
    async fetchOdds(league, window) {
      return { events: eventsAt(league, window, now()), quota: null };
    },
    // eslint-disable-next-line @typescript-eslint/require-await
    async fetchScores(league, daysFrom) {
      return scoresAt(league, daysFrom, now());
    },
    eventsAt,
    scoresAt,
    fetchPlayerProps() {
      // The bundled history has no player props; admins enter them as text instead.
      return Promise.resolve([]);
    },
  };
}
