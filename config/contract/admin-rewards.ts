/**
 * The operator console's Rewards screen (tag `admin`; an operator's token): the daily check-in's
 * reward table (the same table as `npm run checkin -- rewards`) and the inviter's milestone rewards.
 *
 * | Method and path                                   | Input                  | data                   | Password within 15 min |
 * |---------------------------------------------------|------------------------|------------------------|------------------------|
 * | GET    /api/v1/admin/rewards                      | -                      | AdminRewards           | no                     |
 * | PUT    /api/v1/admin/rewards/checkin/{day}        | AdminCheckinRewardBody | AdminCheckinRewardSet  | yes                    |
 * | DELETE /api/v1/admin/rewards/checkin/{day}        | -                      | AdminRewardRemoved     | yes                    |
 * | PUT    /api/v1/admin/rewards/invite/{milestone}   | AdminInviteRewardBody  | AdminInviteRewardsSet  | yes                    |
 * | DELETE /api/v1/admin/rewards/invite/{milestone}   | -                      | AdminInviteRewardsSet  | yes                    |
 *
 * Check-in: {day} is the streak day 1-7 or `any` (a day without its own row). An item reward
 * names the item and, optionally, its cash-shop entry (sn; else the library's entry for the
 * item); an item with no entry in the library and no sn is refused (422). A currency reward is
 * an amount from 1 to 1,000,000.
 * Invites: the first change copies the configured milestones (config/site.ts) into the table,
 * which from then on is the list players see and claim; a milestone is reached at level 1-200;
 * amounts are whole numbers from 1 (game days at most 365, points at most 100,000); the last
 * milestone cannot be removed (409). Every change writes an audit row with the row before and after.
 */
import { Type, type Static } from '@sinclair/typebox';
import { CHECKIN_REWARD_TYPES, CheckinReward } from './profile';
import { INVITE_REWARD_TYPES, InviteMilestone } from './invites';
import { REWARD_LIMITS } from '../rules';

export { REWARD_LIMITS };

export const AdminCheckinDayParams = Type.Object({ day: Type.String({ pattern: '^([1-7]|any)$', maxLength: 3 }) });
export type AdminCheckinDayParams = Static<typeof AdminCheckinDayParams>;

export const AdminCheckinRewardBody = Type.Object({
  type: Type.Union(CHECKIN_REWARD_TYPES.map((t) => Type.Literal(t))),
  /** Item rewards: the item id. */
  itemId: Type.Optional(Type.Integer({ minimum: 1, maximum: 99_999_999 })),
  /** Item rewards: the cash-shop entry the gift carries (default: the library's entry for the item). */
  sn: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  /** Item rewards with an sn the library does not know: items in the gift (default 1). */
  quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: REWARD_LIMITS.checkinQuantity })),
  /** Currency rewards: how much. */
  amount: Type.Optional(Type.Integer({ minimum: 1, maximum: REWARD_LIMITS.checkinAmount })),
});
export type AdminCheckinRewardBody = Static<typeof AdminCheckinRewardBody>;

export const AdminInviteMilestoneParams = Type.Object({ milestone: Type.String({ pattern: '^[a-z][a-z0-9_]{0,15}$', maxLength: 16 }) });
export type AdminInviteMilestoneParams = Static<typeof AdminInviteMilestoneParams>;

export const AdminInviteRewardBody = Type.Object({
  level: Type.Integer({ minimum: 1, maximum: REWARD_LIMITS.inviteLevel }),
  type: Type.Union(INVITE_REWARD_TYPES.map((t) => Type.Literal(t))),
  amount: Type.Integer({ minimum: 1, maximum: REWARD_LIMITS.inviteAmount.custom }),
});
export type AdminInviteRewardBody = Static<typeof AdminInviteRewardBody>;

export const AdminInviteRewards = Type.Object({
  milestones: Type.Array(InviteMilestone),
  /** True once an operator has edited them (the table holds them); false: the configured ones. */
  edited: Type.Boolean(),
});
export type AdminInviteRewards = Static<typeof AdminInviteRewards>;

export const AdminRewards = Type.Object({
  /** The check-in table, day 1-7 then `any`, names in the caller's language. */
  checkin: Type.Array(CheckinReward),
  invite: AdminInviteRewards,
});
export type AdminRewards = Static<typeof AdminRewards>;

export const AdminCheckinRewardSet = Type.Object({ reward: CheckinReward, auditId: Type.Integer() });
export type AdminCheckinRewardSet = Static<typeof AdminCheckinRewardSet>;
export const AdminRewardRemoved = Type.Object({ day: Type.String(), auditId: Type.Integer() });
export type AdminRewardRemoved = Static<typeof AdminRewardRemoved>;
export const AdminInviteRewardsSet = Type.Object({ invite: AdminInviteRewards, auditId: Type.Integer() });
export type AdminInviteRewardsSet = Static<typeof AdminInviteRewardsSet>;
