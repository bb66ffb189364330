/**
 * Typed admin calls (admin spec section 7). Every call goes through `apiRequest`, which sends the
 * stored admin key as x-license-key on /admin paths; bodies carry it as licenseKey too, as the spec's
 * calls table lists it. Responses are checked against the shared zod contracts, so a server that
 * drifts from them fails loudly here instead of rendering wrong numbers.
 */
import type { PicksSportFilter } from '@shared/league';
import type { z } from 'zod';
import {
  adminGamesResponseSchema,
  announcementPreviewResponseSchema,
  announcementResponseSchema,
  curationConflictSchema,
  bulkCurationResponseSchema,
  curationResponseSchema,
  generationResponseSchema,
  previewResponseSchema,
  refreshStatusResponseSchema,
  smsOutboxResponseSchema,
  type AdminGamesResponse,
  type RefreshStatus,
  type UPDATE_MODES,
} from '@shared/api/admin-games';
import {
  auditListResponseSchema,
  issueLicenseResponseSchema,
  listLicensesResponseSchema,
  revokeLicenseResponseSchema,
} from '@shared/api/admin-licenses';
import { adminVerifyResponseSchema } from '@shared/api/auth';
import type { CONTEXTUAL_FACTORS } from '@shared/api/games';
import { playerPropsResponseSchema, propMutationResponseSchema } from '@shared/api/props';
import { eventsSummaryResponseSchema } from '@shared/api/events';
import { adminOddsStatusSchema } from '@shared/api/odds-status';
import type { Plan } from '@shared/licensing/plans';
import type { PickIdentity, PickPreview } from '@shared/curation/pick-preview';
import { ApiError, apiRequest, type HttpMethod } from '../../client/api';
import { getAdminKey } from '../../client/storage';
import type { League } from '@shared/league';

export type ContextualFactor = (typeof CONTEXTUAL_FACTORS)[number];
export type UpdateMode = (typeof UPDATE_MODES)[number];
export type SportFilter = PicksSportFilter;

export interface AdminGamesParams {
  sport: SportFilter;
  startDate: string;
  endDate: string;
}

/** The first segment of the admin games query key; invalidate with it to refetch every list. */
export const ADMIN_GAMES_PATH = '/api/admin/games';

async function call<S extends z.ZodType>(
  schema: S,
  method: HttpMethod,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  const res = await apiRequest(method, path, body);
  return schema.parse(await res.json());
}

/** The stored admin key for the body (omitted when none is stored: the header rule covers it). */
function withKey<T extends object>(body: T): T & { licenseKey?: string } {
  const licenseKey = getAdminKey();
  return licenseKey === null ? body : { ...body, licenseKey };
}

export function adminGamesUrl(params: AdminGamesParams, forceRefresh: boolean): string {
  // A blank date is left out: the server then uses its default window for that end.
  const query = new URLSearchParams({ sport: params.sport });
  if (params.startDate) query.set('startDate', params.startDate);
  if (params.endDate) query.set('endDate', params.endDate);
  query.set('forceRefresh', String(forceRefresh));
  return `${ADMIN_GAMES_PATH}?${query.toString()}`;
}

export function verifyAdminKey(licenseKey: string) {
  return call(adminVerifyResponseSchema, 'POST', '/api/admin/verify', { licenseKey });
}

export function fetchAdminGames(params: AdminGamesParams): Promise<AdminGamesResponse> {
  return call(adminGamesResponseSchema, 'GET', adminGamesUrl(params, false));
}

/** Starts (or joins) a refresh job; the answer carries its jobId. */
export function forceRefreshGames(params: AdminGamesParams): Promise<AdminGamesResponse> {
  return call(adminGamesResponseSchema, 'GET', adminGamesUrl(params, true));
}

export function fetchRefreshStatus(jobId: string): Promise<RefreshStatus> {
  return call(refreshStatusResponseSchema, 'GET', `/api/admin/refresh-status/${encodeURIComponent(jobId)}`);
}

/** Each league has its own generation route (POST /api/admin/run-<league>-generation). */
export type GenerationLeague = League;

export function runGeneration(league: GenerationLeague, dates: { startDate: string; endDate: string }) {
  return call(generationResponseSchema, 'POST', `/api/admin/run-${league}-generation`, withKey(dates));
}

/** What 'Send SMS Announcement' would text now (its confirmation shows it); nothing is queued. */
export function fetchAnnouncementPreview() {
  return call(announcementPreviewResponseSchema, 'GET', '/api/admin/announcement-preview');
}

export function sendAnnouncement() {
  return call(announcementResponseSchema, 'POST', '/api/admin/send-announcement', withKey({}));
}

/** What the admin adds to a game (spec section 5: empty injury and empty factor list are absent). */
export interface CurationInput {
  gameId: string;
  reason?: string;
  contextualFactors?: ContextualFactor[];
  contextualNotes?: string;
  isNeutralSite?: boolean;
  /** As typed; blank means absent. */
  injuryAdjustment?: string;
  /** The reason an off-market price may be published; blank means absent. */
  confirmOffMarket?: string;
}

export interface CurationBody {
  gameId: string;
  reason?: string;
  contextualFactors?: ContextualFactor[];
  contextualNotes?: string;
  isNeutralSite?: boolean;
  injuryAdjustment?: number;
  confirmOffMarket?: string;
}

/** Builds the body, leaving out empty parts rather than sending '', [] or NaN. */
export function curationBody(input: CurationInput): CurationBody {
  const body: CurationBody = { gameId: input.gameId };
  const reason = input.reason?.trim();
  if (reason) body.reason = reason;
  if (input.contextualFactors && input.contextualFactors.length > 0) {
    body.contextualFactors = [...input.contextualFactors];
  }
  const notes = input.contextualNotes?.trim();
  if (notes) body.contextualNotes = notes;
  if (input.isNeutralSite !== undefined) body.isNeutralSite = input.isNeutralSite;
  const injury = parseInjuryAdjustment(input.injuryAdjustment);
  if (injury !== null) body.injuryAdjustment = injury;
  const confirmation = input.confirmOffMarket?.trim();
  if (confirmation) body.confirmOffMarket = confirmation;
  return body;
}

/** A typed injury adjustment as a number; blank or not a number → null (sent as absent). */
export function parseInjuryAdjustment(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** What approving the game with this context would publish (the server prices it; nothing is saved). */
export function previewApproval(body: CurationBody) {
  const { reason: _reason, ...rest } = body;
  return call(previewResponseSchema, 'POST', '/api/admin/preview-approval', withKey(rest));
}

/**
 * Approves; with `expectedPick` (the preview the admin saw) the server publishes exactly that pick
 * or answers 409 with the new preview (see previewFromConflict).
 */
export function approveGame(input: CurationInput & { expectedPick?: PickIdentity }) {
  const body = {
    ...curationBody(input),
    ...(input.expectedPick ? { expectedPick: input.expectedPick } : {}),
  };
  return call(curationResponseSchema, 'POST', '/api/admin/approve-game', withKey(body));
}

/** The new preview a refused approval carries (the price moved since the admin's preview). */
export function previewFromConflict(error: unknown): PickPreview | undefined {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  try {
    return curationConflictSchema.parse(JSON.parse(error.bodyText)).preview;
  } catch {
    return undefined;
  }
}

export function rejectGame(input: CurationInput) {
  return call(curationResponseSchema, 'POST', '/api/admin/reject-game', withKey(curationBody(input)));
}

export function bulkApprove(gameIds: string[]) {
  return call(bulkCurationResponseSchema, 'POST', '/api/admin/bulk-approve', withKey({ gameIds }));
}

export function bulkReject(gameIds: string[]) {
  return call(bulkCurationResponseSchema, 'POST', '/api/admin/bulk-reject', withKey({ gameIds }));
}

export interface UpdateInput extends CurationInput {
  updateMode: UpdateMode;
}

export function updateGame(input: UpdateInput) {
  const { reason: _reason, ...rest } = curationBody(input);
  return call(
    curationResponseSchema,
    'POST',
    '/api/admin/update-game',
    withKey({ ...rest, updateMode: input.updateMode }),
  );
}

export function fetchAudit(limit = 50) {
  return call(auditListResponseSchema, 'GET', `/api/admin/audit?limit=${limit}`);
}

export function fetchLicenses() {
  return call(listLicensesResponseSchema, 'GET', '/api/admin/licenses');
}

export interface IssueLicenseInput {
  email: string;
  plan: Plan;
  days: number;
  maxDevices?: number;
}

export function issueLicense(input: IssueLicenseInput) {
  return call(issueLicenseResponseSchema, 'POST', '/api/admin/licenses', withKey(input));
}

export function revokeLicense(id: string) {
  return call(
    revokeLicenseResponseSchema,
    'POST',
    `/api/admin/licenses/${encodeURIComponent(id)}/revoke`,
    withKey({}),
  );
}

export function fetchSmsOutbox() {
  return call(smsOutboxResponseSchema, 'GET', '/api/admin/sms-outbox');
}

/** Per league: state, polls, quote ages, calls this month, last error; and the month's credits. */
export function fetchAdminOddsStatus() {
  return call(adminOddsStatusSchema, 'GET', ADMIN_ODDS_STATUS_PATH);
}

export const ADMIN_ODDS_STATUS_PATH = '/api/admin/odds-status';

export function fetchAnalyticsSummary() {
  return call(eventsSummaryResponseSchema, 'GET', '/api/admin/analytics');
}

export function fetchAdminProps() {
  return call(playerPropsResponseSchema, 'GET', '/api/admin/player-props');
}

export function createProp(input: { fullText: string; propInsight?: string }) {
  const propInsight = input.propInsight?.trim();
  return call(
    propMutationResponseSchema,
    'POST',
    '/api/admin/player-props',
    withKey({ fullText: input.fullText.trim(), ...(propInsight ? { propInsight } : {}) }),
  );
}

export function removeProp(id: string) {
  return call(
    propMutationResponseSchema,
    'POST',
    `/api/admin/player-props/${encodeURIComponent(id)}/remove`,
    withKey({}),
  );
}
