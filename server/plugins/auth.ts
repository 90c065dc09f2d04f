/**
 * Bearer authentication: `preHandler: app.authenticate` answers 401
 * (ErrorCode.TOKEN_INVALID / UNAUTHORIZED) unless a valid access token is sent, and
 * sets `request.account = { id, name }`, which routes read through `requireAccount(request)`.
 * `app.optionalAuth` sets it when possible.
 *
 * Every request that gets an account also checks the account itself (services/sessions.ts,
 * through `app.sessions`, a cache of at most SESSION_CACHE_MS): a banned account (accounts.banned,
 * or accounts.tempban in the future) answers 403 SESSION_BANNED with the ban message, on
 * optionalAuth routes too; a token of an older session generation (the password was changed
 * or reset since) answers 401 SESSION_ENDED, or is anonymous on optionalAuth routes.
 * Routes using them get these answers (401 and 403, or 403) in their documented responses.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ErrorEnvelope } from '../../config/contract/envelope';
import { AppError, ErrorCode, errors } from '../errors';
import { verifyAccessToken } from '../services/tokens';
import { SessionCache, banOf, bannedError, sessionEndedError } from '../services/sessions';
import type { AuthAccount } from '../types';

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? m[1].trim() : null;
}

/**
 * The logged-in account of a request that went through `app.authenticate`: the one way a
 * route reads it. Without one (a route that forgot the hook) it throws the same 401 as the hook.
 */
export function requireAccount(request: FastifyRequest): AuthAccount {
  if (!request.account) throw errors.unauthorized();
  return request.account;
}

type Checked = { ok: AuthAccount } | { fail: 'invalid' | 'ended' };

async function auth(app: FastifyInstance) {
  const sessions = new SessionCache(app.db, app.config.sessionCacheMs);
  app.decorate('sessions', sessions);
  app.decorateRequest('account', null);

  /** The token's account, if it may act now; throws the 403 of a banned account. */
  async function check(request: FastifyRequest, token: string): Promise<Checked> {
    const account = await verifyAccessToken(app.config, token);
    if (!account) return { fail: 'invalid' };
    const state = await sessions.state(account.id);
    if (!state) return { fail: 'invalid' };
    const ban = banOf(state);
    if (ban) throw bannedError(ban, request.lang, app.config.game.timezone);
    if ((account.gen ?? 0) !== state.gen) return { fail: 'ended' };
    return { ok: account };
  }

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw errors.unauthorized();
    const checked = await check(request, token);
    if ('fail' in checked) {
      throw checked.fail === 'ended' ? sessionEndedError() : new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
    }
    request.account = checked.ok;
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return;
    const checked = await check(request, token);
    request.account = 'ok' in checked ? checked.ok : null;
  });

  // Document the answers of the check on every route that uses it.
  app.addHook('onRoute', (route: RouteOptions) => {
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat();
    const strict = hooks.includes(app.authenticate);
    if (!strict && !hooks.includes(app.optionalAuth)) return;
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) return;
    const added = strict ? { 401: ErrorEnvelope, 403: ErrorEnvelope } : { 403: ErrorEnvelope };
    route.schema = { ...route.schema, response: { ...added, ...response } };
  });
}

export default fp(auth, { name: 'auth', fastify: '5.x', dependencies: ['config', 'database', 'language'] });
