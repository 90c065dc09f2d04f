/**
 * The site's vote and credit tables (migration 0003_game_web).
 *
 * web_vote_log: one row per vote intent (POST /api/v1/vote/). The id is the one-time
 *   vote id handed to the vote site; its pingback credits the row exactly once.
 *   (account_id, credit_day) is unique: one credited vote per account per game day.
 * web_pending_credits: currency owed to an account that was in game (loggedin != 0)
 *   when it was earned; applied by the credits job once the account is offline.
 *   `ref` is unique, so one source (e.g. 'vote:<voteId>') is queued at most once.
 */
import type { Generated, ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

export type VoteStatus = 'pending' | 'credited' | 'duplicate_day' | 'rejected';

export interface WebVoteLogTable {
  /** One-time vote id (random, URL-safe). */
  id: string;
  account_id: number;
  username: string;
  /** IP of the visitor who asked to vote. */
  ip: Def<string | null>;
  /** UTC 'YYYY-MM-DD HH:mm:ss'. */
  created_at: string;
  status: Def<VoteStatus>;
  /** When the pingback was processed (UTC). */
  processed_at: Def<string | null>;
  /** Game-timezone day 'YYYY-MM-DD' the credit counts for; null unless credited. Unique with account_id. */
  credit_day: Def<string | null>;
  /** Consecutive credited days ending with this one. */
  streak: Def<number>;
  nx: Def<number>;
  vote_points: Def<number>;
  /** 'direct' (written to accounts) or 'queued' (web_pending_credits); null unless credited. */
  delivery: Def<string | null>;
  /** IP the vote site reported / the pingback came from. */
  pingback_ip: Def<string | null>;
}

export interface WebPendingCreditsTable {
  id: Generated<number>;
  account_id: number;
  nx_credit: Def<number>;
  maple_point: Def<number>;
  vote_points: Def<number>;
  reward_points: Def<number>;
  /** Prepaid NX (migration 0014_admin: an operator's credit). */
  nx_prepaid: Def<number>;
  /** What earned it: 'vote', ... */
  reason: string;
  /** Unique source reference, e.g. 'vote:<voteId>'. */
  ref: string;
  created_at: string;
  /** UTC time it was written to the account; null while waiting. */
  applied_at: Def<string | null>;
}

export interface VoteTables {
  web_vote_log: WebVoteLogTable;
  web_pending_credits: WebPendingCreditsTable;
}
