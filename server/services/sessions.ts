/**
 * Whether an account's sessions may go on: its ban and its session generation.
 *
 * Ban. The game's own columns decide: `accounts.banned` other than 0 is a ban (with
 * `banreason` when set), `accounts.tempban` later than now is a ban until then. A banned
 * account's requests and refreshes answer 403 SESSION_BANNED (the web app logs out on it),
 * its logins 403 ACCOUNT_BANNED, both with the same ban message in the caller's language
 * (until when, on the game's clock). An operator bans in the game database; nothing on the
 * site has to be told.
 *
 * Session generation. web_session_gen holds a counter per account (no row = 0). A password
 * change or a password reset adds one, in the same transaction as the new password. Every
 * access token and refresh token carries the generation it was issued under; an older one
 * is refused (401 SESSION_ENDED for an access token, refresh refused). The session that
 * changed its own password is moved to the new generation (its refresh tokens, and a fresh
 * access token in the answer), so it keeps working.
 *
 * Cache. Each request needs both, so each instance keeps what it read of an account for
 * SESSION_CACHE_MS (at most 10 s): a ban set in the database, or a bump made by another
 * instance on the same database, is seen by every instance within that time. A bump made
 * by this instance forgets its own entry at once (`forget`). The truth stays in the
 * database; the cache only decides how often it is read. A tempban is kept as its end time,
 * so one that runs out is lifted at once.
 */
import type { Db } from '../db';
import { dialectOf } from '../db';
import { fromDbTime, toDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import type { Lang } from '../i18n';
import { SESSION_CACHE_MAX_MS } from '../config';

/** What a session check needs of an account. */
export interface SessionState {
  /** The account's session generation. */
  gen: number;
  /** accounts.banned other than 0. */
  banned: boolean;
  /** accounts.banreason (trimmed; null when empty). */
  banReason: string | null;
  /** accounts.tempban as epoch ms (null when unset); a ban only while in the future. */
  tempbanUntil: number | null;
}

export interface Ban {
  reason: string | null;
  /** End of a temporary ban (epoch ms); null for a ban without end. */
  until: number | null;
}

/** The ban in force for an account, or null. A permanent ban wins over a temporary one. */
export function banOf(state: Pick<SessionState, 'banned' | 'banReason' | 'tempbanUntil'>, now = Date.now()): Ban | null {
  if (state.banned) return { reason: state.banReason, until: null };
  if (state.tempbanUntil != null && state.tempbanUntil > now) return { reason: state.banReason, until: state.tempbanUntil };
  return null;
}

/** The columns of an accounts row, as the session check keeps them. */
export function banColumnsOf(row: { banned: unknown; banreason?: string | null; tempban?: string | Date | null }): Pick<SessionState, 'banned' | 'banReason' | 'tempbanUntil'> {
  return {
    banned: Number(row.banned ?? 0) !== 0,
    banReason: row.banreason?.trim() || null,
    tempbanUntil: fromDbTime(row.tempban ?? null),
  };
}

/** A moment as the caller reads it: their language, the game's clock and its zone ('January 1, 2030 at 8:00 AM GMT+8'). */
export function banEndText(until: number, lang: Lang, timeZone: string): string {
  let format: Intl.DateTimeFormat;
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  try {
    format = new Intl.DateTimeFormat(lang, { ...options, timeZone });
  } catch {
    format = new Intl.DateTimeFormat(lang, { ...options, timeZone: 'UTC' });
  }
  return format.format(new Date(until)).replace(/[\u202f\u00a0]/g, ' ');
}

type BanCode = typeof ErrorCode.SESSION_BANNED | typeof ErrorCode.ACCOUNT_BANNED;

/**
 * 403 with the ban message in `lang`: the reason when known, the end of a temporary ban.
 * SESSION_BANNED (the default) for a request or refresh of the account's own session,
 * ACCOUNT_BANNED for a login.
 */
export function bannedError(ban: Ban, lang: Lang, timeZone: string, code: BanCode = ErrorCode.SESSION_BANNED): AppError {
  if (ban.until != null) {
    return new AppError(403, code, 'server.auth.tempBanned', { until: banEndText(ban.until, lang, timeZone) });
  }
  return ban.reason
    ? new AppError(403, code, 'server.auth.bannedReason', { reason: ban.reason })
    : new AppError(403, code, 'server.auth.banned');
}

/** 401 SESSION_ENDED: the access token is of an older session generation (password changed or reset). */
export const sessionEndedError = () => new AppError(401, ErrorCode.SESSION_ENDED, 'server.auth.sessionEnded');

/** The account's session generation (0 when it was never bumped). */
export async function sessionGeneration(db: Db, accountId: number): Promise<number> {
  const row = await db.selectFrom('web_session_gen').select('gen').where('account_id', '=', accountId).executeTakeFirst();
  return Number(row?.gen ?? 0);
}

/**
 * Adds one to the account's session generation and returns the new value. Call it inside
 * the transaction that changes the password, then `SessionCache.forget(accountId)` after it
 * commits. Two bumps at once both count (one atomic upsert each).
 */
export async function bumpSessionGeneration(db: Db, accountId: number, reason: string): Promise<number> {
  const now = toDbTime();
  const insert = db.insertInto('web_session_gen').values({ account_id: accountId, gen: 1, reason, changed_at: now });
  if (dialectOf(db) === 'mysql') {
    await insert.onDuplicateKeyUpdate((eb) => ({ gen: eb('gen', '+', 1), reason, changed_at: now })).execute();
  } else {
    await insert.onConflict((oc) => oc.column('account_id').doUpdateSet((eb) => ({ gen: eb('web_session_gen.gen', '+', 1), reason, changed_at: now }))).execute();
  }
  return sessionGeneration(db, accountId);
}

/** The account's ban columns and session generation, read now; null when there is no such account. */
export async function readSessionState(db: Db, accountId: number): Promise<SessionState | null> {
  const row = await db
    .selectFrom('accounts as a')
    .leftJoin('web_session_gen as g', 'g.account_id', 'a.id')
    .select(['a.banned', 'a.banreason', 'a.tempban', 'g.gen'])
    .where('a.id', '=', accountId)
    .executeTakeFirst();
  if (!row) return null;
  return { gen: Number(row.gen ?? 0), ...banColumnsOf(row) };
}

interface Entry {
  at: number;
  state: Promise<SessionState | null>;
}

/** Past this many accounts in the cache, expired entries are swept (and all of them if that is not enough). */
const MAX_ENTRIES = 50_000;

/**
 * One instance's cache of session states: an entry is trusted for `ttlMs` (at most 10 s),
 * concurrent requests of one account share one read, and a failed read is not kept.
 */
export class SessionCache {
  private readonly entries = new Map<number, Entry>();
  private readonly ttlMs: number;

  constructor(
    private readonly db: Db,
    ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.ttlMs = Math.min(Math.max(0, ttlMs), SESSION_CACHE_MAX_MS);
  }

  state(accountId: number): Promise<SessionState | null> {
    const now = this.now();
    const hit = this.entries.get(accountId);
    if (hit && now - hit.at < this.ttlMs) return hit.state;
    const state = readSessionState(this.db, accountId);
    if (this.ttlMs > 0) {
      if (this.entries.size >= MAX_ENTRIES) this.sweep(now);
      const entry: Entry = { at: now, state };
      this.entries.set(accountId, entry);
      state.catch(() => {
        if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
      });
    }
    return state;
  }

  /** Drops what this instance knows of the account (after a bump), so the next request reads it again. */
  forget(accountId: number): void {
    this.entries.delete(accountId);
  }

  private sweep(now: number): void {
    for (const [id, entry] of this.entries) if (now - entry.at >= this.ttlMs) this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
  }
}
