/**
 * Game-time billing and invite tables (migration 0008_billing). Times are UTC text;
 * game days are 'YYYY-MM-DD' in the game's timezone.
 */
import type { Generated, ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

/** The balance of an account in days: always the sum of its ledger rows (same transaction). */
export interface WebBillingAccountsTable {
  account_id: number;
  balance_days: Def<number>;
  updated_at: string;
}

/** One row per change of a balance. */
export interface WebBillingLedgerTable {
  id: Generated<number>;
  account_id: number;
  /** 'DAILY_CHARGE' | 'RECHARGE' | 'ADJUSTMENT' */
  type: string;
  /** Signed days. */
  days: number;
  /** The balance once this row was applied. */
  balance_after: number;
  /** Game day the row counts for. */
  day: string;
  /** The charged game day (DAILY_CHARGE only; unique with account_id). */
  charge_date: Def<string | null>;
  /** 'daily' | 'card' | 'invite' | 'operator' | 'demo' */
  source: string;
  /** Unique source reference ('card:<id>', 'invite:<claimId>'), null when none. */
  ref: Def<string | null>;
  note: Def<string | null>;
  created_at: string;
}

/** Game-time cards. */
export interface WebBillingCardsTable {
  id: Generated<number>;
  /** XXXX-XXXX-XXXX-XXXX (see config/rules.ts BILLING_CARD_PATTERN). */
  code: string;
  days: number;
  batch: Def<string | null>;
  note: Def<string | null>;
  created_at: string;
  expires_at: Def<string | null>;
  used_at: Def<string | null>;
  used_by_account_id: Def<number | null>;
  voided_at: Def<string | null>;
}

/** Named job leases (one instance runs a job at a time). */
export interface WebJobLeaseTable {
  name: string;
  lease_until: Def<string | null>;
  last_run_at: Def<string | null>;
  last_result: Def<string | null>;
}

export interface WebInviteAccountsTable {
  account_id: number;
  last_apply_at: Def<string | null>;
  last_sync_at: Def<string | null>;
}

export interface WebInviteProgressTable {
  invitee_account_id: number;
  inviter_account_id: number;
  max_level: Def<number>;
  characters: Def<number>;
  last_active_at: Def<string | null>;
  synced_at: string;
}

export interface WebInviteClaimsTable {
  id: Generated<number>;
  inviter_account_id: number;
  invitee_account_id: number;
  milestone: string;
  reward_type: string;
  amount: number;
  /** 'direct' | 'queued' | 'ledger' | 'operator' */
  delivery: string;
  created_at: string;
}

export interface BillingTables {
  web_billing_accounts: WebBillingAccountsTable;
  web_billing_ledger: WebBillingLedgerTable;
  web_billing_cards: WebBillingCardsTable;
  web_job_lease: WebJobLeaseTable;
  web_invite_accounts: WebInviteAccountsTable;
  web_invite_progress: WebInviteProgressTable;
  web_invite_claims: WebInviteClaimsTable;
}
