import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { League } from '@shared/league';
import type { PlanFeature } from '@shared/licensing/plans';
import {
  assertPlanIncludes,
  headerKey,
  headerOrBodyKey,
  requireAdmin,
  requireLicense,
} from '../http/authenticate';
import type { AdminIdentity } from '../services/licensing/admin-keys';
import type { LicenseRow } from '../services/licensing/license-record';
import type { VerifyDeps } from '../services/licensing/verify-license';

/** Who may call a route: a licence holder, an admin key, or anyone. */
export type RouteAuth = 'license' | 'admin' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Enforced by the one route-auth hook (registerRouteAuth); every /api/admin route says 'admin'. */
    auth?: RouteAuth;
    /** auth 'license': the leagues this request's plan must grant (none named: any plan). */
    league?: (request: FastifyRequest) => readonly League[];
    /** auth 'license': a plan feature the route sells (PLAN_FORBIDDEN without it). */
    feature?: PlanFeature;
    /** auth 'license': the spec also sends the key as the body's licenseKey. */
    bodyLicenseKey?: boolean;
  }
  interface FastifyRequest {
    /** Set by the route-auth hook on an auth 'license' route. */
    license: LicenseRow | null;
    /** Set by the route-auth hook on an auth 'admin' route. */
    admin: AdminIdentity | null;
  }
}

export function licenseOf(request: FastifyRequest): LicenseRow {
  if (!request.license) throw new Error(`${request.url} reached its handler without auth 'license'`);
  return request.license;
}

export function adminOf(request: FastifyRequest): AdminIdentity {
  if (!request.admin) throw new Error(`${request.url} reached its handler without auth 'admin'`);
  return request.admin;
}

/**
 * A `config.league` over the route's validated query and body: the hook runs after validation, so
 * they have the route's schema types (named here once, for the route to read them typed).
 */
export function leaguesFrom<Query = unknown, Body = unknown>(
  select: (parts: { query: Query; body: Body }) => readonly League[],
): (request: FastifyRequest) => readonly League[] {
  return (request) => select({ query: request.query as Query, body: request.body as Body });
}

const ADMIN_PREFIX = '/api/admin';

/**
 * The one authentication hook, driven by each route's `config.auth`. An admin route is checked
 * before its body is validated, so a caller without a valid admin key learns nothing about the
 * route's schema (every such request is 401); a licensed route after validation, since its leagues
 * come from the validated request (a bad query is a 400 whoever asks).
 */
export function registerRouteAuth(app: FastifyInstance, deps: VerifyDeps): void {
  app.decorateRequest('license', null);
  app.decorateRequest('admin', null);

  const admitAdmin = async (request: FastifyRequest) => {
    request.admin = await requireAdmin(deps, request);
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const config = route.config ?? {};
    const underAdmin = route.url === ADMIN_PREFIX || route.url.startsWith(`${ADMIN_PREFIX}/`);
    if (underAdmin && config.auth !== 'admin')
      throw new Error(`${String(route.method)} ${route.url} must declare config.auth 'admin'`);
    // A new array each time: the HEAD twin of a GET route shares the original's.
    if (config.auth === 'admin') route.preValidation = [admitAdmin, ...hooksOf(route.preValidation)];
    if (config.auth === 'license')
      route.preHandler = [admitLicense(deps, config), ...hooksOf(route.preHandler)];
  });
}

function admitLicense(deps: VerifyDeps, config: FastifyContextConfig): preHandlerAsyncHookHandler {
  const { league, feature, bodyLicenseKey } = config;
  return async (request) => {
    const key = bodyLicenseKey ? headerOrBodyKey(request) : headerKey(request);
    const license = await requireLicense(deps, request, league ? league(request) : [], key);
    if (feature) assertPlanIncludes(license, feature);
    request.license = license;
  };
}

function hooksOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}
