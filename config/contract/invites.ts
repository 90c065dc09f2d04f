/**
 * Invites contract (the profile's invites tab). Login required on every route.
 *
 * | Method and path                  | Body / query        | data              |
 * |----------------------------------|---------------------|-------------------|
 * | GET  /api/v1/invites             | -                   | InviteOverview    |
 * | POST /api/v1/invites/apply       | InviteApplyBody     | InviteCode        |
 * | GET  /api/v1/invites/invitees    | InvitesPageQuery    | InviteeList       |
 * | GET  /api/v1/invites/rewards     | -                   | InviteRewards     |
 * | GET  /api/v1/invites/claims      | InvitesPageQuery    | InviteClaimList   |
 * | POST /api/v1/invites/claim       | InviteClaimBody     | InviteClaim       |
 * | POST /api/v1/invites/sync        | -                   | InviteSyncAnswer  |
 *
 * Rules:
 * - an account gets invite codes by applying (a character of level INVITE_APPLY_LEVEL or
 *   more, at most once every INVITE_APPLY_EVERY_DAYS days; refused with the next allowed
 *   date) or by buying one in the web shop (source 'shop'); each code registers one account;
 * - at most site.invites.maxInvites people invited per account (codes not yet used count
 *   against it when applying);
 * - rewards: per invitee and milestone of site.inviteRewards.inviter, reached when the
 *   invitee's best character (as of the last sync) is at least the milestone's level;
 *   each can be claimed once. Points go to the account (queued while in game), game days
 *   to the billing ledger (ADJUSTMENT, source 'invite');
 * - sync: recomputes the invitees' progress from the game tables, at most once every
 *   site.invites.syncCooldownSeconds per account (429 with the seconds left).
 */
import { Type, type Static } from '@sinclair/typebox';
import { INVITE_DELIVERIES, INVITE_REWARD_TYPES } from '../accountLists';
import { INVITES_DEFAULT_SIZE, INVITES_MAX_SIZE } from '../rules';

export { INVITE_DELIVERIES, INVITE_REWARD_TYPES };
export type InviteRewardType = (typeof INVITE_REWARD_TYPES)[number];
export const InviteRewardTypeSchema = Type.Union(INVITE_REWARD_TYPES.map((t) => Type.Literal(t)));
export const InviteDeliverySchema = Type.Union(INVITE_DELIVERIES.map((t) => Type.Literal(t)));
const NullableString = Type.Union([Type.String(), Type.Null()]);

export const InviteCode = Type.Object({
  code: Type.String(),
  /** Path of the registration page with the code filled in: /auth/register?invite=CODE. */
  link: Type.String(),
  /** 'apply' (applied for), 'shop' (bought), or another source an operator used. */
  source: Type.String(),
  createdAt: Type.String(),
  expiresAt: NullableString,
  used: Type.Boolean(),
  usedAt: NullableString,
  /** The account name that registered with it. */
  usedBy: NullableString,
});
export type InviteCode = Static<typeof InviteCode>;

export const InviteApplyState = Type.Object({
  requiredLevel: Type.Integer(),
  everyDays: Type.Integer(),
  /** The account's best character level. */
  bestLevel: Type.Integer({ minimum: 0 }),
  /** That character's id: what POST /api/v1/invites/apply takes (null: no character). */
  bestCharacterId: Type.Union([Type.Integer(), Type.Null()]),
  /** Everything allows applying right now. */
  canApply: Type.Boolean(),
  lastAppliedAt: NullableString,
  /** When applying is allowed again (null: now, or never for lack of level or room). */
  nextApplyAt: NullableString,
});
export type InviteApplyState = Static<typeof InviteApplyState>;

export const InviteOverview = Type.Object({
  codes: Type.Array(InviteCode),
  totalInvited: Type.Integer({ minimum: 0 }),
  maxInvites: Type.Integer({ minimum: 0 }),
  remaining: Type.Integer({ minimum: 0 }),
  apply: InviteApplyState,
  /** Rewards reached and not yet claimed. */
  availableRewards: Type.Integer({ minimum: 0 }),
  lastSyncAt: NullableString,
  nextSyncAt: NullableString,
});
export type InviteOverview = Static<typeof InviteOverview>;

export const InviteApplyBody = Type.Object({
  /** One of the caller's characters, of level INVITE_APPLY_LEVEL or more. */
  characterId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});
export type InviteApplyBody = Static<typeof InviteApplyBody>;

export const InvitesPageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: INVITES_MAX_SIZE, default: INVITES_DEFAULT_SIZE })),
});
export type InvitesPageQuery = Static<typeof InvitesPageQuery>;

export const Invitee = Type.Object({
  inviteeId: Type.Integer(),
  username: Type.String(),
  registeredAt: NullableString,
  /** The invitee's last login or last character logout, whichever is later. */
  lastActiveAt: NullableString,
  /** Best character level as of the last sync (0: no character, or not synced yet). */
  maxLevel: Type.Integer({ minimum: 0 }),
  characters: Type.Integer({ minimum: 0 }),
  /** When the invite was used (registration time). */
  invitedAt: NullableString,
  /** The invite code used, or null for a community invite (by account name). */
  code: NullableString,
  syncedAt: NullableString,
});
export type Invitee = Static<typeof Invitee>;

export const InviteeList = Type.Object({
  items: Type.Array(Invitee),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type InviteeList = Static<typeof InviteeList>;

export const InviteMilestone = Type.Object({
  milestone: Type.String(),
  level: Type.Integer(),
  type: InviteRewardTypeSchema,
  amount: Type.Integer(),
});
export type InviteMilestone = Static<typeof InviteMilestone>;

export const InviteAvailableReward = Type.Object({
  inviteeId: Type.Integer(),
  username: Type.String(),
  milestone: Type.String(),
  level: Type.Integer(),
  type: InviteRewardTypeSchema,
  amount: Type.Integer(),
});
export type InviteAvailableReward = Static<typeof InviteAvailableReward>;

export const InviteRewards = Type.Object({
  milestones: Type.Array(InviteMilestone),
  available: Type.Array(InviteAvailableReward),
});
export type InviteRewards = Static<typeof InviteRewards>;

export const InviteClaim = Type.Object({
  id: Type.Integer(),
  inviteeId: Type.Integer(),
  username: Type.String(),
  milestone: Type.String(),
  type: InviteRewardTypeSchema,
  amount: Type.Integer(),
  delivery: InviteDeliverySchema,
  claimedAt: Type.String(),
});
export type InviteClaim = Static<typeof InviteClaim>;

export const InviteClaimList = Type.Object({
  items: Type.Array(InviteClaim),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type InviteClaimList = Static<typeof InviteClaimList>;

export const InviteClaimBody = Type.Object({
  inviteeId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  milestone: Type.String({ minLength: 1, maxLength: 16, pattern: '^[a-z0-9_]+$' }),
});
export type InviteClaimBody = Static<typeof InviteClaimBody>;

export const InviteSyncAnswer = Type.Object({
  /** Invitees whose progress was recomputed. */
  synced: Type.Integer({ minimum: 0 }),
  syncedAt: Type.String(),
  nextSyncAt: Type.String(),
  availableRewards: Type.Integer({ minimum: 0 }),
});
export type InviteSyncAnswer = Static<typeof InviteSyncAnswer>;
