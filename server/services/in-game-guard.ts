/**
 * The in-game guard: when the site may move value for an account.
 *
 * The game keeps an online player's cash in memory and writes its own copy back when it
 * saves, and rewrites a character's rows the same way. It marks an account in game with
 * accounts.loggedin (1 changing channel, 2 in game) and writes accounts.lastlogin only
 * when that mark changes. So `loggedin = 0` is proof that the game let go of the account
 * only when the GAME wrote the 0. An unlock (either method) writes the 0 by the site's
 * decision: the player may still be on a channel, with an old lastlogin.
 *
 * Rule: after an unlock, the site moves no value for the account (no debit, no credit, no
 * delivery to its characters, no character write) until the game has logged the account
 * in again (its lastlogin is newer than the one seen at the unlock) and it is at
 * loggedin = 0. The unlock records the lastlogin it saw in web_unlock_guard (`holdAfterUnlock`,
 * in the unlock's transaction); every value move puts `releasedBy(alias)` in the same
 * statement (UPDATE accounts ... WHERE id = ? AND <released>) or checks `assertReleased`
 * in its transaction, with the account row locked on MySQL.
 */
import { sql, type RawBuilder, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../db';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';

type Executor = Db | Transaction<Database>;

/**
 * True while an unlock holds the account `account` (a table name or alias of accounts):
 * a guard row exists and the game has not written a newer lastlogin since.
 */
export function heldByUnlock(account: string): RawBuilder<boolean> {
  const lastlogin = sql.ref(`${account}.lastlogin`);
  return sql<boolean>`exists (select 1 from web_unlock_guard ug where ug.account_id = ${sql.ref(`${account}.id`)}
    and (${lastlogin} is null or (ug.lastlogin_seen is not null and ${lastlogin} <= ug.lastlogin_seen)))`;
}

/** True when the site may move value for `account`: the game let go of it (loggedin = 0, written by the game). */
export function releasedBy(account: string): RawBuilder<boolean> {
  return sql<boolean>`(${sql.ref(`${account}.loggedin`)} = 0 and not ${heldByUnlock(account)})`;
}

/** Where an account stands for value moves. */
export type GameHold = 'released' | 'in_game' | 'after_unlock' | 'missing';

/**
 * Reads the account's hold inside the caller's transaction. On MySQL the account row is
 * locked (FOR UPDATE) so an unlock cannot slip in before the caller's write commits.
 */
export async function gameHoldOf(db: Executor, accountId: number): Promise<GameHold> {
  const lock = dialectOf(db as Db) === 'mysql' ? sql` for update` : sql``;
  const r = await sql<{ loggedin: number; held: number }>`select a.loggedin as loggedin, ${heldByUnlock('a')} as held
    from accounts a where a.id = ${accountId}${lock}`.execute(db);
  const row = r.rows[0];
  if (!row) return 'missing';
  if (Number(row.loggedin) !== 0) return 'in_game';
  return Number(row.held) ? 'after_unlock' : 'released';
}

/** The refusal of a value move while an unlock holds the account: "log in to the game once, then try again". */
export const loginToGameFirst = () => new AppError(409, ErrorCode.GAME_LOGIN_NEEDED, 'server.guard.loginToGame');

/**
 * Throws unless the site may move value for the account now: `inGame` for an account the
 * game marks in game, loginToGameFirst() after an unlock.
 */
export async function assertReleased(db: Executor, accountId: number, inGame: () => AppError): Promise<void> {
  const hold = await gameHoldOf(db, accountId);
  if (hold === 'in_game') throw inGame();
  if (hold === 'after_unlock') throw loginToGameFirst();
  if (hold === 'missing') throw new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
}

/** How the mark was cleared: the player's unlock method 1 or 2, or 3 an operator (web console). */
export type UnlockMethod = 1 | 2 | 3;

/**
 * Records an unlock of the account (call in the unlock's transaction, after the mark was
 * cleared): the lastlogin of this moment is copied by the database, so the guard holds
 * until the game writes a newer one.
 */
export async function holdAfterUnlock(trx: Executor, accountId: number, method: UnlockMethod): Promise<void> {
  await trx.deleteFrom('web_unlock_guard').where('account_id', '=', accountId).execute();
  await sql`insert into web_unlock_guard (account_id, lastlogin_seen, method, unlocked_at)
    select a.id, a.lastlogin, ${method}, ${toDbTime()} from accounts a where a.id = ${accountId}`.execute(trx);
}
