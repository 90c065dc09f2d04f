/**
 * The site's own account tables (migration 0002_auth). Times are UTC text.
 */
import type { Generated, ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

/** Opaque refresh tokens, stored as SHA-256; one family per login, rotated on every refresh. */
export interface WebRefreshTokensTable {
  id: Generated<number>;
  account_id: number;
  family_id: string;
  token_hash: string;
  /** The token this one replaced (null for the first of a family). */
  parent_id: Def<number | null>;
  created_at: string;
  expires_at: string;
  /** Set when rotated, logged out, reset or revoked for reuse. */
  revoked_at: Def<string | null>;
  /** 'rotated' | 'logout' | 'reuse' | 'reset' | 'password' | 'banned' | 'stale' */
  revoke_reason: Def<string | null>;
  ip: Def<string | null>;
  user_agent: Def<string | null>;
  /** The account's session generation the token was issued under (web_session_gen, 0010_sessions). */
  session_gen: Def<number>;
}

/** E-mailed 6-digit codes (register, reset), stored as SHA-256. */
export interface WebEmailCodesTable {
  id: Generated<number>;
  /** 'register' | 'reset' */
  purpose: string;
  email: string;
  account_id: Def<number | null>;
  code_hash: string;
  created_at: string;
  expires_at: string;
  used_at: Def<string | null>;
  attempts: Def<number>;
  ip: Def<string | null>;
}

/** Every e-mail the site sends; without SMTP it stays here for the operator (npm run outbox). */
export interface WebOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  body: string;
  /** 'outbox' (no SMTP configured) | 'sent' | 'failed' */
  status: string;
  error: Def<string | null>;
  created_at: string;
  sent_at: Def<string | null>;
}

/** Invite codes: required at registration when INVITE_REQUIRED; single use. */
export interface WebInviteCodesTable {
  id: Generated<number>;
  code: string;
  /** The inviting account (null = issued by an operator). */
  owner_account_id: Def<number | null>;
  created_at: string;
  expires_at: Def<string | null>;
  used_by_account_id: Def<number | null>;
  used_at: Def<string | null>;
  /** Where the code came from: 'operator' (the column's default), 'shop' (bought in the web shop, 0006_shop), 'apply' (applied for in the profile). */
  source: Def<string>;
}

/** How an account registered on the site (invite codes used), for invite rewards. */
export interface WebRegistrationsTable {
  account_id: number;
  invitation_code: Def<string | null>;
  community_invitation: Def<string | null>;
  inviter_account_id: Def<number | null>;
  ip: Def<string | null>;
  created_at: string;
}

/**
 * The invitee reward of a registration that named an inviter or an invite code (0012):
 * paid once per normalised e-mail (`paid_email`, unique, set only when paid), never to
 * the inviter's own mailbox or to an inviter registered from the same address within a
 * day, and within the inviter's caps (config/site.ts inviteRewards.inviteeCaps).
 */
export interface WebInviteeRewardsTable {
  /** The registered (invited) account. */
  account_id: number;
  inviter_account_id: Def<number | null>;
  /** The registrant's e-mail, normalised (server/services/invitee-reward.ts normalizeEmail). */
  email_norm: string;
  /** = email_norm when the reward was paid, else null. */
  paid_email: Def<string | null>;
  /** The address the registration came from. */
  ip: Def<string | null>;
  nx_credit: Def<number>;
  reward_points: Def<number>;
  /** Why nothing was paid: 'email_used' | 'own_account' | 'same_ip' | 'inviter_daily_cap' | 'inviter_total_cap'; null when paid. */
  withheld: Def<string | null>;
  created_at: string;
}

/** ALTCHA solutions already used (single use until they expire). */
export interface WebAltchaUsedTable {
  signature: string;
  expires_at: string;
}

export interface AuthTables {
  web_refresh_tokens: WebRefreshTokensTable;
  web_email_codes: WebEmailCodesTable;
  web_outbox: WebOutboxTable;
  web_invite_codes: WebInviteCodesTable;
  web_registrations: WebRegistrationsTable;
  web_altcha_used: WebAltchaUsedTable;
  web_invitee_rewards: WebInviteeRewardsTable;
}
