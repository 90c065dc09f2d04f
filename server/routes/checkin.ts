/**
 * Daily check-in routes (config/contract/profile.ts):
 *   GET  /api/v1/checkin?month=YYYY-MM -> Envelope(CheckinStatus)
 *   POST /api/v1/checkin {characterId}  -> Envelope(CheckinResult); 400 without a character,
 *                                          404 for another account's character, 409 when already checked in today
 * Thin handlers: the logic is in server/services/checkin.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import { CheckinBody, CheckinQuery, CheckinResult, CheckinStatus } from '../../config/contract/profile';
import { accountKey, LIMITS } from '../plugins/rate-limit';
import { requireAccount } from '../plugins/auth';
import { checkIn, checkinStatus, type CheckinSettings } from '../services/checkin';


const checkinRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings: CheckinSettings = {
    timezone: app.config.game.timezone,
    pictures: {
      item: app.config.itemIconUrlTemplate,
      mob: app.config.mobImageUrlTemplate,
      npc: app.config.npcImageUrlTemplate,
      map: app.config.mapImageUrlTemplate,
    },
  };

  app.get(
    '/api/v1/checkin',
    {
      schema: {
        tags: ['profile'],
        summary: "Check-in calendar of a month, today's game date, streak and the reward table",
        security: [{ bearer: [] }],
        querystring: CheckinQuery,
        response: { 200: Envelope(CheckinStatus), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
      preHandler: app.authenticate,
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await checkinStatus(app.db, requireAccount(req).id, req.query.month, req.lang, settings));
    },
  );

  app.post(
    '/api/v1/checkin',
    {
      schema: {
        tags: ['profile'],
        summary: "Today's check-in (once per game day per account) with a chosen character; gives the streak day's reward",
        security: [{ bearer: [] }],
        body: CheckinBody,
        response: { 200: Envelope(CheckinResult), 400: ErrorEnvelope, 401: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 429: ErrorEnvelope, 503: ErrorEnvelope },
      },
      preValidation: [app.authenticate, app.limiter({ name: 'checkin-account', ...LIMITS.checkinPerAccount, key: accountKey })],
    },
    async (req, reply) => reply.ok(await checkIn(app.db, requireAccount(req).id, req.body.characterId, req.ip, req.lang, settings)),
  );
};

export default checkinRoutes;
