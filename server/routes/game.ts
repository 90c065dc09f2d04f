/**
 * Game routes (config/contract/game.ts):
 *   GET /api/v1/game/status                      -> Envelope(GameStatus), measured at most every 60 s
 *   GET /api/v1/game/character/rank?job&sort&page&size -> Envelope(CharacterRankPage)
 *   GET /api/v1/game/guild/rank?page&size        -> Envelope(GuildRankPage)
 *   GET /api/v1/game/avatar/:id/:pose            -> image/svg+xml (default avatar renderer)
 * app.gameStatus and app.gameJobs come from the game plugin (plugins/game.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { AvatarParams, CharacterRankPage, CharacterRankQuery, GameStatus, GuildRankPage, GuildRankQuery } from '../../config/contract/game';
import { AppError, ErrorCode } from '../errors';
import { characterRank, guildRank } from '../services/ranking';
import { renderAvatarSvg, type AvatarPose } from '../services/avatar';

const gameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/game/status',
    {
      schema: {
        tags: ['game'],
        summary: 'Game server status: TCP probe of the login server + players online, cached 60 s',
        response: { 200: Envelope(GameStatus) },
      },
    },
    async (request, reply) => {
      const data = await app.gameStatus.status(request.lang);
      reply.header('cache-control', 'public, max-age=30');
      return reply.ok(data);
    },
  );

  app.get(
    '/api/v1/game/character/rank',
    {
      schema: {
        tags: ['game'],
        summary: 'Character ranking (GMs and banned accounts excluded), from the periodic ranking snapshot',
        querystring: CharacterRankQuery,
        response: { 200: Envelope(CharacterRankPage), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      await app.gameJobs.rankingReady();
      const data = await characterRank(app.db, request.query, {
        lang: request.lang,
        avatarTemplate: app.config.avatarUrlTemplate,
        pageCache: app.config.rankingPageCache,
      });
      return reply.ok(data);
    },
  );

  app.get(
    '/api/v1/game/guild/rank',
    {
      schema: {
        tags: ['game'],
        summary: 'Guild ranking by guild points',
        querystring: GuildRankQuery,
        response: { 200: Envelope(GuildRankPage), 400: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const data = await guildRank(app.db, request.query, request.lang);
      return reply.ok(data);
    },
  );

  app.get(
    '/api/v1/game/avatar/:id/:pose',
    {
      schema: {
        tags: ['game'],
        summary: 'Default avatar renderer: a small SVG sprite of the character (used when AVATAR_URL_TEMPLATE is unset)',
        params: AvatarParams,
        response: { 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const c = await app.db
        .selectFrom('characters')
        .select(['id', 'name', 'gender', 'skincolor', 'hair', 'face', 'job'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!c) throw new AppError(404, ErrorCode.NOT_FOUND, 'game.characterNotFound');
      const pose = request.params.pose.replace(/\.svg$/, '') as AvatarPose;
      const svg = renderAvatarSvg(
        { id: c.id, name: c.name, gender: c.gender, skin: c.skincolor, hair: c.hair, face: c.face, job: c.job },
        pose,
      );
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      return reply.send(svg as never);
    },
  );
};

export default fp(gameRoutes, { name: 'game-routes', fastify: '5.x', encapsulate: true, dependencies: ['game', 'envelope'] });
