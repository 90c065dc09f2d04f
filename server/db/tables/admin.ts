/**
 * The operator console's site tables (migration 0014_admin). Times are UTC text.
 */
import type { Generated, ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

/**
 * One operator action. Inserted in the transaction of the action; never updated or deleted
 * by the site.
 */
export interface WebAdminAuditTable {
  id: Generated<number>;
  /** The operator's account; null for the command line (`npm run account`). */
  operator_account_id: Def<number | null>;
  /** The operator's account name, or 'cli'. */
  operator_name: string;
  at: string;
  ip: Def<string | null>;
  /** 'account.ban', 'account.tempban', 'account.unban', 'account.unlock', 'account.adjust', 'account.resetMail', 'operator.grant', 'operator.revoke'. */
  action: string;
  /** 'account', ... */
  target_type: string;
  target_id: Def<string | null>;
  /** A readable name of the target (the account name). */
  target_label: Def<string | null>;
  /** JSON text of what the action changed, before and after (null when nothing was there). */
  before_json: Def<string | null>;
  after_json: Def<string | null>;
  reason: Def<string | null>;
}

/** When the operator of a login session (refresh-token family) last gave the password again. */
export interface WebAdminReauthTable {
  family_id: string;
  account_id: number;
  reauth_at: string;
}

export interface AdminTables {
  web_admin_audit: WebAdminAuditTable;
  web_admin_reauth: WebAdminReauthTable;
}
