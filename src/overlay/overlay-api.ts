/**
 * The overlay's calls (visitor spec section 7), sent through the overlay's transport
 * (overlay-transport.ts: fetch on a page, the extension's service worker in the extension). They
 * follow the shared request rules: JSON body and Content-Type only with a payload, non-OK answers
 * raise the one `${status}: ${body}` error (`ApiError`).
 *
 * Answers get a structural check, not the shared zod schemas: the server already serialises every
 * answer through those schemas, and zod would add ~25 KB gzip to every page the overlay runs on
 * (docs/overlay.md). A malformed answer still fails loudly here.
 */
import type { Game, GamesResponse } from '@shared/api/games';
import type { LicenseView } from '@shared/api/auth';
import type { OddsStatus } from '@shared/api/odds-status';
import type { PublicConfig } from '@shared/api/public-config';
import type { PicksSport } from '@shared/league';
import type { DateWindow } from '@shared/calendar/picks-window';
import { ApiError, isKeyRefusal } from '../client/api';
import { parsePublicConfig } from '../client/public-config-guard';
import type { OverlayTransport, TransportRequest, TransportResponse } from './overlay-transport';

export interface OverlayApiContext {
  readonly transport: OverlayTransport;
}

/** The non-OK games answer, as the spec names it; `cause` keeps the status for the view. */
export class GamesFetchError extends Error {
  override readonly name = 'GamesFetchError';
}

export const GAMES_FETCH_FAILED = 'Failed to fetch games';

/** Sends the request; a non-2xx answer throws the shared `${status}: ${body}` ApiError. */
async function call(ctx: OverlayApiContext, request: TransportRequest): Promise<TransportResponse> {
  const res = await ctx.transport.send(request);
  if (res.status < 200 || res.status > 299) throw new ApiError(res.status, res.statusText, res.body);
  return res;
}

function json(res: TransportResponse): unknown {
  return JSON.parse(res.body) as unknown;
}

function postJson(
  ctx: OverlayApiContext,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TransportResponse> {
  return call(ctx, { method: 'POST', path, body, headers });
}

export interface GamesRequest {
  readonly sport: PicksSport;
  readonly window: DateWindow;
  readonly licenseKey: string;
}

export function gamesPath(request: Omit<GamesRequest, 'licenseKey'>): string {
  const query = new URLSearchParams({
    sport: request.sport,
    startDate: request.window.startDate,
    endDate: request.window.endDate,
    forceRefresh: 'false',
  });
  return `/api/bookmarklet/games?${query.toString()}`;
}

/** GET /api/bookmarklet/games with the stored key; a non-OK answer is 'Failed to fetch games'. */
export async function fetchGames(ctx: OverlayApiContext, request: GamesRequest): Promise<GamesResponse> {
  let res: TransportResponse;
  try {
    res = await call(ctx, {
      method: 'GET',
      path: gamesPath(request),
      headers: { 'x-license-key': request.licenseKey },
    });
  } catch (error) {
    throw new GamesFetchError(GAMES_FETCH_FAILED, { cause: error });
  }
  return asGamesResponse(json(res));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields a pick card relies on; each card is also isolated by an error boundary. */
function isGameShape(game: unknown): boolean {
  return (
    isRecord(game) &&
    typeof game.id === 'string' &&
    typeof game.awayTeam === 'string' &&
    typeof game.homeTeam === 'string' &&
    Array.isArray(game.bestSportsbooks) &&
    isRecord(game.totalProjections) &&
    isRecord(game.flags)
  );
}

export function asGamesResponse(body: unknown): GamesResponse {
  if (!isRecord(body) || !Array.isArray(body.games) || !body.games.every(isGameShape)) {
    throw new GamesFetchError(GAMES_FETCH_FAILED, { cause: new Error('Unexpected games answer') });
  }
  return body as unknown as GamesResponse;
}

/** Team names as typed, trimmed by the form (the server trims again). */
export interface MatchupRequest {
  readonly awayTeam: string;
  readonly homeTeam: string;
  readonly sport: PicksSport;
  readonly isNeutralSite: boolean;
  readonly licenseKey: string;
}

/** POST /api/analyze-bet: the typed matchup priced by the model (a scheduled game's own analysis). */
export async function analyzeMatchup(ctx: OverlayApiContext, request: MatchupRequest): Promise<Game> {
  const res = await postJson(
    ctx,
    '/api/analyze-bet',
    {
      awayTeam: request.awayTeam,
      homeTeam: request.homeTeam,
      licenseKey: request.licenseKey,
      sport: request.sport,
      isNeutralSite: request.isNeutralSite,
    },
    { 'x-license-key': request.licenseKey },
  );
  const body = json(res);
  if (!isRecord(body) || !isGameShape(body.analysis)) throw new Error('Unexpected analysis answer');
  return body.analysis as Game;
}

/** A verify answer's licence, checked field by field (the fields the overlay stores and shows). */
export function asLicenseView(value: unknown): LicenseView | null {
  if (!isRecord(value)) return null;
  const { email, subscriptionType, expiryDate, isActive, daysRemaining } = value;
  if (
    typeof email !== 'string' ||
    typeof subscriptionType !== 'string' ||
    typeof expiryDate !== 'string' ||
    Number.isNaN(Date.parse(expiryDate)) ||
    typeof isActive !== 'boolean' ||
    typeof daysRemaining !== 'number'
  ) {
    return null;
  }
  return { email, subscriptionType, expiryDate, isActive, daysRemaining };
}

/** The plan does not include this sport (403 PLAN_FORBIDDEN): retrying cannot help. */
export function isPlanForbidden(error: unknown): boolean {
  const cause = error instanceof GamesFetchError ? error.cause : error;
  return cause instanceof ApiError && cause.code === 'PLAN_FORBIDDEN';
}

export type VerifyOutcome = { valid: true; license: LicenseView } | { valid: false; revoked: boolean };

/** The server refused the key because its licence was revoked (403 LICENSE_REVOKED). */
export function isRevoked(error: unknown): boolean {
  const cause = error instanceof GamesFetchError ? error.cause : error;
  return cause instanceof ApiError && cause.code === 'LICENSE_REVOKED';
}

/**
 * POST /api/auth/verify-license with the trimmed key. The server's definitive "no" (200 with
 * valid:false, or a 4xx other than 429) resolves `{ valid: false }`; a network failure, a rate
 * limit or a server error throws.
 */
export async function verifyLicenseKey(ctx: OverlayApiContext, licenseKey: string): Promise<VerifyOutcome> {
  let res: TransportResponse;
  try {
    res = await postJson(ctx, '/api/auth/verify-license', { licenseKey: licenseKey.trim() });
  } catch (error) {
    if (isKeyRefusal(error)) return { valid: false, revoked: isRevoked(error) };
    throw error;
  }
  const body = json(res);
  if (!isRecord(body) || body.valid !== true)
    return { valid: false, revoked: isRecord(body) && body.code === 'LICENSE_REVOKED' };
  const license = asLicenseView(body.license);
  if (license === null) throw new Error('Unexpected verify answer');
  return { valid: true, license };
}

/** POST /api/sms/check-license-subscription; the caller treats a failure as "no subscription". */
export async function checkSmsSubscription(ctx: OverlayApiContext, licenseKey: string): Promise<boolean> {
  const res = await postJson(ctx, '/api/sms/check-license-subscription', { licenseKey });
  const body = json(res);
  return (
    typeof body === 'object' && body !== null && 'hasSubscription' in body && body.hasSubscription === true
  );
}

export interface SmsSubscribeRequest {
  /** As typed and formatted: '(202) 555-0123'; the server normalises it. */
  readonly phoneNumber: string;
  readonly licenseKey: string;
}

/** The masked number the server confirms ('•••• 0123'), when it sends one. */
export async function subscribeSms(ctx: OverlayApiContext, request: SmsSubscribeRequest): Promise<string> {
  const res = await postJson(ctx, '/api/sms/subscribe', {
    phoneNumber: request.phoneNumber,
    licenseKey: request.licenseKey,
    optedInForPicks: true,
    optedInForLineMovements: true,
  });
  let body: unknown = null;
  try {
    body = json(res);
  } catch {
    // An unreadable confirmation: subscribed all the same.
  }
  if (typeof body === 'object' && body !== null && 'subscription' in body) {
    const subscription = body.subscription;
    if (typeof subscription === 'object' && subscription !== null && 'phone' in subscription) {
      return typeof subscription.phone === 'string' ? subscription.phone : '';
    }
  }
  return '';
}

/** Retry the SMS subscription only when the failure may pass: offline/network or a 5xx. */
export function isRetryableSmsError(error: unknown): boolean {
  if (error instanceof ApiError) return error.status >= 500;
  return error instanceof TypeError;
}

/** GET /api/public-config (product name and the trial checkout link). */
export async function fetchPublicConfig(ctx: OverlayApiContext): Promise<PublicConfig> {
  return parsePublicConfig(json(await call(ctx, { method: 'GET', path: '/api/public-config' })));
}

/**
 * GET /api/auth/device-id from our own sign-in window: this browser's device id on the site, handed
 * to the bookmarklet's frame with the licence (key-entry.ts). Null when it cannot be read: the frame
 * then keeps its own id.
 */
export async function fetchSiteDeviceId(ctx: OverlayApiContext): Promise<string | null> {
  try {
    const body = json(await call(ctx, { method: 'GET', path: '/api/auth/device-id' }));
    const id =
      typeof body === 'object' && body !== null ? (body as { deviceId?: unknown }).deviceId : undefined;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** The fields the overlay reads off the odds status: the server's clock and each league's state. */
function isLeagueStatusShape(value: unknown): boolean {
  return (
    isRecord(value) &&
    typeof value.league === 'string' &&
    typeof value.state === 'string' &&
    (value.updatedAt === null || typeof value.updatedAt === 'string') &&
    (value.nextUpdateAt === null || typeof value.nextUpdateAt === 'string')
  );
}

export function asOddsStatus(body: unknown): OddsStatus {
  if (
    !isRecord(body) ||
    typeof body.now !== 'string' ||
    Number.isNaN(Date.parse(body.now)) ||
    !Array.isArray(body.leagues) ||
    !body.leagues.every(isLeagueStatusShape)
  ) {
    throw new Error('Unexpected odds status answer');
  }
  return body as unknown as OddsStatus;
}

/**
 * GET /api/odds-status (public, no licence): the server's clock, which every price age counts from,
 * and each league's update line ('odds updated 14:05:12 ET · next update about 14:07', the pause).
 */
export async function fetchOddsStatus(ctx: OverlayApiContext): Promise<OddsStatus> {
  return asOddsStatus(json(await call(ctx, { method: 'GET', path: '/api/odds-status' })));
}
