/**
 * Every route module of the API. To add yours, append ONE line:
 *   () => import('./game'),
 * A module's default export is a Fastify plugin (FastifyPluginAsyncTypebox) that
 * declares its routes with full paths ('/api/v1/...') and a schema on each.
 * Available on `app`: db, config, mailer, authenticate, optionalAuth, limiter
 * (see server/types.ts), jobs (plugins/jobs.ts), gameStatus and gameJobs (plugins/game.ts);
 * a handler answers `return reply.ok(data)` (plugins/envelope.ts) and throws AppError
 * (server/errors.ts) for error answers. The order of the lines does not matter: every
 * plugin is registered before the routes, and a module that needs one declares it
 * (fastify-plugin `dependencies`, as routes/game.ts does).
 */
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

type RouteModule = () => Promise<{ default: FastifyPluginAsync | ((app: FastifyInstance) => Promise<void>) }>;

export const routeModules: RouteModule[] = [
  () => import('./health'),
  () => import('./auth'),
  () => import('./user'),
  () => import('./game'), () => import('./character'), () => import('./vote'), // S2: status, ranks, avatar, /character/list, vote
  () => import('./notice'), // notices
  () => import('./library'), // game-data library
  () => import('./shop'), // web item shop
  () => import('./billing'), () => import('./invites'), // game-time billing, invites
  () => import('./profile'), () => import('./checkin'), () => import('./account'), // player profile
  () => import('./admin'), // operator console (/api/v1/admin/*)
];
