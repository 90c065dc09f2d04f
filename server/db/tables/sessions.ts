/**
 * Session generations (migration 0010_sessions). Times are UTC text.
 */
import type { ColumnType } from 'kysely';

type Def<T> = ColumnType<T, T | undefined, T>;

/**
 * An account's session generation: a password change or reset adds one, which ends every
 * access token and refresh token issued under an older one. No row = generation 0.
 */
export interface WebSessionGenTable {
  account_id: number;
  gen: Def<number>;
  /** What bumped it last: 'password' | 'reset'. */
  reason: Def<string | null>;
  changed_at: string;
}

export interface SessionTables {
  web_session_gen: WebSessionGenTable;
}
