/**
 * The console's Rewards endpoints (config/contract/admin-rewards.ts). Changes may be refused
 * with ADMIN_REAUTH_NEEDED: call them through useGuarded (pages/admin/components/Reauth).
 */
import type {
  AdminCheckinRewardBody,
  AdminCheckinRewardSet,
  AdminInviteRewardBody,
  AdminInviteRewardsSet,
  AdminRewardRemoved,
  AdminRewards,
} from '../../config/contract/admin-rewards';
import { api } from './client';

export type { AdminCheckinRewardBody, AdminInviteRewardBody, AdminInviteRewards, AdminRewards } from '../../config/contract/admin-rewards';
export type { CheckinReward, CheckinRewardType } from '../../config/contract/profile';
export type { InviteMilestone, InviteRewardType } from '../../config/contract/invites';

export const fetchRewards = () => api<AdminRewards>('/api/v1/admin/rewards');
export const setCheckinReward = (day: string, body: AdminCheckinRewardBody) =>
  api<AdminCheckinRewardSet>(`/api/v1/admin/rewards/checkin/${day}`, { method: 'PUT', data: body });
export const removeCheckinReward = (day: string) => api<AdminRewardRemoved>(`/api/v1/admin/rewards/checkin/${day}`, { method: 'DELETE' });
export const setInviteReward = (milestone: string, body: AdminInviteRewardBody) =>
  api<AdminInviteRewardsSet>(`/api/v1/admin/rewards/invite/${milestone}`, { method: 'PUT', data: body });
export const removeInviteReward = (milestone: string) => api<AdminInviteRewardsSet>(`/api/v1/admin/rewards/invite/${milestone}`, { method: 'DELETE' });
