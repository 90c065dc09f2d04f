/**
 * The inviter's milestone rewards as an operator set them (migration 0018_dashboard_rewards).
 * When the table has rows they are the milestones; empty, config/site.ts inviteRewards.inviter.
 */
export interface WebInviteRewardsTable {
  /** The milestone's key ('created', 'level20', ...): what a claim records. */
  milestone: string;
  /** Reached when the invitee's best character is at least this level (1-200). */
  level: number;
  /** reward_points | vote_points | game_time_days | custom */
  type: string;
  amount: number;
  updated_at: string;
}

export interface RewardTables {
  web_invite_rewards: WebInviteRewardsTable;
}
