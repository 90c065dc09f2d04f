/** GET /api/v1/user/info: the logged-in account. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { UserInfo } from '../../config/contract/auth';
import { AppError, ErrorCode } from '../errors';
import { userInfo } from '../services/auth';
import { requireAccount } from '../plugins/auth';

const userRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/user/info',
    {
      schema: { tags: ['account'], summary: 'The logged-in account', security: [{ bearer: [] }], response: { 200: Envelope(UserInfo), 401: ErrorEnvelope } },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      const info = await userInfo(app.db, requireAccount(req).id, app.config.adminGmLevel);
      if (!info) throw new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
      reply.header('cache-control', 'no-store');
      return reply.ok(info);
    },
  );
};

export default userRoutes;
