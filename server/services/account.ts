/**
 * Account self-service of a logged-in player: unlocking a stuck login and changing the
 * password. Both are written to web_account_log (what, when, from which address).
 *
 * Unlock. The game marks an account logged in (accounts.loggedin 1 or 2) while a session
 * is open; a crash can leave the mark, and the game then refuses the login.
 *   method 1: clears the mark, only when the last login (accounts.lastlogin) is older than
 *             UNLOCK_MIN_MINUTES (a player really in game logged in more recently); refused
 *             with the minutes left otherwise.
 *   method 2: the account's birthday (YYYY-MM-DD) proves the owner; clears the mark at once
 *             and, with a character, moves it to its town (characters.map = the return map of
 *             the map it is on, from the library's map data; Henesys when unknown), but only
 *             when the game has let go of the account (see below); otherwise the character is
 *             named in `notMoved` and stays where it is.
 * After either method clears a mark, the in-game guard (server/services/in-game-guard.ts)
 * holds the account: no value moves and no character write until the game has logged the
 * account in again and let go of it.
 *
 * Password change: current password, the new one twice and a human check; the new
 * password is stored as bcrypt $2y$ (what the game reads) and every refresh token of the
 * account is revoked except this session's family (the access token's `fid`). The account's
 * session generation goes up in the same transaction, which ends every other session's
 * access token too (services/sessions.ts); this session is moved to the new generation and
 * the answer carries a fresh access token for it. The route then forgets the account in
 * this instance's session cache, so the end is immediate here and within SESSION_CACHE_MS
 * on other instances.
 */
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { toDbTime, fromDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import type { Lang } from '../i18n';
import type { PasswordChanged, UnlockBody, UnlockResult } from '../../config/contract/profile';
import { hashPassword, verifyPassword } from './passwords';
import { keepSessionAtGeneration, revokeOtherSessions, signAccessToken } from './tokens';
import { bumpSessionGeneration } from './sessions';
import { birthdayOf, ownCharacter } from './profile';
import { displayName, entryKey, libraryIndex } from './library';
import { gameHoldOf, holdAfterUnlock, type GameHold, type UnlockMethod } from './in-game-guard';

/** Henesys: the town a character goes to when its map's town is unknown. */
export const FALLBACK_TOWN = 100000000;
/** The game's "no map" value (returnMap of a map that has no return). */
const NO_MAP = 999999999;

const fieldError = (status: number, code: number, key: string, field: string, values?: Record<string, string | number>) =>
  Object.assign(new AppError(status, code, key, values), { field });

export async function logAccount(db: Db, accountId: number, action: string, detail: string | null, ip: string | undefined): Promise<void> {
  await db
    .insertInto('web_account_log')
    .values({ account_id: accountId, action, detail: detail?.slice(0, 255) ?? null, ip: ip?.slice(0, 45) ?? null, created_at: toDbTime() })
    .execute();
}

/** The town of a map: its return map (the map itself when it is a town), else Henesys. */
export async function townOf(db: Db, mapId: number): Promise<number> {
  const row = await db.selectFrom('web_lib_entry').select('stats').where('kind', '=', 'map').where('id', '=', mapId).executeTakeFirst();
  if (!row?.stats) return FALLBACK_TOWN;
  try {
    const stats = JSON.parse(row.stats) as { town?: boolean; returnMap?: number | null; forcedReturn?: number | null };
    if (stats.town) return mapId;
    for (const candidate of [stats.returnMap, stats.forcedReturn]) {
      if (typeof candidate === 'number' && candidate > 0 && candidate !== NO_MAP && candidate !== mapId) return candidate;
    }
  } catch {
    /* stats that do not parse: the fallback */
  }
  return FALLBACK_TOWN;
}

/**
 * Clears the game's login mark of an account now, when it has one, and holds the account
 * for value moves until the game logs it in again (the in-game guard). Call it inside a
 * transaction; the hold is read (and on MySQL the row locked) first. Returns the hold seen
 * before: 'in_game' when a mark was cleared.
 */
export async function clearGameLogin(t: Db, accountId: number, method: UnlockMethod): Promise<GameHold> {
  const hold = await gameHoldOf(t, accountId);
  if (hold === 'in_game') {
    await t.updateTable('accounts').set({ loggedin: 0 }).where('id', '=', accountId).execute();
    await holdAfterUnlock(t, accountId, method);
  }
  return hold;
}

export interface UnlockSettings {
  minMinutes: number;
  now?: () => number;
}

/** POST /api/v1/account/unlock. */
export async function unlockAccount(db: Db, accountId: number, body: UnlockBody, ip: string, lang: Lang, s: UnlockSettings): Promise<UnlockResult> {
  const account = await db
    .selectFrom('accounts')
    .select(['id', 'loggedin', 'lastlogin', 'birthday'])
    .where('id', '=', accountId)
    .executeTakeFirst();
  if (!account) throw new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
  const now = s.now?.() ?? Date.now();
  const wasLocked = Number(account.loggedin) !== 0;

  if (body.method === 1) {
    if (wasLocked) {
      const last = fromDbTime(account.lastlogin);
      const leftMs = last == null ? 0 : last + s.minMinutes * 60_000 - now;
      if (leftMs > 0) {
        const minutes = Math.max(1, Math.ceil(leftMs / 60_000));
        await logAccount(db, accountId, 'unlock1-refused', `last login too recent (${minutes} min left)`, ip);
        throw new AppError(422, ErrorCode.UNPROCESSABLE, 'server.unlock.tooRecent', { minutes });
      }
    }
    await db.transaction().execute(async (trx) => {
      const t = trx as unknown as Db;
      if (wasLocked) {
        // Only over what was checked: a login meanwhile (new lastlogin) keeps its mark.
        let q = t.updateTable('accounts').set({ loggedin: 0 }).where('id', '=', accountId).where('loggedin', '=', Number(account.loggedin));
        q = account.lastlogin == null ? q.where('lastlogin', 'is', null) : q.where('lastlogin', '=', account.lastlogin);
        const r = await q.executeTakeFirst();
        if (Number(r.numUpdatedRows) !== 1) throw new AppError(422, ErrorCode.UNPROCESSABLE, 'server.unlock.tooRecent', { minutes: s.minMinutes });
      }
      if (wasLocked) await holdAfterUnlock(t, accountId, 1);
      await logAccount(t, accountId, 'unlock1', wasLocked ? `loggedin ${Number(account.loggedin)} -> 0` : 'not locked', ip);
    });
    return { method: 1, wasLocked, moved: null, notMoved: null };
  }

  const given = body.birthday?.trim() ?? '';
  if (!given) throw fieldError(400, ErrorCode.VALIDATION, 'server.unlock.birthdayRequired', 'birthday');
  const onFile = birthdayOf(account.birthday);
  if (!onFile || onFile !== given) {
    await logAccount(db, accountId, 'unlock2-refused', 'wrong birthday', ip);
    throw fieldError(400, ErrorCode.INVALID_INPUT, 'server.unlock.birthdayWrong', 'birthday');
  }
  const character = body.characterId ? await ownCharacter(db, accountId, body.characterId) : null;
  const town = character ? await townOf(db, Number(character.map)) : null;
  const done = await db.transaction().execute(async (trx) => {
    const t = trx as unknown as Db;
    const hold = await clearGameLogin(t, accountId, 2);
    if (hold === 'missing') throw new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
    const locked = hold === 'in_game';
    // A character is written only when the game has let go of the account (the in-game guard):
    // the game rewrites an online character's row when it saves, and would put it back.
    const move = !!character && town != null && hold === 'released';
    if (move) {
      await t.updateTable('characters').set({ map: town, spawnpoint: 0 }).where('id', '=', character.id).where('accountid', '=', accountId).execute();
    }
    const detail = [
      locked ? 'loggedin -> 0' : 'not locked',
      character ? (move ? `character ${character.id} map ${character.map} -> ${town}` : `character ${character.id} not moved (${hold})`) : null,
    ]
      .filter(Boolean)
      .join('; ');
    await logAccount(t, accountId, 'unlock2', detail, ip);
    return { locked, move };
  });
  let moved: UnlockResult['moved'] = null;
  if (character && town != null && done.move) {
    const index = await libraryIndex(db);
    const entry = index.byKey.get(entryKey('map', town));
    moved = { characterId: Number(character.id), name: character.name, map: town, mapName: entry ? displayName(entry, lang) : null };
  }
  const notMoved = character && !done.move ? { characterId: Number(character.id), name: character.name } : null;
  return { method: 2, wasLocked: done.locked, moved, notMoved };
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** PUT /api/v1/account/password (the human check is done by the route before). */
export async function changePassword(
  db: Db,
  config: ServerConfig,
  accountId: number,
  familyId: string | undefined,
  input: PasswordChangeInput,
  ip: string,
): Promise<PasswordChanged> {
  if (input.newPassword !== input.confirmPassword) throw fieldError(400, ErrorCode.VALIDATION, 'server.validation.pwd2.mismatch', 'confirmPassword');
  const account = await db.selectFrom('accounts').select(['id', 'name', 'password']).where('id', '=', accountId).executeTakeFirst();
  if (!account) throw new AppError(401, ErrorCode.TOKEN_INVALID, 'server.auth.tokenInvalid');
  const { ok } = await verifyPassword(input.currentPassword, account.password);
  if (!ok) {
    await logAccount(db, accountId, 'password-refused', 'wrong current password', ip);
    throw fieldError(400, ErrorCode.INVALID_INPUT, 'server.password.currentWrong', 'currentPassword');
  }
  if (input.newPassword === input.currentPassword) throw fieldError(400, ErrorCode.VALIDATION, 'server.password.same', 'newPassword');
  const hash = await hashPassword(input.newPassword, config.bcryptRounds);
  const changed = await db.transaction().execute(async (trx) => {
    const t = trx as unknown as Db;
    // Only over the hash just checked: a concurrent change (or reset) in between wins, this one is refused.
    const updated = await t.updateTable('accounts').set({ password: hash }).where('id', '=', accountId).where('password', '=', account.password).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw fieldError(400, ErrorCode.INVALID_INPUT, 'server.password.currentWrong', 'currentPassword');
    const gen = await bumpSessionGeneration(t, accountId, 'password');
    const revokedSessions = await revokeOtherSessions(t, accountId, familyId, 'password');
    if (familyId) await keepSessionAtGeneration(t, accountId, familyId, gen);
    await logAccount(t, accountId, 'password', `${revokedSessions} other session(s) signed out`, ip);
    return { revokedSessions, gen };
  });
  const token = await signAccessToken(config, { id: account.id, name: account.name, familyId, gen: changed.gen });
  return { revokedSessions: changed.revokedSessions, token, expires_in: config.accessTokenTtl };
}
