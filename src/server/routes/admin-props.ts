import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../services/context';

// Filled in by the issue-4 work on this area.
export function registerAdminPropRoutes(_app: FastifyInstance, _ctx: ServiceContext): void {}
