import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminGamesQuerySchema,
  adminGamesResponseSchema,
  bulkCurationRequestSchema,
  bulkCurationResponseSchema,
  curationConflictSchema,
  curationRequestSchema,
  curationResponseSchema,
  generationRequestSchema,
  generationResponseSchema,
  jobIdParamsSchema,
  previewRequestSchema,
  previewResponseSchema,
  refreshStatusResponseSchema,
  updateGameRequestSchema,
  type AdminGame,
} from '@shared/api/admin-games';
import type { Game } from '@shared/api/games';
import { LEAGUES, leagueName, leagueOfSportFilter, type League, type PicksSportFilter } from '@shared/league';
import { AppError } from '../../http/app-error';
import { recordAudit } from '../../services/audit';
import { generateAnalyses } from '../../services/analysis/refresh';
import { enqueueJob, findJob } from '../../services/jobs/job-queue';
import { listAdminGames } from '../../services/curation/list-curated-games';
import { decideGame, decideGames, previewApproval, republishGame } from '../../services/curation/decide-game';
import { publishGuards, type Actor, type CurationDeps } from '../../services/curation/publish-pick';
import { dateWindow } from '../date-window';
import { adminOf } from '../route-auth';
import { curationErrors as errors, security } from './schemas';

function leaguesOf(sport: PicksSportFilter): League[] {
  const league = leagueOfSportFilter(sport);
  return league === null ? [...LEAGUES] : [league];
}

function actorOf(request: FastifyRequest): Actor {
  const admin = adminOf(request);
  return { label: admin.label, id: admin.id };
}

/** The admin list entry for a game just decided (the page refetches the list anyway). */
function asAdminGame(
  game: Game,
  publishedAt: Date | null,
  versions: number,
  actor: Actor,
  reason?: string,
): AdminGame {
  return {
    ...game,
    publishedVersions: versions,
    publishedAt: publishedAt ? publishedAt.toISOString() : null,
    decidedBy: actor.label,
    reason: reason ?? null,
  };
}

/** Curation: the admin games list, refresh jobs, generation, approve/reject (single and bulk), republish. */
export function adminGameRoutes(app: FastifyInstance, deps: CurationDeps, done: () => void): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/games',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Analysed games worth curating; forceRefresh=true also starts (or joins) a refresh job',
        querystring: adminGamesQuerySchema,
        response: { 200: adminGamesResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const window = dateWindow(deps.now(), request.query.startDate, request.query.endDate);
      const leagues = leaguesOf(request.query.sport);
      let jobId: string | undefined;
      if (request.query.forceRefresh === 'true') {
        const actor = actorOf(request);
        const { job } = await enqueueJob(deps, 'refresh', { reason: 'admin', leagues }, (created) => ({
          actor: actor.label,
          actorKeyId: actor.id ?? null,
          action: 'games.force-refresh',
          target: `job ${created.id}`,
          after: { leagues },
        }));
        jobId = job.id;
      }
      const guards = publishGuards(deps);
      const games = await listAdminGames(deps, { leagues, from: window.from, to: window.to }, guards);
      return reply.header('cache-control', 'no-store').send({
        games,
        publishGuards: guards,
        totalGames: games.length,
        ...(jobId ? { jobId } : {}),
        dateRange: { startDate: window.startDate, endDate: window.endDate },
      });
    },
  );

  api.get(
    '/refresh-status/:jobId',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary: 'Progress of a refresh job (poll every 2 s)',
        params: jobIdParamsSchema,
        response: { 200: refreshStatusResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const job = await findJob(deps, request.params.jobId);
      if (!job) throw new AppError('NOT_FOUND', 'Refresh job not found');
      return reply.header('cache-control', 'no-store').send({
        jobId: job.id,
        kind: job.kind,
        status: job.status === 'completed' ? 'completed' : job.status === 'failed' ? 'failed' : 'processing',
        progress: job.progress,
        processed: job.processed,
        total: job.total,
        message: job.message,
        error: job.error,
      });
    },
  );

  for (const league of ['cfb', 'nfl'] as const) {
    api.post(
      `/run-${league}-generation`,
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          security,
          summary: `Analyse every scheduled ${leagueName(league, 'adjective')} game in a date range now`,
          body: generationRequestSchema,
          response: { 200: generationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const window = dateWindow(deps.now(), request.body.startDate, request.body.endDate);
        const analyzed = await generateAnalyses(deps, league, window);
        const actor = actorOf(request);
        await recordAudit(deps, {
          actor: actor.label,
          actorKeyId: actor.id ?? null,
          action: `games.generate-${league}`,
          target: `${window.startDate} to ${window.endDate}`,
          after: { analyzed },
        });
        const what = leagueName(league, 'phrase');
        return { message: `Generated analysis for ${analyzed} ${what} games`, analyzed };
      },
    );
  }

  api.post(
    '/preview-approval',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'What approving a pending game with this context would publish (side, line, price, book, edge, units); nothing is saved',
        description:
          'Priced by the same code that publishes. Send the answer back as expectedPick when approving: the approval then publishes exactly this pick or is refused with 409 and the new preview.',
        body: previewRequestSchema,
        response: { 200: previewResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { licenseKey: _key, ...input } = request.body;
      return reply.header('cache-control', 'no-store').send({ preview: await previewApproval(deps, input) });
    },
  );

  for (const [path, decision] of [
    ['/approve-game', 'approved'],
    ['/reject-game', 'rejected'],
  ] as const) {
    api.post(
      path,
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          security,
          summary:
            decision === 'approved'
              ? 'Approve a pending game: publishes its pick (side, line, price, book, units frozen)'
              : 'Reject a pending game',
          body: curationRequestSchema,
          response: { 200: curationResponseSchema, ...errors, 409: curationConflictSchema },
        },
      },
      async (request) => {
        const { licenseKey: _key, ...input } = request.body;
        const actor = actorOf(request);
        const { game, pick } = await decideGame(deps, input, decision, actor);
        return {
          message: pick
            ? `Approved and published: ${pick.betString} (${pick.units} units)`
            : `Rejected: ${game.awayTeam} @ ${game.homeTeam}`,
          game: asAdminGame(game, pick?.publishedAt ?? null, pick?.version ?? 0, actor, input.reason),
        };
      },
    );
  }

  for (const [path, decision] of [
    ['/bulk-approve', 'approved'],
    ['/bulk-reject', 'rejected'],
  ] as const) {
    api.post(
      path,
      {
        config: { auth: 'admin' },
        schema: {
          tags: ['admin'],
          security,
          summary: `${decision === 'approved' ? 'Approve' : 'Reject'} every listed pending game; decided ones are skipped`,
          body: bulkCurationRequestSchema,
          response: { 200: bulkCurationResponseSchema, ...errors },
        },
      },
      async (request) => {
        const result = await decideGames(
          deps,
          { gameIds: request.body.gameIds, reason: request.body.reason },
          decision,
          actorOf(request),
        );
        const verb = decision === 'approved' ? 'Approved' : 'Rejected';
        const skipped = result.skipped.length > 0 ? `; ${result.skipped.length} skipped` : '';
        return { message: `${verb} ${result.changed.length} games${skipped}`, ...result };
      },
    );
  }

  api.post(
    '/update-game',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        security,
        summary:
          'Update & Republish an approved game (odds-only keeps the model spread; full-recompute rebuilds it)',
        body: updateGameRequestSchema,
        response: { 200: curationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { licenseKey: _key, ...input } = request.body;
      const actor = actorOf(request);
      const { game, pick } = await republishGame(deps, input, actor);
      return {
        message: `Republished as version ${pick.version}: ${pick.betString} (${pick.units} units)`,
        game: asAdminGame(game, pick.publishedAt, pick.version, actor),
      };
    },
  );
  done();
}
