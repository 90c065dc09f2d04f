/**
 * The operator console's API: every route under /api/v1/admin, one file per screen
 * (session.ts, accounts.ts, audit.ts). What every one of them gets here, in one place:
 *   - the operator check before anything else (preValidation, so a player's malformed body
 *     is a 403 too): 401 without a valid token (app.authenticate, with its ban and session
 *     checks), 403 ADMIN_ONLY unless the account is an operator NOW (read per request:
 *     services/admin/operator.ts);
 *   - in the OpenAPI document: the `admin` tag, the bearer security and the 401 / 403 envelopes.
 * Handlers answer `reply.ok(data)` (plugins/envelope.ts) and read the operator with
 * `requireAccount(request)` (plugins/auth.ts); the plugins they use are its `dependencies`.
 * Actions that change value or accounts add `preHandler: recentPassword` (403
 * ADMIN_REAUTH_NEEDED when the password is older than 15 minutes).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest, RouteOptions } from 'fastify';
import { ErrorEnvelope } from '../../../config/contract/envelope';
import { assertOperator } from '../../services/admin/operator';
import { requireAccount } from '../../plugins/auth';

const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    route.schema = {
      ...schema,
      tags: ['admin'],
      security: [{ bearer: [] }],
      response: { 401: ErrorEnvelope, 403: ErrorEnvelope, ...((schema.response as object | undefined) ?? {}) },
    };
  });
  app.addHook('preValidation', app.authenticate);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    await assertOperator(app.db, requireAccount(request).id, app.config.adminGmLevel);
  });

  await app.register(import('./session'));
  await app.register(import('./accounts'));
  await app.register(import('./audit'));
  await app.register(import('./billing'));
  await app.register(import('./dashboard'));
  await app.register(import('./rewards'));
  await app.register(import('./notices'));
  await app.register(import('./shop'));
};

// Encapsulated: the hooks above reach the console's routes only.
export default fp(adminRoutes, {
  name: 'admin-routes',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['config', 'database', 'language', 'auth', 'limiter', 'mailer', 'envelope'],
});
