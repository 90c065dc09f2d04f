/**
 * Access tokens: short-lived JWT (HS256, jose). Refresh tokens: opaque random strings,
 * stored as SHA-256 in web_refresh_tokens, one family per login, rotated on every
 * refresh. Reuse of an already rotated token revokes its whole family. Two concurrent
 * refreshes of one token: the conditional UPDATE ... WHERE revoked_at IS NULL lets
 * exactly one through.
 * Both carry the account's session generation (services/sessions.ts). A refresh is refused
 * for a banned account (403 with the ban message; the family is revoked) and for a token of
 * an older generation (the family is revoked).
 */
import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db';
import type { ServerConfig } from '../config';
import { toDbTime, dbTimeIn, fromDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import type { TokenSet } from '../../config/contract/auth';
import type { AuthAccount } from '../types';
import { DEFAULT_LANG, type Lang } from '../i18n';
import { banColumnsOf, banOf, bannedError, sessionGeneration } from './sessions';

/** A rotated token seen again this soon is a concurrent refresh, not reuse. */
const ROTATION_GRACE_MS = 10_000;

const ISSUER = 'maple-site';

const keyOf = (config: ServerConfig) => new TextEncoder().encode(config.jwtSecret);
export const sha256 = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest('hex');

/**
 * The access token carries the refresh-token family of its login (`fid`), so a request knows
 * its own session, and the session generation it was issued under (`gen`).
 */
export async function signAccessToken(config: ServerConfig, account: AuthAccount): Promise<string> {
  const claims: Record<string, string | number> = { name: account.name, gen: account.gen ?? 0 };
  if (account.familyId) claims.fid = account.familyId;
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(account.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + config.accessTokenTtl)
    .sign(keyOf(config));
}

/** The account of a valid access token, or null. */
export async function verifyAccessToken(config: ServerConfig, token: string): Promise<AuthAccount | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { issuer: ISSUER, algorithms: ['HS256'] });
    const id = Number(payload.sub);
    if (!Number.isInteger(id) || id <= 0 || typeof payload.name !== 'string') return null;
    const gen = Number.isInteger(payload.gen) ? Number(payload.gen) : 0;
    return typeof payload.fid === 'string' ? { id, name: payload.name, familyId: payload.fid, gen } : { id, name: payload.name, gen };
  } catch {
    return null;
  }
}

interface ClientInfo {
  ip?: string | null;
  userAgent?: string | null;
  /** The caller's language (the ban message of a refused refresh). */
  lang?: Lang;
}

const refreshInvalid = () => new AppError(401, ErrorCode.REFRESH_INVALID, 'server.auth.refreshInvalid');

/** A new refresh token of the family (under `account.gen`) and an access token to go with it. */
async function tokenSet(db: Db, config: ServerConfig, account: AuthAccount, familyId: string, parentId: number | null, client: ClientInfo, trx?: Db): Promise<TokenSet> {
  const refresh = crypto.randomBytes(32).toString('base64url');
  await (trx ?? db)
    .insertInto('web_refresh_tokens')
    .values({
      account_id: account.id,
      family_id: familyId,
      token_hash: sha256(refresh),
      parent_id: parentId,
      created_at: toDbTime(),
      expires_at: dbTimeIn(config.refreshTokenTtl),
      ip: client.ip?.slice(0, 45) ?? null,
      user_agent: client.userAgent?.slice(0, 255) ?? null,
      session_gen: account.gen ?? 0,
    })
    .execute();
  return {
    token: await signAccessToken(config, { ...account, familyId }),
    refresh_token: refresh,
    expires_in: config.accessTokenTtl,
    refresh_expires_in: config.refreshTokenTtl,
  };
}

/** A new token family (login), under the account's current session generation. */
export async function issueTokens(db: Db, config: ServerConfig, account: AuthAccount, client: ClientInfo = {}): Promise<TokenSet> {
  const gen = await sessionGeneration(db, account.id);
  return tokenSet(db, config, { ...account, gen }, crypto.randomUUID(), null, client);
}

/**
 * Rotates a refresh token: the old one is revoked and a new one of the same family
 * issued, in one transaction. A token that was already revoked (reuse) revokes its
 * whole family and is refused. So is a token of a banned account (403 with the ban
 * message) or of an older session generation (a password change or reset since).
 */
export async function rotateRefreshToken(db: Db, config: ServerConfig, refreshToken: string, client: ClientInfo = {}): Promise<TokenSet> {
  const hash = sha256(refreshToken);
  const now = toDbTime();
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('web_refresh_tokens').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    if (!row) return { kind: 'invalid' as const };
    if (row.revoked_at) {
      // The same token presented twice within a few seconds of its rotation is a race
      // (two tabs refreshing at once), not theft: refuse it, keep the winner's token.
      const revokedAt = fromDbTime(row.revoked_at) ?? 0;
      if (row.revoke_reason === 'rotated' && Date.now() - revokedAt < ROTATION_GRACE_MS) {
        return { kind: 'lost' as const };
      }
      // Reuse of a rotated (or revoked) token: somebody holds a copy. Revoke the family.
      await trx
        .updateTable('web_refresh_tokens')
        .set({ revoked_at: now, revoke_reason: 'reuse' })
        .where('family_id', '=', row.family_id)
        .where('revoked_at', 'is', null)
        .execute();
      return { kind: 'reuse' as const };
    }
    if (row.expires_at <= now) return { kind: 'invalid' as const };
    const claimed = await trx
      .updateTable('web_refresh_tokens')
      .set({ revoked_at: now, revoke_reason: 'rotated' })
      .where('id', '=', row.id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return { kind: 'lost' as const };
    const account = await trx
      .selectFrom('accounts')
      .select(['id', 'name', 'banned', 'banreason', 'tempban'])
      .where('id', '=', row.account_id)
      .executeTakeFirst();
    const endFamily = (reason: string) =>
      trx.updateTable('web_refresh_tokens').set({ revoked_at: now, revoke_reason: reason }).where('family_id', '=', row.family_id).where('revoked_at', 'is', null).execute();
    if (!account) {
      await endFamily('banned');
      return { kind: 'invalid' as const };
    }
    const ban = banOf(banColumnsOf(account));
    if (ban) {
      await endFamily('banned');
      return { kind: 'banned' as const, ban };
    }
    const gen = await sessionGeneration(trx as unknown as Db, account.id);
    if (Number(row.session_gen ?? 0) !== gen) {
      // Issued before a password change or reset that did not keep this session.
      await endFamily('stale');
      return { kind: 'invalid' as const };
    }
    const tokens = await tokenSet(db, config, { id: account.id, name: account.name, gen }, row.family_id, row.id, client, trx);
    return { kind: 'ok' as const, tokens };
  });
  if (outcome.kind === 'banned') throw bannedError(outcome.ban, client.lang ?? DEFAULT_LANG, config.game.timezone);
  if (outcome.kind !== 'ok') throw refreshInvalid();
  return outcome.tokens;
}

/** Logout: revokes the given refresh token (unknown tokens are ignored). */
export async function revokeRefreshToken(db: Db, refreshToken: string, reason = 'logout'): Promise<boolean> {
  const r = await db
    .updateTable('web_refresh_tokens')
    .set({ revoked_at: toDbTime(), revoke_reason: reason })
    .where('token_hash', '=', sha256(refreshToken))
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Password change: every refresh token of the account except those of `keepFamily` (the
 * caller's own session). Returns how many other sessions (families) lost their tokens.
 */
export async function revokeOtherSessions(db: Db, accountId: number, keepFamily: string | undefined, reason = 'password'): Promise<number> {
  let families = db
    .selectFrom('web_refresh_tokens')
    .select('family_id')
    .distinct()
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keepFamily) families = families.where('family_id', '<>', keepFamily);
  const revoked = (await families.execute()).length;
  let update = db
    .updateTable('web_refresh_tokens')
    .set({ revoked_at: toDbTime(), revoke_reason: reason })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null);
  if (keepFamily) update = update.where('family_id', '<>', keepFamily);
  await update.execute();
  return revoked;
}

/** Password reset / ban: every refresh token of the account. */
export async function revokeAllForAccount(db: Db, accountId: number, reason = 'reset'): Promise<number> {
  const r = await db
    .updateTable('web_refresh_tokens')
    .set({ revoked_at: toDbTime(), revoke_reason: reason })
    .where('account_id', '=', accountId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Password change: moves the caller's own session (its live refresh tokens) to the account's
 * new session generation, so it keeps refreshing after the others ended.
 */
export async function keepSessionAtGeneration(db: Db, accountId: number, familyId: string, gen: number): Promise<void> {
  await db
    .updateTable('web_refresh_tokens')
    .set({ session_gen: gen })
    .where('account_id', '=', accountId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}
