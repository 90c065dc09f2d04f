/**
 * The operator console's Rewards screen (config/contract/admin-rewards.ts):
 *   GET    /api/v1/admin/rewards                     -> Envelope(AdminRewards)
 *   PUT    /api/v1/admin/rewards/checkin/:day        AdminCheckinRewardBody -> Envelope(AdminCheckinRewardSet)
 *   DELETE /api/v1/admin/rewards/checkin/:day        -> Envelope(AdminRewardRemoved)
 *   PUT    /api/v1/admin/rewards/invite/:milestone   AdminInviteRewardBody -> Envelope(AdminInviteRewardsSet)
 *   DELETE /api/v1/admin/rewards/invite/:milestone   -> Envelope(AdminInviteRewardsSet)
 * Changes need the password within 15 minutes (recentPassword) and are audited; the logic is
 * in server/services/admin/rewards.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Envelope, ErrorEnvelope } from '../../../config/contract/envelope';
import {
  AdminCheckinDayParams,
  AdminCheckinRewardBody,
  AdminCheckinRewardSet,
  AdminInviteMilestoneParams,
  AdminInviteRewardBody,
  AdminInviteRewardsSet,
  AdminRewardRemoved,
  AdminRewards,
} from '../../../config/contract/admin-rewards';
import { removeCheckinReward, removeInviteReward, rewardTables, setCheckinReward, setInviteReward, type RewardsContext } from '../../services/admin/rewards';
import { actorOf, recentPassword } from './request';

const errs = { 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, 503: ErrorEnvelope };

const rewardsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const passwordCheck = recentPassword(app.db);
  const pictures = () => ({
    item: app.config.itemIconUrlTemplate,
    mob: app.config.mobImageUrlTemplate,
    npc: app.config.npcImageUrlTemplate,
    map: app.config.mapImageUrlTemplate,
  });
  const context = (req: FastifyRequest): RewardsContext => {
    return { db: app.db, actor: actorOf(req), lang: req.lang, pictures: pictures() };
  };

  app.get(
    '/api/v1/admin/rewards',
    { schema: { summary: "The daily check-in's reward table and the inviter's milestone rewards", response: { 200: Envelope(AdminRewards) } } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await rewardTables(app.db, req.lang, pictures()));
    },
  );

  /** A change's route options: params, body, answer, the errors it may give, and the recent password. */
  const change = <P extends TSchema, B extends TSchema | undefined, A extends TSchema>(summary: string, params: P, body: B, answer: A) => ({
    // No `body` key at all when there is none (an undefined one makes Fastify warn at start).
    schema: { summary, params, ...((body ? { body } : {}) as { body: B }), response: { 200: Envelope(answer), ...errs } },
    preHandler: passwordCheck,
  });

  app.put(
    '/api/v1/admin/rewards/checkin/:day',
    change(
      "Set a streak day's check-in reward (1-7 or any): an item or a currency amount",
      AdminCheckinDayParams,
      AdminCheckinRewardBody,
      AdminCheckinRewardSet,
    ),
    async (req, reply) => reply.ok(await setCheckinReward(context(req), req.params.day, req.body)),
  );
  app.delete(
    '/api/v1/admin/rewards/checkin/:day',
    change("Remove a streak day's check-in reward", AdminCheckinDayParams, undefined, AdminRewardRemoved),
    async (req, reply) => reply.ok(await removeCheckinReward(context(req), req.params.day)),
  );
  app.put(
    '/api/v1/admin/rewards/invite/:milestone',
    change("Change an inviter's milestone reward, or add one (level, type, amount)", AdminInviteMilestoneParams, AdminInviteRewardBody, AdminInviteRewardsSet),
    async (req, reply) => reply.ok(await setInviteReward(context(req), req.params.milestone, req.body)),
  );
  app.delete(
    '/api/v1/admin/rewards/invite/:milestone',
    change("Remove an inviter's milestone reward (not the last one)", AdminInviteMilestoneParams, undefined, AdminInviteRewardsSet),
    async (req, reply) => reply.ok(await removeInviteReward(context(req), req.params.milestone)),
  );
};

export default rewardsRoutes;
