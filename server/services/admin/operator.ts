/**
 * Who is an operator of the web console, and when an operator must give the password again.
 *
 * Operator. An account is an operator when the game's web-admin flag is set
 * (accounts.webadmin = 1) or one of its characters has a GM level (characters.gm) at or above
 * ADMIN_GM_LEVEL (0 turns the GM rule off). The rule is read from the database on every
 * operator request, without a cache: a revoked operator (flag cleared, GM level lowered) is
 * refused at its next request, on every instance. A banned operator is refused before that,
 * by the session check every authenticated request makes.
 *
 * Re-authentication. An action that changes value or accounts needs a recent password: the
 * operator's login (the first refresh token of the session's family) or the last
 * `POST /api/v1/admin/reauth` of that session, whichever is newer, at most REAUTH_MAX_AGE_MS
 * old. Otherwise 403 ADMIN_REAUTH_NEEDED, which the web app answers with a password prompt
 * and a retry. Reads (lists, details, the audit log) never ask.
 */
import { sql } from 'kysely';
import type { Db } from '../../db';
import { dialectOf } from '../../db';
import { fromDbTime, toDbTime } from '../../db/time';
import { AppError, ErrorCode } from '../../errors';
import { verifyPassword } from '../passwords';
import type { AuthAccount } from '../../types';
import { CLI_ACTOR, recordAudit, type AuditActor } from './audit';

/** How long a login or a re-authentication lets an operator act: 15 minutes. */
export const REAUTH_MAX_AGE_MS = 15 * 60_000;

/** 403 ADMIN_ONLY: the caller is not an operator. */
export const notOperatorError = () => new AppError(403, ErrorCode.ADMIN_ONLY, 'server.admin.forbidden');
/** 403 ADMIN_REAUTH_NEEDED: give the password again (POST /api/v1/admin/reauth), then retry. */
export const reauthNeededError = () => new AppError(403, ErrorCode.ADMIN_REAUTH_NEEDED, 'server.admin.reauthNeeded');

/** True when the account is an operator now (see the top of this file). */
export async function isOperator(db: Db, accountId: number, gmLevel: number): Promise<boolean> {
  const gmRule =
    gmLevel > 0 ? sql<boolean>`exists (select 1 from characters c where c.accountid = a.id and c.gm >= ${gmLevel})` : sql<boolean>`1 = 0`;
  const r = await sql<{ operator: number }>`select case when coalesce(a.webadmin, 0) = 1 or ${gmRule} then 1 else 0 end as operator
    from accounts a where a.id = ${accountId}`.execute(db);
  return Number(r.rows[0]?.operator ?? 0) === 1;
}

/** Throws 403 ADMIN_ONLY unless the account is an operator now. */
export async function assertOperator(db: Db, accountId: number, gmLevel: number): Promise<void> {
  if (!(await isOperator(db, accountId, gmLevel))) throw notOperatorError();
}

/** When the session's password was last given: its login, or its last re-authentication (epoch ms; null when unknown). */
export async function passwordGivenAt(db: Db, account: AuthAccount): Promise<number | null> {
  if (!account.familyId) return null;
  const login = await db
    .selectFrom('web_refresh_tokens')
    .select((eb) => eb.fn.min('created_at').as('at'))
    .where('family_id', '=', account.familyId)
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  const reauth = await db
    .selectFrom('web_admin_reauth')
    .select('reauth_at')
    .where('family_id', '=', account.familyId)
    .where('account_id', '=', account.id)
    .executeTakeFirst();
  const times = [fromDbTime((login?.at as string | null) ?? null), fromDbTime(reauth?.reauth_at ?? null)].filter((t): t is number => t != null);
  return times.length ? Math.max(...times) : null;
}

/** Throws 403 ADMIN_REAUTH_NEEDED unless the session's password was given within REAUTH_MAX_AGE_MS. */
export async function assertRecentPassword(db: Db, account: AuthAccount, now = Date.now()): Promise<void> {
  const at = await passwordGivenAt(db, account);
  if (at == null || now - at > REAUTH_MAX_AGE_MS) throw reauthNeededError();
}

/**
 * POST /api/v1/admin/reauth: checks the operator's password and records the moment for the
 * session. A wrong password is a 400 (field "password") and records nothing.
 */
export async function reauthenticate(db: Db, account: AuthAccount, password: string, now = Date.now()): Promise<{ validUntil: string }> {
  if (!account.familyId) throw reauthNeededError();
  const row = await db.selectFrom('accounts').select('password').where('id', '=', account.id).executeTakeFirst();
  const { ok } = row ? await verifyPassword(password, row.password) : { ok: false };
  if (!ok) throw Object.assign(new AppError(400, ErrorCode.INVALID_INPUT, 'server.admin.reauthWrong'), { field: 'password' });
  const at = toDbTime(now);
  const insert = db.insertInto('web_admin_reauth').values({ family_id: account.familyId, account_id: account.id, reauth_at: at });
  if (dialectOf(db) === 'mysql') await insert.onDuplicateKeyUpdate({ reauth_at: at, account_id: account.id }).execute();
  else await insert.onConflict((oc) => oc.column('family_id').doUpdateSet({ reauth_at: at, account_id: account.id })).execute();
  return { validUntil: new Date(now + REAUTH_MAX_AGE_MS).toISOString() };
}

/**
 * `npm run account -- grant-admin|revoke-admin NAME`: sets or clears accounts.webadmin, in one
 * transaction with its audit row (operator "cli"). A revoked account may stay an operator
 * through a character's GM level (`stillOperator`).
 */
export async function setWebAdmin(
  db: Db,
  name: string,
  grant: boolean,
  gmLevel: number,
  actor: AuditActor = CLI_ACTOR,
): Promise<{ accountId: number; name: string; changed: boolean; stillOperator: boolean; auditId: number }> {
  const done = await db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select(['id', 'name', 'webadmin']).where('name', '=', name).executeTakeFirst();
    if (!account) return null;
    const before = Number(account.webadmin ?? 0);
    const after = grant ? 1 : 0;
    await trx.updateTable('accounts').set({ webadmin: after }).where('id', '=', account.id).execute();
    const auditId = await recordAudit(trx, actor, {
      action: grant ? 'operator.grant' : 'operator.revoke',
      targetType: 'account',
      targetId: account.id,
      targetLabel: account.name,
      before: { webadmin: before },
      after: { webadmin: after },
    });
    return { accountId: Number(account.id), name: account.name, changed: before !== after, auditId };
  });
  if (!done) throw new AppError(404, ErrorCode.NOT_FOUND, 'server.admin.accountNotFound');
  return { ...done, stillOperator: await isOperator(db, done.accountId, gmLevel) };
}
