/**
 * Bearer authentication: `preHandler: app.authenticate` answers 401
 * (ErrorCode.TOKEN_INVALID / UNAUTHORIZED) unless a valid access token is sent, and
 * sets `request.account = { id, name }`. `app.optionalAuth` sets it when possible.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ErrorCode } from '../errors';
import { verifyAccessToken } from '../services/tokens';

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header.trim());
  return m ? m[1].trim() : null;
}

export function installAuth(app: FastifyInstance) {
  app.decorateRequest('account', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) throw new AppError(401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized');
    const account = await verifyAccessToken(app.config, token);
    if (!account) throw new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
    request.account = account;
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = bearerOf(request);
    if (!token) return;
    request.account = await verifyAccessToken(app.config, token);
  });
}
