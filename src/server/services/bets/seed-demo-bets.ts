import type { Game } from '@shared/api/games';
import { EVERY_DAY, generationMomentsBetween } from '@shared/calendar/pick-generation';
import { picksWindowInstants } from '@shared/calendar/picks-window';
import { visiblePick } from '@shared/curation/visible-picks';
import { leadLine } from '@shared/display/pick-line';
import type { League } from '@shared/league';
import type { OddsProvider } from '../../providers/ports';
import { isReplayProvider, replayAsOf, type ReplayProvider } from '../../providers/replay/replay-provider';
import { analyzeGame, type AnalysisDeps } from '../analysis/analyze-game';
import { LEAGUES } from '@shared/league';
import { adjustmentsOf } from '../curation/curation-state';
import { listVisiblePicks } from '../curation/list-visible-picks';
import { ingestOdds, ingestScores } from '../ingest/ingest-odds';
import type { ReportProgress } from '../jobs/job-queue';
import { yieldToEventLoop } from '../jobs/yield-to-event-loop';
import { sportsOf, type LicenseRow } from '../licensing/license-record';
import { gradeBets } from './grade-bets';
import { recordBet } from './record-bet';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** How far back the demo's bets go. */
const DEMO_DAYS = 8;
/** The demo's closing quotes are taken this long before each kickoff, as a refresh would. */
const CLOSING_LEAD_MS = 10 * MINUTE_MS;

export interface DemoBetsDeps extends AnalysisDeps {
  odds: OddsProvider;
}

/**
 * The bet a follower of Weekly Best Bets makes on a pick: the price the card leads with, in whichever
 * market it is (leadLine, as every card and its "I placed this" show it), at the units the product
 * recommends. Null when that price carries no stake (then a follower would not bet it either).
 */
function followerBet(game: Game) {
  const lead = leadLine(game);
  if (!lead || lead.stale || lead.offMarket || !lead.bettable || !(lead.units > 0)) return null;
  return {
    gameId: game.id,
    market: lead.market,
    side: lead.side,
    line: lead.line,
    price: lead.price,
    book: lead.name,
    stake: lead.units,
  };
}

/** The picks Weekly Best Bets showed at a generation moment (the shared curation rule). */
function bestBetsOf(analysed: readonly Game[]): Game[] {
  return analysed.flatMap((game) => visiblePick({ latest: game, published: null }, 'best-bets')?.game ?? []);
}

/**
 * The past week as the product would have lived it, had it been running: every morning of the last
 * DEMO_DAYS (10:00 ET, the hour picks are generated) the replay's prices are fetched and every game of
 * those days still to kick off is priced, exactly as a refresh does; the demo bettor bets each game the
 * first morning it is on Weekly Best Bets. Each bet game then gets its closing quotes, and the finals
 * come in.
 */
async function replayPastWeek(
  deps: DemoBetsDeps,
  replay: ReplayProvider,
  license: LicenseRow,
  leagues: readonly League[],
  report: ReportProgress,
): Promise<Set<string>> {
  const now = deps.now();
  const at = (instant: Date) => ({ ...deps, now: () => instant });
  const start = new Date(now.getTime() - DEMO_DAYS * DAY_MS);
  const betGames = new Set<string>();
  for (const moment of generationMomentsBetween(start, now, EVERY_DAY)) {
    await report({ message: `Replaying the best bets of ${moment.toISOString().slice(0, 10)}` });
    // Each morning is one refresh at that moment: its games are priced on one reading of the ratings.
    const morning = { ...at(moment), ratings: deps.ratings.batch() };
    for (const league of leagues) {
      // The demo's games still ahead at this moment (later ones are the live refresh's).
      const { gameIds } = await ingestOdds(morning, replayAsOf(replay, moment), league, {
        from: moment,
        to: now,
      });
      const open = gameIds.filter((id) => !betGames.has(id));
      if (open.length === 0) continue;
      const rows = await deps.repos.games.byIds(open);
      const curations = await deps.repos.curations.forGames(open);
      const analysed: Game[] = [];
      for (const game of rows) {
        await yieldToEventLoop();
        // The price is what matters here; the text is the built-in writer's (no AI call per past game).
        analysed.push(
          await analyzeGame(morning, game, adjustmentsOf(curations.get(game.id)), { priceOnly: true }),
        );
      }
      for (const pick of bestBetsOf(analysed)) {
        const bet = followerBet(pick);
        if (!bet) continue;
        await recordBet(morning, license, bet, { demo: true });
        betGames.add(pick.id);
      }
    }
  }
  // The closing quotes of each bet game, fetched just before its kickoff as the refresh would have.
  const kickoffs = await deps.repos.games.byIds([...betGames]);
  const slots = new Map(kickoffs.map((k) => [`${k.league}|${k.kickoff.getTime()}`, k]));
  for (const { league, kickoff } of slots.values()) {
    const close = new Date(kickoff.getTime() - CLOSING_LEAD_MS);
    await ingestOdds(at(close), replayAsOf(replay, close), league, {
      from: kickoff,
      to: new Date(kickoff.getTime() + 1),
    });
  }
  // The finals of the past week: the feed answers three days at a time.
  for (const back of [2 * 3 * DAY_MS, 3 * DAY_MS, 0]) {
    const moment = new Date(now.getTime() - back);
    for (const league of leagues) await ingestScores(at(moment), replayAsOf(replay, moment), league);
  }
  return betGames;
}

/**
 * The demo licence's bets (first run, offline replay only): a week of the bets a follower of Weekly
 * Best Bets would have made, none invented. The past eight days are replayed as the product priced
 * them each morning (graded, with their closing-line value); this week's come from the start-up
 * refresh and grade on the replay's clock as the games end. Every one is marked demo. A live feed
 * seeds nothing: a new user records their own.
 */
export async function seedDemoBets(
  deps: DemoBetsDeps,
  licenseId: string,
  report: ReportProgress = async () => {},
): Promise<string> {
  if (!isReplayProvider(deps.odds)) return 'Live odds: no demo bets';
  const license = await deps.repos.licenses.findById(licenseId);
  if (!license) return 'The demo licence is gone: no demo bets';
  if ((await deps.repos.bets.countForLicense(licenseId)) > 0) return 'The demo licence already has bets';
  const leagues = LEAGUES.filter((l) => sportsOf(license).includes(l));

  const past = await replayPastWeek(deps, deps.odds, license, leagues, report);

  await report({ message: "Following this week's best bets" });
  const now = deps.now();
  const current = await listVisiblePicks(
    deps,
    { leagues: [...leagues], from: now, to: picksWindowInstants(now).to },
    'best-bets',
  );
  let upcoming = 0;
  for (const { game } of current) {
    const bet = followerBet(game);
    if (!bet || Date.parse(game.commenceTime) <= now.getTime()) continue;
    await recordBet(deps, license, bet, { demo: true });
    upcoming++;
  }
  const graded = await gradeBets(deps);
  return `Demo bets: ${past.size} from the past week (${graded.graded} graded), ${upcoming} on this week's best bets`;
}
