/**
 * `npm run bench:freshness`: how long a book's price move takes to reach each surface in live mode,
 * and what the credit schedule spends, over one simulated NFL Sunday.
 *
 * The real app (buildApp on a fresh in-memory PGlite, no history) and the real odds poller run
 * against the fake Odds API on 127.0.0.1 (tests/fakes/fake-odds-api.ts) serving the real-shaped
 * week-8 NFL slate (tests/fixtures/odds-api/nfl-2024-week-8.json) on a moved clock, from 06:00 to
 * 24:00 US Eastern on Sunday 27 October 2024, in steps of the poller's tick (POLL_TICK_MS). Before
 * each tick every book's last_update is stamped to the simulated now (the slate's stale book stays
 * hours old, as in tests/api/live-odds.test.ts). At BENCH_MOVES (default 24) seeded pseudo-random
 * moments, each in the 3 h before some game's kickoff, one bettable book (rotating) moves one side's
 * spread price at its own number (+15 cents where the price allows, else +5: −110 → −105,
 * +100 → +115). From then on the slate, Best Bets, the overlay's data and the odds screen are read
 * after every tick until each shows the new price. A move's delay on a surface is the simulated time
 * from the move to the tick after which the surface showed it, plus the wall-clock time of the tick
 * that polled it (the processing).
 *
 * A tick the schedule has nothing due at does nothing (it only reads odds_polls), so such ticks are
 * skipped unless a fetched move is still being looked for: after every tick that polled, the next due
 * time is read as the poller reads it (nextOddsPollAt; a league with no game: the far band's
 * discovery) and the clock steps to the first tick at or after it. BENCH_EVERY_TICK=1 calls tick() at
 * every 5 s step instead (the same polls at the same instants; about ten times slower).
 *
 * Prints per surface p50 / p95 / max seconds, the poll processing p50 / p95 ms, the credits the day
 * spent at the fake and the credits projectCredits projects for it, and whether every tracked move
 * reached every surface within 3 minutes. Exits 0 either way (a benchmark, not a test); 1 on a crash.
 * Environment: BENCH_MOVES (default 24), BENCH_SEED (default 1), BENCH_EVERY_TICK=1, BENCH_VERBOSE=1
 * (a line per poll on stderr).
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { LEAGUES } from '@shared/league';
import { buildApp, type App } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { openDatabase, type Database } from '../src/server/db/open-database';
import { createOddsApiProvider } from '../src/server/providers/odds-api/odds-api-provider';
import type { ServiceContext } from '../src/server/services/context';
import { issueLicense } from '../src/server/services/licensing/issue-license';
import { oddsCostsOf, type OddsPlanner } from '../src/server/services/odds/odds-plan';
import { POLL_TICK_MS, startOddsPoller } from '../src/server/services/odds/odds-poller';
import { ODDS_BANDS, nextOddsPollAt } from '../src/server/services/odds/odds-schedule';
import { projectCredits } from '../src/server/services/odds/project-credits';
import { startFakeOddsApi, type FakeOddsEvent } from '../tests/fakes/fake-odds-api';
import { loadSlate, SLATES, STALE_BOOK, type WireEvent } from '../tests/fixtures/odds-api/slates';
import { createContainer } from '../src/server/container';

const MOVES = Number(process.env.BENCH_MOVES ?? 24);
const SEED = Number(process.env.BENCH_SEED ?? 1);
const EVERY_TICK = process.env.BENCH_EVERY_TICK === '1';
const VERBOSE = process.env.BENCH_VERBOSE === '1';
/** An American price every move goes to (e.g. 115, the live-odds test's move), instead of +15 cents. */
const MOVE_TO = process.env.BENCH_MOVE_TO ? Number(process.env.BENCH_MOVE_TO) : null;
/** Simulate only the day's first hours (a quicker look). */
const HOURS = Number(process.env.BENCH_HOURS ?? 18);
/** 06:00 to 24:00 US Eastern (EDT, UTC−4, until 3 November 2024). */
const DAY_FROM = new Date('2024-10-27T06:00:00-04:00');
const DAY_TO = new Date('2024-10-28T00:00:00-04:00');
const GOAL_SECONDS = 180;
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/** A move lands in [kickoff − 3 h, kickoff − this]: a 2-minute poll still finds the game before it starts. */
const MOVE_LEAD_MS = 4 * MINUTE_MS;
/** A surface that has not shown a fetched move this long after it never will ("never"). */
const TRACK_LIMIT_MS = 20 * MINUTE_MS;
const BOOKS = ['draftkings', 'fanduel', 'betmgm', 'williamhill_us', 'espnbet'] as const;
const SPORT_KEY = SLATES.nfl.sportKey;
const SLOWEST_MS = Math.max(...ODDS_BANDS.map((b) => b.intervalMs));
const FAR = ODDS_BANDS.find((b) => b.band === 'far')!;

const SURFACES = ['slate', 'bestBets', 'overlay', 'market'] as const;
type Surface = (typeof SURFACES)[number];
const SURFACE_NAMES: Record<Surface, string> = {
  slate: 'Slate           /api/games',
  bestBets: 'Best Bets       /api/best-bets',
  overlay: "Overlay's data  /api/bookmarklet/games",
  market: 'Odds screen     /api/games/:id/market',
};

/** mulberry32: a small seeded generator, so every run makes the same moves. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A move of 5 to 15 cents in the bettor's favour: +15 where the price allows it, else +5 (−110 →
 * −105, −120 → −105, +100 → +115). With BENCH_MOVE_TO every move goes to that price instead.
 */
function movedPrice(price: number): number {
  if (MOVE_TO !== null) return MOVE_TO;
  const p = price === -100 ? 100 : price;
  if (p > 0) return p + 15;
  if (p + 15 <= -100) return p + 15;
  if (p + 5 <= -100) return p + 5;
  return 115; // −104 … −101: about even money
}

function percentile(values: readonly number[], q: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? null;
}

type Outcome = 'shown' | 'not listed' | 'not best' | 'never';

interface Move {
  index: number;
  at: number;
  eventId: string;
  label: string;
  kickoff: number;
  book: string;
  side: 'home' | 'away';
  team: string;
  point: number;
  from: number;
  to: number;
  applied: boolean;
  /** Wall-clock ms of the first tick after the move that polled the league. */
  processingMs: number | null;
  gameId: string | null;
  /** Simulated ms from the move to the tick after which the surface showed it. */
  waited: Partial<Record<Surface, number>>;
  /** Why a surface does not show it (yet): the game is not on the list, or another book is better. */
  absent: Partial<Record<Surface, 'not listed' | 'not best'>>;
  done: boolean;
}

function outcomeOf(move: Move, surface: Surface): Outcome {
  if (move.waited[surface] !== undefined) return 'shown';
  return move.absent[surface] ?? 'never';
}

/** The slate as the source shows it at `now`: every book just updated, the stale book hours ago. */
function stamped(events: readonly WireEvent[], now: Date): FakeOddsEvent[] {
  const recent = now.toISOString();
  const old = new Date(now.getTime() - 4 * HOUR_MS).toISOString();
  return events.map((e) => ({
    id: e.id,
    commence_time: e.commence_time,
    home_team: e.home_team,
    away_team: e.away_team,
    bookmakers: e.bookmakers.map((b) => {
      const at = b.key === STALE_BOOK ? old : recent;
      return { ...b, last_update: at, markets: b.markets.map((m) => ({ ...m, last_update: at })) };
    }),
  }));
}

/** The moves: moments uniform over the day's 3 h pre-kickoff windows, each on a game whose window holds it. */
function planMoves(slate: readonly WireEvent[]): Move[] {
  const next = random(SEED);
  const games = slate
    .map((e) => ({ event: e, kickoff: Date.parse(e.commence_time) }))
    .filter((g) => g.kickoff - 3 * HOUR_MS >= DAY_FROM.getTime() && g.kickoff <= DAY_TO.getTime());
  const ranges: { from: number; to: number }[] = [];
  for (const k of [...new Set(games.map((g) => g.kickoff))].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && k - 3 * HOUR_MS <= last.to) last.to = k - MOVE_LEAD_MS;
    else ranges.push({ from: k - 3 * HOUR_MS, to: k - MOVE_LEAD_MS });
  }
  const total = ranges.reduce((sum, r) => sum + (r.to - r.from), 0);
  const moments = Array.from({ length: MOVES }, () => {
    let offset = Math.floor(next() * total);
    for (const r of ranges) {
      if (offset < r.to - r.from) return r.from + offset;
      offset -= r.to - r.from;
    }
    return ranges.at(-1)!.to - 1;
  }).sort((a, b) => a - b);
  return moments.map((at, index) => {
    const open = games.filter((g) => at >= g.kickoff - 3 * HOUR_MS && at < g.kickoff - MOVE_LEAD_MS);
    const game = open[Math.floor(next() * open.length)]!;
    const side = next() < 0.5 ? 'away' : 'home';
    return {
      index,
      at,
      eventId: game.event.id,
      label: `${game.event.away_team} @ ${game.event.home_team}`,
      kickoff: game.kickoff,
      book: BOOKS[index % BOOKS.length]!,
      side,
      team: side === 'away' ? game.event.away_team : game.event.home_team,
      point: 0,
      from: 0,
      to: 0,
      applied: false,
      processingMs: null,
      gameId: null,
      waited: {},
      absent: {},
      done: false,
    };
  });
}

/**
 * Applies a move to the working slate: the book's price of that side, at its own number (the other
 * side when this one is already at BENCH_MOVE_TO).
 */
function applyMove(slate: WireEvent[], move: Move): void {
  const event = slate.find((e) => e.id === move.eventId)!;
  const spreads = event.bookmakers.find((b) => b.key === move.book)?.markets.find((m) => m.key === 'spreads');
  const current = spreads?.outcomes.find((o) => o.name === move.team);
  if (current && movedPrice(current.price) === current.price) {
    move.side = move.side === 'away' ? 'home' : 'away';
    move.team = move.side === 'away' ? event.away_team : event.home_team;
  }
  const outcome = spreads?.outcomes.find((o) => o.name === move.team);
  if (!outcome || outcome.point === undefined)
    throw new Error(`${move.book} quotes no spread for ${move.team}`);
  move.point = outcome.point;
  move.from = outcome.price;
  move.to = movedPrice(outcome.price);
  outcome.price = move.to;
  move.applied = true;
}

/**
 * When the poller's next tick can poll: the earliest due time over the leagues, read as pollLeague
 * reads it (the planner's kickoffs and stretch, odds_polls' last bands and Retry-After).
 */
async function nextDueAt(ctx: ServiceContext, planner: OddsPlanner): Promise<number> {
  const now = ctx.now();
  const snapshot = await planner.current(ctx);
  if (snapshot.plan.state === 'paused') return now.getTime(); // the free quota check: every tick
  const stretch = snapshot.plan.stretch;
  let next = Infinity;
  for (const league of LEAGUES) {
    const { last } = await ctx.repos.oddsPolls.latest(league, now);
    const since = new Date(now.getTime() - SLOWEST_MS * stretch);
    const lastPolledAt = await ctx.repos.oddsPolls.lastPolledBands(league, 'odds', since, now);
    const kickoffs = snapshot.kickoffs[league];
    const at = kickoffs.some((k) => k > now)
      ? (nextOddsPollAt({ now, kickoffs, lastPolledAt, stretch })?.getTime() ?? Infinity)
      : (lastPolledAt.far?.getTime() ?? -Infinity) + FAR.intervalMs * stretch;
    const retryAt = last?.retryAfterUntil?.getTime() ?? -Infinity;
    next = Math.min(next, Math.max(at, retryAt, now.getTime()));
  }
  return next;
}

interface ListedGame {
  id: string;
  awayTeam: string;
  homeTeam: string;
  bestPrices?: { market: string; side: string; bookKey: string; price: number; edge: number | null }[];
  /** On the picks lists (Best Bets, the overlay): the priced spread lines of the pick's side. */
  bestSportsbooks: { key: string; side: string; price: number }[];
}

interface MarketBody {
  books: { key: string; spread: Record<'home' | 'away', { point: number; price: number }> | null }[];
}

/**
 * A fresh database: in-memory PGlite, or with BENCH_DATABASE_URL a new database on that PostgreSQL
 * server (created for the run and dropped after it).
 */
async function openTarget(): Promise<{ database: Database; name: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ kind: 'pglite-memory' });
    return { database, name: 'PGlite (in memory)', drop: async () => {} };
  }
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `betlens_bench_freshness_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    return {
      database: await openDatabase({ kind: 'postgres', url: url.toString() }),
      name: 'PostgreSQL',
      drop,
    };
  } catch (error) {
    await drop();
    throw error;
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const fake = await startFakeOddsApi({ credits: 100_000 });
  let clock = DAY_FROM.getTime();
  const now = () => new Date(clock);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: '/nonexistent-bench-data',
    ODDS_API_KEY: fake.apiKey,
    ODDS_API_BASE_URL: fake.url,
  });
  const target = await openTarget();
  const database = target.database;
  // As live mode makes it (createOddsProvider), on the moved clock: 3 attempts, the config's timeout.
  const odds = createOddsApiProvider({
    apiKey: fake.apiKey,
    baseUrl: fake.url,
    regions: config.odds.regions,
    timeoutMs: config.odds.timeoutMs,
    now,
  });
  const ctx = createContainer({ config, database, now, adapters: { odds }, soleWriter: false });
  const { oddsPlanner } = ctx;
  let app: App | undefined;
  try {
    app = await buildApp(ctx, { webRoot: null });
    await app.ready();
    const poller = startOddsPoller(ctx, { autoStart: false });
    const { key } = await issueLicense(ctx, {
      email: 'bench-freshness@example.com',
      plan: 'all-access',
      days: 3650,
      maxDevices: 2,
    });
    const headers = {
      'x-license-key': key,
      'x-device-id': 'bench-freshness-device-0001',
      'accept-encoding': 'identity',
    };
    const readMs: Record<Surface, number[]> = { slate: [], bestBets: [], overlay: [], market: [] };
    let readTotalMs = 0;
    const get = async <T>(surface: Surface, url: string): Promise<T> => {
      const t0 = performance.now();
      const res = await app!.inject({ method: 'GET', url, headers });
      const ms = performance.now() - t0;
      readMs[surface].push(ms);
      readTotalMs += ms;
      if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}: ${res.body}`);
      return res.json();
    };
    const list = async (surface: Surface, url: string) =>
      (await get<{ games: ListedGame[] }>(surface, url)).games;

    const slate = structuredClone(loadSlate(SLATES.nfl));
    const moves = planMoves(slate);
    const setupMs = performance.now() - started;

    /**
     * Reads each surface once (the odds screen once per game) and records, for each fetched move
     * still looked for, what each shows. Once the odds screen shows the move (its quotes are stored),
     * a list without the game says "not listed" and a best price at another book (or side) says
     * "not best": standing answers, not delays.
     */
    const look = async (fetched: readonly Move[]) => {
      const needs = (surface: Surface) => fetched.some((m) => m.waited[surface] === undefined);
      const lists = {
        slate: await list('slate', '/api/games?sport=nfl'),
        bestBets: needs('bestBets') ? await list('bestBets', '/api/best-bets?sport=nfl') : [],
        overlay: needs('overlay') ? await list('overlay', '/api/bookmarklet/games?sport=nfl') : [],
      };
      const markets = new Map<string, MarketBody>();
      for (const move of fetched) {
        const waited = clock - move.at;
        move.gameId ??= lists.slate.find((g) => `${g.awayTeam} @ ${g.homeTeam}` === move.label)?.id ?? null;
        if (!move.gameId) continue;
        const saw = (surface: Surface, shown: boolean, absent: 'not listed' | 'not best' | null) => {
          if (move.waited[surface] !== undefined) return;
          if (shown) move.waited[surface] = waited;
          if (shown || !absent) delete move.absent[surface];
          else move.absent[surface] = absent;
        };
        let market = markets.get(move.gameId);
        if (!market && move.waited.market === undefined) {
          market = await get<MarketBody>('market', `/api/games/${move.gameId}/market`);
          markets.set(move.gameId, market);
        }
        if (market) {
          const line = market.books.find((b) => b.key === move.book)?.spread?.[move.side];
          saw('market', line?.price === move.to && line.point === move.point, null);
        }
        const stored = move.waited.market !== undefined;
        const game = lists.slate.find((g) => g.id === move.gameId);
        const best = game?.bestPrices?.find((p) => p.market === 'spread' && p.side === move.side);
        saw(
          'slate',
          best?.bookKey === move.book && best.price === move.to,
          stored && best?.bookKey !== move.book ? 'not best' : null,
        );
        for (const surface of ['bestBets', 'overlay'] as const) {
          if (move.waited[surface] !== undefined) continue;
          const listed = lists[surface].find((g) => g.id === move.gameId);
          const line = listed?.bestSportsbooks.find((b) => b.key === move.book && b.side === move.side);
          saw(surface, line?.price === move.to, !stored ? null : listed ? 'not best' : 'not listed');
        }
        if (VERBOSE)
          console.error(
            `  move ${move.index} ${move.book} ${move.team} ${move.from} → ${move.to}: slate best ${best?.bookKey} ${best?.price} ` +
              `(edge ${best?.edge}); Best Bets lists ${lists.bestBets.length} games, the overlay ${lists.overlay.length}`,
          );
        // Settled: every surface showed it or gives a standing reason not to; or it is too late.
        const settled = SURFACES.every((s) => outcomeOf(move, s) !== 'never');
        if (settled || waited >= TRACK_LIMIT_MS || clock >= move.kickoff) move.done = true;
      }
    };

    const oddsCalls = () =>
      fake.requests.filter((r) => r.path.endsWith('/odds') && !r.path.includes('/events/'));
    const propsCalls = () => fake.requests.filter((r) => r.path.includes('/events/'));
    const creditsAtStart = fake.quota().used;
    const callsAtStart = oddsCalls().length;
    const propsAtStart = propsCalls().length;

    const pollMs: number[] = [];
    const outcomes = { ok: 0, skipped: 0, failed: 0 };
    let ticks = 0;
    let tickTotalMs = 0;
    let nextDue = clock;
    const simStart = performance.now();
    const until = Math.min(DAY_TO.getTime(), DAY_FROM.getTime() + HOURS * HOUR_MS);
    for (; clock < until; clock += POLL_TICK_MS) {
      // Only a fetched move still looked for on some surface needs the ticks in between.
      const watching = moves.some((m) => m.applied && !m.done && m.processingMs !== null);
      if (!EVERY_TICK && !watching && clock < nextDue) continue;
      for (const move of moves) if (!move.applied && move.at <= clock) applyMove(slate, move);
      fake.seedEvents(SPORT_KEY, ...stamped(slate, now()));
      const t0 = performance.now();
      const results = await poller.tick();
      const tickMs = performance.now() - t0;
      ticks += 1;
      tickTotalMs += tickMs;
      const nfl = results.nfl;
      if (nfl) outcomes[nfl.kind] += 1;
      if (nfl?.kind === 'ok') pollMs.push(tickMs);
      if (VERBOSE && nfl)
        console.error(
          `${now().toISOString()} NFL poll ${nfl.kind === 'failed' ? `failed (${nfl.status}): ${nfl.error}` : nfl.kind}, ` +
            `tick ${tickMs.toFixed(0)} ms, wall ${((performance.now() - simStart) / 1000).toFixed(1)} s`,
        );
      if (!EVERY_TICK && (Object.keys(results).length > 0 || clock >= nextDue))
        nextDue = await nextDueAt(ctx, oddsPlanner);
      const live = moves.filter((m) => m.applied && !m.done);
      if (nfl?.kind === 'ok') for (const move of live) move.processingMs ??= tickMs;
      // Nothing can show a move before a poll has fetched it.
      const fetched = live.filter((m) => m.processingMs !== null);
      if (fetched.length > 0) await look(fetched);
    }
    const simMs = performance.now() - simStart;
    await poller.stop();
    // With BENCH_HOURS, only the moves of the hours simulated.
    const tracked = moves.filter((m) => m.applied);

    // ---- Figures. ----
    const credits = fake.quota().used - creditsAtStart;
    const calls = oddsCalls().slice(callsAtStart);
    const nflCalls = calls.filter((r) => r.path.includes(SPORT_KEY)).length;
    const props = propsCalls().length - propsAtStart;
    const calendar = { nfl: slate.map((e) => new Date(e.commence_time)) };
    const costs = oddsCostsOf(config);
    const projected = projectCredits({ from: DAY_FROM, to: DAY_TO, calendar, costs, stretch: 1 });
    const projectedOdds = projectCredits({
      from: DAY_FROM,
      to: DAY_TO,
      calendar,
      costs: { ...costs, creditsPerPropsEvent: 0 },
      stretch: 1,
    });

    const fmt = (v: number | null, digits = 0) => (v === null ? '—' : v.toFixed(digits));
    const max = (values: readonly number[]) => (values.length > 0 ? Math.max(...values) : null);
    const delayOf = (m: Move, s: Surface) => (m.waited[s]! + (m.processingMs ?? 0)) / 1000;
    const count = (s: Surface, o: Outcome) => tracked.filter((m) => outcomeOf(m, s) === o).length;
    const moveRule = MOVE_TO === null ? '+15 cents where the price allows, else +5' : `to ${MOVE_TO}`;
    console.log(
      `\nLive odds freshness: one simulated NFL Sunday, 06:00–24:00 ET 27 Oct 2024 (${SLATES.nfl.file}), ` +
        `${(until - DAY_FROM.getTime()) / POLL_TICK_MS} steps of ${POLL_TICK_MS / 1000} s ` +
        `(${ticks} ticks run${EVERY_TICK ? ', every step' : '; steps with nothing due skipped'}), ` +
        `${tracked.length} moves (${moveRule}; seed ${SEED}), ${target.name}, Node ${process.version}\n`,
    );
    console.log(
      `Move → surface, s (simulated wait + processing)  shown  not listed  not best  never    p50    p95    max   first read p50/p95 ms`,
    );
    for (const s of SURFACES) {
      const d = tracked.filter((m) => m.waited[s] !== undefined).map((m) => delayOf(m, s));
      console.log(
        `  ${SURFACE_NAMES[s].padEnd(45)}  ${String(d.length).padStart(5)}  ${String(count(s, 'not listed')).padStart(10)}  ` +
          `${String(count(s, 'not best')).padStart(8)}  ${String(count(s, 'never')).padStart(5)}  ` +
          `${fmt(percentile(d, 0.5), 1).padStart(5)}  ${fmt(percentile(d, 0.95), 1).padStart(5)}  ` +
          `${fmt(max(d), 1).padStart(5)}   ${fmt(percentile(readMs[s], 0.5))} / ${fmt(percentile(readMs[s], 0.95))}`,
      );
    }
    console.log(
      `\nPoll processing (wall clock of a tick that polled the NFL, props and line-move alerts included): ` +
        `p50 ${fmt(percentile(pollMs, 0.5))} ms, p95 ${fmt(percentile(pollMs, 0.95))} ms, max ${fmt(max(pollMs))} ms ` +
        `over ${outcomes.ok} polls (and ${outcomes.skipped} ticks the schedule said were due but the poll claim refused, an odds poll being less than the due band's interval old; ${outcomes.failed} failed)`,
    );
    console.log(
      `Credits for the simulated day: measured ${credits} (the fake's quota used), projected ${projected.credits} ` +
        `(projectCredits on the slate's kickoffs; featured odds alone ${projectedOdds.credits}, props ${projected.credits - projectedOdds.credits})`,
    );
    console.log(
      `Calls: ${calls.length} featured-odds calls (${nflCalls} NFL, ${calls.length - nflCalls} college discovery) and ` +
        `${props} props calls; projected ${projectedOdds.calls} NFL featured-odds calls and ${projected.calls - projectedOdds.calls} props calls`,
    );
    const late = tracked.filter((m) =>
      SURFACES.some((s) =>
        m.waited[s] === undefined ? outcomeOf(m, s) === 'never' : delayOf(m, s) > GOAL_SECONDS,
      ),
    );
    const untimed = SURFACES.filter((s) => count(s, 'shown') === 0).map(
      (s) => SURFACE_NAMES[s].split('  ')[0],
    );
    console.log(
      `Goal, every tracked move on every surface within ${GOAL_SECONDS} s: ` +
        `${late.length === 0 ? 'holds' : `missed by ${late.length} of ${tracked.length} moves`}` +
        (untimed.length > 0 ? ` (no move shown, so nothing timed, on: ${untimed.join(', ')})` : ''),
    );
    for (const m of tracked.filter((m) => late.includes(m) || VERBOSE))
      console.log(
        `  move ${m.index}: ${new Date(m.at).toISOString()} ${m.book} ${m.team} ${m.point} ${m.from} → ${m.to} (${m.label}; ` +
          `fetched ${fmt(m.waited.market === undefined ? null : m.waited.market / 1000)} s after the move, processing ${fmt(m.processingMs)} ms): ` +
          SURFACES.map(
            (s) => `${s} ${m.waited[s] === undefined ? outcomeOf(m, s) : `${delayOf(m, s).toFixed(1)} s`}`,
          ).join(', '),
      );
    const readTotal = Object.values(readMs).reduce((n, r) => n + r.length, 0);
    console.log(
      `Wall clock: ${((performance.now() - started) / 1000).toFixed(1)} s: setup ${(setupMs / 1000).toFixed(1)} s, ` +
        `poller ticks ${(tickTotalMs / 1000).toFixed(1)} s, ${readTotal} surface reads ${(readTotalMs / 1000).toFixed(1)} s, ` +
        `the rest ${((simMs - tickTotalMs - readTotalMs) / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await app?.close();
    await database.close();
    await target.drop();
    await fake.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
