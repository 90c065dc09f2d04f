/**
 * GET /character/list (login required; no /api prefix, the path players' tools already call):
 * the caller's own characters -> Envelope(CharacterList).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { CharacterList } from '../../config/contract/game';
import { characterList } from '../services/ranking';
import { requireAccount } from '../plugins/auth';

const characterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/character/list',
    {
      schema: {
        tags: ['game'],
        summary: "The logged-in account's characters, highest level first",
        security: [{ bearer: [] }],
        response: { 200: Envelope(CharacterList), 401: ErrorEnvelope },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const data = await characterList(app.db, requireAccount(request).id, {
        lang: request.lang,
        avatarTemplate: app.config.avatarUrlTemplate,
      });
      reply.header('cache-control', 'no-store');
      return reply.ok(data);
    },
  );
};

export default characterRoutes;
