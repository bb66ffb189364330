/**
 * What the services need from outside data. Each port has a real adapter (The Odds API, CFBD,
 * Anthropic, ...) and an embedded default that works offline (replay of bundled history,
 * deterministic writer). Team names here are the SOURCE's names; services resolve them with
 * src/server/teams.
 */
import type { League } from '@shared/league';

export interface Price {
  /** American odds, e.g. -110. */
  price: number;
}
export interface PointPrice extends Price {
  /** Sportsbook convention: the side's handicap (favourite negative) or the total. */
  point: number;
}

export interface BookMarkets {
  spreads?: { home: PointPrice; away: PointPrice };
  totals?: { over: PointPrice; under: PointPrice };
  h2h?: { home: Price; away: Price };
}

export interface BookOdds {
  /** Bookmaker key, e.g. 'draftkings'. */
  key: string;
  /** Display name, e.g. 'DraftKings'. */
  title: string;
  /** When the book last changed these prices (the provider's last_update). */
  lastUpdate: Date;
  /** True for the offline replay's derived demo books. */
  simulated: boolean;
  markets: BookMarkets;
}

/** The real past game an offline replay event stands for (its ratings are taken as of then). */
export interface ReplaySource {
  gameKey: string;
  kickoff: Date;
  season: number;
  week: number;
  seasonType: 'regular' | 'postseason';
  homeScore: number | null;
  awayScore: number | null;
}

export interface OddsEvent {
  /** The provider's own event id. */
  externalId: string;
  league: League;
  commenceTime: Date;
  homeTeam: string;
  awayTeam: string;
  /** Catalogue ids when the provider already knows them (the replay); otherwise names are resolved. */
  homeTeamId?: string;
  awayTeamId?: string;
  neutralSite?: boolean;
  replayOf?: ReplaySource;
  books: BookOdds[];
}

export interface QuotaInfo {
  remaining: number | null;
  used: number | null;
  last: number | null;
}

export interface ScoreEvent {
  externalId: string;
  homeTeamId?: string;
  awayTeamId?: string;
  league: League;
  commenceTime: Date;
  homeTeam: string;
  awayTeam: string;
  completed: boolean;
  homeScore: number | null;
  awayScore: number | null;
  lastUpdate: Date | null;
}

export interface PlayerPropOutcome {
  book: string;
  market: string;
  player: string;
  side: string;
  point: number | null;
  price: number;
}

export interface OddsProvider {
  readonly name: string;
  /** How this provider spells team names (for resolveTeam). */
  readonly nameSource: 'oddsApi' | 'cfbd' | 'nflverse';
  /** Spreads, totals and moneylines for games kicking off in [from, to). */
  fetchOdds(
    league: League,
    window: { from: Date; to: Date },
  ): Promise<{ events: OddsEvent[]; quota: QuotaInfo | null }>;
  /** Scores of games in progress and completed in the last `daysFrom` days (1–3). */
  fetchScores(league: League, daysFrom: number): Promise<ScoreEvent[]>;
  /**
   * The month's credits as the source counts them, from a call that costs none (The Odds API's sport
   * list); absent on a provider that costs nothing (the replay). A paused poller asks it to resume.
   */
  fetchQuota?(): Promise<QuotaInfo | null>;
  /** Player props of one event (NFL). */
  fetchPlayerProps(
    league: League,
    externalId: string,
    markets: readonly string[],
  ): Promise<PlayerPropOutcome[]>;
}

/** College results, lines and ratings (CFBD's vocabulary). */
export interface CfbGame {
  id: number;
  season: number;
  week: number;
  seasonType: string;
  startDate: Date;
  neutralSite: boolean;
  conferenceGame: boolean;
  homeTeam: string;
  awayTeam: string;
  homeClassification: string | null;
  awayClassification: string | null;
  homeConference: string | null;
  awayConference: string | null;
  homePoints: number | null;
  awayPoints: number | null;
  completed: boolean;
  venue: string | null;
}

export interface CfbLine {
  gameId: number;
  provider: string;
  /** Home spread, negative = home favoured (CFBD sign = product sign). */
  spread: number | null;
  spreadOpen: number | null;
  overUnder: number | null;
  overUnderOpen: number | null;
  homeMoneyline: number | null;
  awayMoneyline: number | null;
}

export interface CfbTeamRating {
  season: number;
  team: string;
  rating: number | null;
  offense: number | null;
  defense: number | null;
}

export interface CfbAdvancedStat {
  season: number;
  team: string;
  offense: {
    ppa: number | null;
    successRate: number | null;
    explosiveness: number | null;
    pointsPerOpportunity: number | null;
    plays: number | null;
  };
  defense: {
    ppa: number | null;
    successRate: number | null;
    explosiveness: number | null;
    pointsPerOpportunity: number | null;
    plays: number | null;
  };
}

export interface StatsProvider {
  readonly name: string;
  fetchGames(
    season: number,
    options?: { week?: number; seasonType?: 'regular' | 'postseason' | 'both' },
  ): Promise<CfbGame[]>;
  fetchLines(
    season: number,
    options?: { week?: number; seasonType?: 'regular' | 'postseason' | 'both' },
  ): Promise<CfbLine[]>;
  fetchSpRatings(season: number): Promise<CfbTeamRating[]>;
  fetchFpiRatings(season: number): Promise<CfbTeamRating[]>;
  fetchAdvancedStats(season: number): Promise<CfbAdvancedStat[]>;
}

/** The written explanation of one analysis. */
export interface AiSummaryText {
  bestBet: string;
  riskFactors: string;
  keyInsight: string;
  advancedStatsInsight: string;
}

export interface TextModel {
  readonly name: string;
  /** One completion. Throws UpstreamError on outage; `stopReason` other than end_turn means "review". */
  complete(input: {
    system: string;
    prompt: string;
    maxTokens: number;
  }): Promise<{ text: string; stopReason: string; model: string }>;
}

/** What Twilio said about one text. Outages are thrown as UpstreamError, not returned. */
export type SmsSendResult =
  | { kind: 'sent'; providerId: string; status: string }
  /** The number cannot receive texts (21211 invalid, 21614 not SMS-capable…): ask for another. */
  | { kind: 'invalid-number'; code: number; message: string }
  /** The recipient texted STOP to this sender (21610): never retry until they text START. */
  | { kind: 'unsubscribed'; code: number; message: string }
  /** Refused for a reason of our own account or sender (20003 auth, 21606, 21608, 21408…). */
  | { kind: 'rejected'; code: number | null; message: string };

export interface SmsSender {
  readonly name: string;
  /** `to` is E.164. */
  send(message: { to: string; body: string }): Promise<SmsSendResult>;
}

/** One stored analytics event as the forwarder sends it on. */
export interface ForwardedEvent {
  id: number;
  name: string;
  source: string;
  path: string | null;
  properties: Record<string, unknown>;
  occurredAt: string;
}

/** Sends stored analytics events on to a collector. Throws UpstreamError when it is unavailable. */
export interface AnalyticsForwarder {
  readonly name: string;
  send(events: readonly ForwardedEvent[]): Promise<void>;
}

/** What the last good download of a file said about itself (HTTP validators for a conditional GET). */
export interface FeedValidators {
  etag?: string;
  lastModified?: string;
}

export type FeedDownload =
  | { kind: 'not-modified' }
  | { kind: 'downloaded'; text: string; etag: string | null; lastModified: string | null };

/** NFL results and closing lines as nflverse's games.csv (NFL_RESULTS_URL). Throws UpstreamError on outage. */
export interface NflResultsFeed {
  readonly name: string;
  /** The configured address (validators are kept per address). */
  readonly url: string;
  download(validators: FeedValidators): Promise<FeedDownload>;
}
