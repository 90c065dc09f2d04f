/**
 * Voting: POST /api/v1/vote/ {username} -> {url, voteId, rewardNx, streak, votedToday}.
 * The trailing slash is part of the path.
 */
import { api } from './client';
import type { VoteAnswer, VoteRequest } from '../../config/contract/vote';

export type { VoteAnswer };

/** Records a vote intent for a game account and answers the vote site's URL for it. */
export function startVote(username: string): Promise<VoteAnswer> {
  const data: VoteRequest = { username: username.trim() };
  return api<VoteAnswer>('/api/v1/vote/', { method: 'POST', data });
}
