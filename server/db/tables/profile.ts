/**
 * The player profile's site tables (migration 0007_profile).
 *
 * web_checkin: one row per account and game day (unique account_id + game_date) with the
 *   character chosen, the streak it made and the reward given.
 * web_checkin_rewards: the reward table, one row per streak day ('1'-'7', or 'any' for a
 *   day without its own row).
 * web_account_log: account unlocks and password changes (what, when, from which address).
 */
import type { Generated, ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

export interface WebCheckinTable {
  id: Generated<number>;
  account_id: number;
  /** Game-timezone day 'YYYY-MM-DD'. */
  game_date: string;
  character_id: number;
  /** Consecutive game days with a check-in ending with this one. */
  streak: Def<number>;
  reward_day: string;
  reward_type: string;
  item_id: Def<number | null>;
  sn: Def<number | null>;
  quantity: Def<number>;
  amount: Def<number>;
  /** 'gift' | 'direct' | 'queued' */
  delivered: string;
  ip: Def<string | null>;
  created_at: string;
}

export interface WebCheckinRewardsTable {
  /** '1'..'7' or 'any'. */
  day: string;
  /** 'item' | 'nx_credit' | 'maple_point' | 'vote_points' | 'reward_points' */
  type: string;
  item_id: Def<number | null>;
  sn: Def<number | null>;
  quantity: Def<number>;
  amount: Def<number>;
  updated_at: string;
}

export interface WebAccountLogTable {
  id: Generated<number>;
  account_id: number;
  /** 'unlock1' | 'unlock2' | 'password' */
  action: string;
  detail: Def<string | null>;
  ip: Def<string | null>;
  created_at: string;
}

export interface ProfileTables {
  web_checkin: WebCheckinTable;
  web_checkin_rewards: WebCheckinRewardsTable;
  web_account_log: WebAccountLogTable;
  web_unlock_guard: WebUnlockGuardTable;
}

/**
 * web_unlock_guard (migration 0009_unlock_guard): accounts whose game login mark the site
 * cleared (an unlock). While the game has not logged the account in since (its
 * accounts.lastlogin is not newer than `lastlogin_seen`), the site moves no value for it.
 */
export interface WebUnlockGuardTable {
  account_id: number;
  /** accounts.lastlogin when the unlock cleared the mark (null: it had none). */
  lastlogin_seen: Def<string | Date | null>;
  /** 1 or 2: the player's unlock method; 3: an operator (web console). */
  method: number;
  /** When (UTC database text). */
  unlocked_at: string;
}
