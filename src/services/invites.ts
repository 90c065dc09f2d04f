/**
 * Invite endpoints (logged in): the account's codes and counts, applying for a code,
 * the invitees, rewards reached and claimed, and the progress sync.
 * Contract: config/contract/invites.ts.
 */
import type {
  InviteAvailableReward,
  InviteClaim,
  InviteClaimBody,
  InviteClaimList,
  InviteCode,
  InviteApplyState,
  InviteMilestone,
  InviteOverview,
  InviteRewards,
  InviteRewardType,
  InviteSyncAnswer,
  Invitee,
  InviteeList,
  InvitesPageQuery,
} from '../../config/contract/invites';
import { api } from './client';

export { INVITE_DELIVERIES, INVITE_REWARD_TYPES } from '../../config/accountLists';
export type {
  InviteApplyState,
  InviteAvailableReward,
  InviteClaim,
  InviteClaimBody,
  InviteClaimList,
  InviteCode,
  InviteMilestone,
  InviteOverview,
  InviteRewards,
  InviteRewardType,
  InviteSyncAnswer,
  Invitee,
  InviteeList,
  InvitesPageQuery,
};

/** The registration link of a code on this site. */
export const inviteLink = (code: string, origin = typeof window === 'undefined' ? '' : window.location.origin) =>
  `${origin}/auth/register?invite=${encodeURIComponent(code)}`;

/** GET /api/v1/invites: codes, counts, whether applying is allowed, rewards waiting, sync times. */
export function fetchInviteOverview(): Promise<InviteOverview> {
  return api<InviteOverview>('/api/v1/invites');
}

/** POST /api/v1/invites/apply with the account's best character. */
export function applyInviteCode(characterId: number): Promise<InviteCode> {
  return api<InviteCode>('/api/v1/invites/apply', { method: 'POST', data: { characterId } });
}

/** GET /api/v1/invites/invitees: the people who registered with the account's invites. */
export function fetchInvitees(query: InvitesPageQuery): Promise<InviteeList> {
  return api<InviteeList>('/api/v1/invites/invitees', { method: 'GET', params: { page: query.page ?? 1, size: query.size ?? 10 } });
}

/** GET /api/v1/invites/rewards: the milestones and the rewards reached, not yet claimed. */
export function fetchInviteRewards(): Promise<InviteRewards> {
  return api<InviteRewards>('/api/v1/invites/rewards');
}

/** GET /api/v1/invites/claims: rewards already claimed, newest first. */
export function fetchInviteClaims(query: InvitesPageQuery): Promise<InviteClaimList> {
  return api<InviteClaimList>('/api/v1/invites/claims', { method: 'GET', params: { page: query.page ?? 1, size: query.size ?? 10 } });
}

/** POST /api/v1/invites/claim: one reward, once. */
export function claimInviteReward(body: InviteClaimBody): Promise<InviteClaim> {
  return api<InviteClaim>('/api/v1/invites/claim', { method: 'POST', data: body });
}

/** POST /api/v1/invites/sync: recomputes the invitees' progress (429 with the seconds left while cooling down). */
export function syncInvites(): Promise<InviteSyncAnswer> {
  return api<InviteSyncAnswer>('/api/v1/invites/sync', { method: 'POST' });
}
