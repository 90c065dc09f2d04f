/**
 * Invite routes (config/contract/invites.ts), login required:
 *   GET  /api/v1/invites                         -> Envelope(InviteOverview)
 *   POST /api/v1/invites/apply {characterId}     -> Envelope(InviteCode)
 *   GET  /api/v1/invites/invitees?page&size      -> Envelope(InviteeList)
 *   GET  /api/v1/invites/rewards                 -> Envelope(InviteRewards)
 *   GET  /api/v1/invites/claims?page&size        -> Envelope(InviteClaimList)
 *   POST /api/v1/invites/claim {inviteeId, milestone} -> Envelope(InviteClaim)
 *   POST /api/v1/invites/sync                    -> Envelope(InviteSyncAnswer)  (cooldown per account)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope, ErrorEnvelope } from '../../config/contract/envelope';
import {
  InviteApplyBody,
  InviteClaim,
  InviteClaimBody,
  InviteClaimList,
  InviteCode,
  InviteeList,
  InviteOverview,
  InviteRewards,
  InvitesPageQuery,
  InviteSyncAnswer,
} from '../../config/contract/invites';
import {
  applyForInviteCode,
  claimInviteReward,
  inviteOverview,
  inviteRewards,
  listClaims,
  listInvitees,
  syncInvitees,
} from '../services/invites';
import { requireAccount } from '../plugins/auth';

const security = [{ bearer: [] }];

const inviteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const settings = () => ({ timezone: app.config.game.timezone });

  app.get(
    '/api/v1/invites',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'My invite codes, how many I invited of the maximum, whether I can apply for a code, rewards waiting',
        security,
        response: { 200: Envelope(InviteOverview), 401: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await inviteOverview(app.db, requireAccount(request).id, settings())),
  );

  app.post(
    '/api/v1/invites/apply',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'Apply for an invite code with one of my characters of the required level (once per period)',
        security,
        body: InviteApplyBody,
        response: { 200: Envelope(InviteCode), 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await applyForInviteCode(app.db, requireAccount(request).id, request.body.characterId, settings())),
  );

  app.get(
    '/api/v1/invites/invitees',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'The accounts I invited, newest first, with their progress as of the last sync',
        security,
        querystring: InvitesPageQuery,
        response: { 200: Envelope(InviteeList), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await listInvitees(app.db, requireAccount(request).id, request.query)),
  );

  app.get(
    '/api/v1/invites/rewards',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'The reward milestones and the rewards reached but not claimed yet',
        security,
        response: { 200: Envelope(InviteRewards), 401: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await inviteRewards(app.db, requireAccount(request).id)),
  );

  app.get(
    '/api/v1/invites/claims',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'Rewards I claimed, newest first',
        security,
        querystring: InvitesPageQuery,
        response: { 200: Envelope(InviteClaimList), 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await listClaims(app.db, requireAccount(request).id, request.query)),
  );

  app.post(
    '/api/v1/invites/claim',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'Claim one reward (invitee and milestone), once',
        security,
        body: InviteClaimBody,
        response: {
          200: Envelope(InviteClaim),
          400: ErrorEnvelope,
          401: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
          422: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => reply.ok(await claimInviteReward(app.db, requireAccount(request).id, request.body.inviteeId, request.body.milestone, settings())),
  );

  app.post(
    '/api/v1/invites/sync',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['invites'],
        summary: 'Recompute my invitees’ progress from the game (at most once per cooldown)',
        security,
        response: { 200: Envelope(InviteSyncAnswer), 401: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => reply.ok(await syncInvitees(app.db, requireAccount(request).id, settings())),
  );
};

export default inviteRoutes;
