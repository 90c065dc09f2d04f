/**
 * Player profile routes (config/contract/profile.ts):
 *   GET /api/v1/profile/account                -> Envelope(ProfileAccount)
 *   GET /api/v1/profile/characters             -> Envelope(ProfileCharacters)
 *   GET /api/v1/profile/characters/:id/items   -> Envelope(CharacterItems) (own character, else 404)
 *   GET /api/v1/game/character/:name/card.svg  -> image/svg+xml (public; 404 envelope for unknown/GM/banned)
 * Thin handlers: the logic is in server/services/profile.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  CharacterCardParams,
  CharacterIdParams,
  CharacterItems,
  ProfileAccount,
  ProfileCharacters,
} from '../../config/contract/profile';
import { site } from '../../config/site';
import { accountCharacters, accountOverview, characterCardSvg, characterItems, type ProfileContext } from '../services/profile';
import { requireAccount } from '../plugins/auth';


const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ctx = (lang: ProfileContext['lang']): ProfileContext => ({
    lang,
    avatarTemplate: app.config.avatarUrlTemplate,
    pictures: {
      item: app.config.itemIconUrlTemplate,
      mob: app.config.mobImageUrlTemplate,
      npc: app.config.npcImageUrlTemplate,
      map: app.config.mapImageUrlTemplate,
    },
  });
  const authed = { security: [{ bearer: [] }] };

  app.get(
    '/api/v1/profile/account',
    {
      schema: { tags: ['profile'], summary: 'Account overview: status tags, currencies, character slots', ...authed, response: { 200: Envelope(ProfileAccount), 401: ErrorEnvelope } },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await accountOverview(app.db, requireAccount(req).id));
    },
  );

  app.get(
    '/api/v1/profile/characters',
    {
      schema: { tags: ['profile'], summary: "The account's characters with stats, EXP percentage and avatar", ...authed, response: { 200: Envelope(ProfileCharacters), 401: ErrorEnvelope } },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await accountCharacters(app.db, requireAccount(req).id, ctx(req.lang)));
    },
  );

  app.get(
    '/api/v1/profile/characters/:id/items',
    {
      schema: {
        tags: ['profile'],
        summary: "One own character's equipment (slots and cash covers) and inventory tabs",
        ...authed,
        params: CharacterIdParams,
        response: { 200: Envelope(CharacterItems), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await characterItems(app.db, requireAccount(req).id, req.params.id, ctx(req.lang)));
    },
  );

  app.get(
    '/api/v1/game/character/:name/card.svg',
    {
      schema: {
        tags: ['profile'],
        summary: 'A shareable SVG card of a character (avatar, job, level, guild, main stats)',
        params: CharacterCardParams,
        response: { 400: ErrorEnvelope, 404: ErrorEnvelope },
      },
    },
    async (req, reply) => {
      const svg = await characterCardSvg(app.db, req.params.name, { ...ctx(req.lang), siteName: site.name });
      reply
        .header('content-type', 'image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .header('vary', 'accept-language');
      return reply.send(svg as never);
    },
  );
};

export default profileRoutes;
