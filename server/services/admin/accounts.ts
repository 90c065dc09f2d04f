/**
 * The operator console's Accounts screen: search, the detail of one account, and the actions
 * on it. Each action is one transaction that also writes its audit row (./audit.ts) with the
 * state before and after, and goes through the same rules as the rest of the site:
 *
 *   ban / temporary ban / unban  the game's own columns (accounts.banned, banreason, tempban).
 *       A ban also revokes every refresh token of the account in the same transaction; the
 *       route then forgets the account in this instance's session cache, so the player's next
 *       request here is refused at once (other instances within SESSION_CACHE_MS). An operator
 *       cannot ban itself. Unban clears the three columns (tempban back to the game's default).
 *   unlock  clears the game's login mark now and holds the account for value moves until the
 *       game logs it in again (services/account.ts clearGameLogin, the in-game guard).
 *   adjust  a signed amount of one currency, or of game days, with a reason:
 *       - a credit goes through creditAccount (services/credits.ts): written at once when the
 *         game has let go of the account, else queued until it does;
 *       - a debit is written only while the game has let go of the account and never below
 *         zero, in one conditional UPDATE (refused with ACCOUNT_IN_GAME, GAME_LOGIN_NEEDED or
 *         BALANCE_TOO_LOW otherwise; nothing changes);
 *       - game days are an ADJUSTMENT row of the billing ledger (services/billing.ts); a debit
 *         below zero is refused the same way.
 *   reset mail  the password-reset code e-mail of the forgot-password flow, to the account's
 *       own address (refused when it has none, or within the resend cooldown).
 */
import crypto from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db';
import type { Database } from '../../db/schema';
import type { ServerConfig } from '../../config';
import type { Mailer } from '../mail';
import { dbTimeToIso, fromDbTime, toDbTime } from '../../db/time';
import { AppError, ErrorCode, errors } from '../../errors';
import { t as translate, type Lang } from '../../i18n';
import type {
  AdminAccountChanged,
  AdminAccountDetail,
  AdminAccountRow,
  AdminAccountsPage,
  AdminAccountsQuery,
  AdminAdjustBody,
  AdminAdjusted,
  AdminResetMailSent,
} from '../../../config/contract/admin';
import { listPage } from '../paging';
import { withRetry } from '../../db/errors';
import { revokeAllForAccount } from '../tokens';
import { clearGameLogin, logAccount } from '../account';
import { creditAccount } from '../credits';
import { gameHoldOf, loginToGameFirst, releasedBy } from '../in-game-guard';
import { addAdjustment, balanceOf } from '../billing';
import { sendCode } from '../auth';
import { cooldownLeft } from '../email-codes';
import { recordAudit, type AuditActor } from './audit';

type Trx = Transaction<Database>;

/** accounts.tempban when there is no temporary ban (the game's own default). */
export const NO_TEMPBAN = '2005-05-11 00:00:00';
/** The latest end a temporary ban can have: accounts.tempban is a MySQL TIMESTAMP (ends in January 2038). */
export const TEMPBAN_MAX = Date.UTC(2037, 11, 31, 23, 59, 59);

/** The accounts column, the pending-credit field and the credit field of each currency. */
const CURRENCY = {
  nxCredit: { column: 'nxCredit', pending: 'nx_credit', credit: 'nxCredit' },
  maplePoint: { column: 'maplePoint', pending: 'maple_point', credit: 'maplePoint' },
  nxPrepaid: { column: 'nxPrepaid', pending: 'nx_prepaid', credit: 'nxPrepaid' },
  rewardPoints: { column: 'rewardpoints', pending: 'reward_points', credit: 'rewardPoints' },
  votePoints: { column: 'votepoints', pending: 'vote_points', credit: 'votePoints' },
} as const;
type Currency = keyof typeof CURRENCY;

/* ------------------------------------------------------------------- reads */

/** SQL: the account `a` is an operator (webadmin = 1, or a character at gmLevel when gmLevel > 0). */
const operatorSql = (gmLevel: number) =>
  gmLevel > 0
    ? sql<number>`case when coalesce(a.webadmin, 0) = 1 or exists (select 1 from characters oc where oc.accountid = a.id and oc.gm >= ${gmLevel}) then 1 else 0 end`
    : sql<number>`case when coalesce(a.webadmin, 0) = 1 then 1 else 0 end`;

const likeText = (q: string) => `%${q.replace(/[!%_]/g, '!$&')}%`;

function accountsQuery(db: Db, q: string) {
  let s = db.selectFrom('accounts as a');
  if (q) {
    const like = likeText(q);
    s = s.where((eb) =>
      eb.or([
        eb(sql`a.name`, 'like', sql`${like} escape '!'`),
        eb(sql`a.email`, 'like', sql`${like} escape '!'`),
        eb(sql`a.ip`, '=', q),
        eb.exists(eb.selectFrom('web_refresh_tokens as rt').select('rt.id').whereRef('rt.account_id', '=', 'a.id').where('rt.ip', '=', q)),
        eb.exists(eb.selectFrom('characters as c').select('c.id').whereRef('c.accountid', '=', 'a.id').where(sql`c.name`, 'like', sql`${like} escape '!'`)),
      ]),
    );
  }
  return s;
}

function rowSelect(db: Db, gmLevel: number) {
  return db
    .selectFrom('accounts as a')
    .select([
      'a.id',
      'a.name',
      'a.email',
      'a.createdat',
      'a.lastlogin',
      'a.loggedin',
      'a.banned',
      'a.banreason',
      'a.tempban',
      sql<string | null>`coalesce(nullif(a.ip, ''), (select rt.ip from web_refresh_tokens rt where rt.account_id = a.id order by rt.id desc limit 1))`.as('last_ip'),
      operatorSql(gmLevel).as('operator'),
      sql<number>`(select count(*) from characters cc where cc.accountid = a.id)`.as('characters'),
    ]);
}

type RowRecord = Awaited<ReturnType<ReturnType<typeof rowSelect>['execute']>>[number];

function toRow(r: RowRecord, now = Date.now()): AdminAccountRow {
  const tempban = fromDbTime(r.tempban);
  return {
    id: Number(r.id),
    name: r.name,
    email: r.email ?? null,
    createdAt: dbTimeToIso(r.createdat),
    lastLogin: dbTimeToIso(r.lastlogin),
    lastIp: r.last_ip ?? null,
    loggedIn: Number(r.loggedin),
    banned: Number(r.banned) !== 0,
    banReason: r.banreason?.trim() || null,
    tempbanUntil: tempban != null && tempban > now ? dbTimeToIso(r.tempban) : null,
    operator: Number(r.operator) === 1,
    characters: Number(r.characters),
  };
}

const SORT_COLUMN = { id: 'a.id', name: 'a.name', lastLogin: 'a.lastlogin', createdAt: 'a.createdat' } as const;

/** GET /api/v1/admin/accounts */
export async function listAccounts(db: Db, query: AdminAccountsQuery, gmLevel: number): Promise<AdminAccountsPage> {
  const dir = query.order === 'asc' ? 'asc' : 'desc';
  // The page's ids in order first, then their rows (the row's subqueries run for this page only).
  const ids = await listPage(
    accountsQuery(db, (query.q ?? '').trim()),
    (base) => base.select('a.id').orderBy(sql.ref(SORT_COLUMN[query.sort ?? 'id'] ?? 'a.id'), dir).orderBy('a.id', dir),
    (r) => Number(r.id),
    query,
    { fallback: 20, max: 100 },
  );
  const rows = ids.items.length ? await rowSelect(db, gmLevel).where('a.id', 'in', ids.items).execute() : [];
  const byId = new Map(rows.map((r) => [Number(r.id), toRow(r)]));
  return { ...ids, items: ids.items.map((id) => byId.get(id)).filter((r): r is AdminAccountRow => !!r) };
}

/** One account's row, or 404. */
export async function accountRow(db: Db, accountId: number, gmLevel: number): Promise<AdminAccountRow> {
  const r = await rowSelect(db, gmLevel).where('a.id', '=', accountId).executeTakeFirst();
  if (!r) throw errors.notFound('server.admin.accountNotFound');
  return toRow(r);
}

/** GET /api/v1/admin/accounts/:id */
export async function accountDetail(db: Db, accountId: number, gmLevel: number): Promise<AdminAccountDetail> {
  const account = await accountRow(db, accountId, gmLevel);
  const money = await db
    .selectFrom('accounts')
    .select(['nxCredit', 'maplePoint', 'nxPrepaid', 'rewardpoints', 'votepoints'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('web_pending_credits')
    .select((eb) => [
      eb.fn.sum<number>('nx_credit').as('nx_credit'),
      eb.fn.sum<number>('maple_point').as('maple_point'),
      eb.fn.sum<number>('nx_prepaid').as('nx_prepaid'),
      eb.fn.sum<number>('reward_points').as('reward_points'),
      eb.fn.sum<number>('vote_points').as('vote_points'),
    ])
    .where('account_id', '=', accountId)
    .where('applied_at', 'is', null)
    .executeTakeFirst();
  const characters = await db
    .selectFrom('characters')
    .select(['id', 'name', 'level', 'job', 'map', 'gm', 'world'])
    .where('accountid', '=', accountId)
    .orderBy('id')
    .execute();
  const codes = await db
    .selectFrom('web_invite_codes')
    .select((eb) => [eb.fn.countAll<number>().as('n'), sql<number>`sum(case when used_by_account_id is null then 1 else 0 end)`.as('unused')])
    .where('owner_account_id', '=', accountId)
    .executeTakeFirst();
  const invitees = await db
    .selectFrom('web_registrations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('inviter_account_id', '=', accountId)
    .executeTakeFirst();
  const inviter = await db
    .selectFrom('web_registrations as r')
    .innerJoin('accounts as i', 'i.id', 'r.inviter_account_id')
    .select(['i.id', 'i.name'])
    .where('r.account_id', '=', accountId)
    .executeTakeFirst();
  const log = await db.selectFrom('web_account_log').selectAll().where('account_id', '=', accountId).orderBy('id', 'desc').limit(50).execute();
  const n = (v: unknown) => Number(v ?? 0);
  return {
    account,
    currencies: { nxCredit: n(money.nxCredit), maplePoint: n(money.maplePoint), nxPrepaid: n(money.nxPrepaid), rewardPoints: n(money.rewardpoints), votePoints: n(money.votepoints) },
    pendingCredits: {
      nxCredit: n(pending?.nx_credit),
      maplePoint: n(pending?.maple_point),
      nxPrepaid: n(pending?.nx_prepaid),
      rewardPoints: n(pending?.reward_points),
      votePoints: n(pending?.vote_points),
    },
    billingDays: await balanceOf(db, accountId),
    characters: characters.map((c) => ({ id: n(c.id), name: c.name, level: n(c.level), job: n(c.job), map: n(c.map), gm: n(c.gm), world: n(c.world) })),
    invites: {
      codes: n(codes?.n),
      unusedCodes: n(codes?.unused),
      invitees: n(invitees?.n),
      invitedBy: inviter ? { id: n(inviter.id), name: inviter.name } : null,
    },
    log: log.map((l) => ({ id: n(l.id), action: l.action, detail: l.detail ?? null, ip: l.ip ?? null, createdAt: dbTimeToIso(l.created_at) })),
  };
}

/* ----------------------------------------------------------------- actions */

interface ActionContext {
  db: Db;
  actor: AuditActor;
  gmLevel: number;
}

/** The account's ban columns, read (and on MySQL locked) inside the action's transaction. */
async function banState(trx: Trx, accountId: number) {
  const hold = await gameHoldOf(trx, accountId); // locks the row on MySQL
  if (hold === 'missing') throw errors.notFound('server.admin.accountNotFound');
  let q = trx.selectFrom('accounts').select(['name', 'banned', 'banreason', 'tempban']).where('id', '=', accountId);
  if (dialectOf(trx) === 'mysql') q = q.forUpdate(); // the latest value, not the transaction's snapshot (see readColumn)
  const r = await q.executeTakeFirstOrThrow();
  return {
    name: r.name,
    state: { banned: Number(r.banned) !== 0, banReason: r.banreason?.trim() || null, tempbanUntil: dbTimeToIso(r.tempban) },
  };
}

async function changeBan(
  c: ActionContext,
  accountId: number,
  action: 'account.ban' | 'account.tempban' | 'account.unban',
  set: { banned: number; banreason: string | null; tempban: string },
  reason: string | null,
): Promise<AdminAccountChanged> {
  if (action !== 'account.unban' && c.actor.accountId === accountId) throw new AppError(409, ErrorCode.UNPROCESSABLE, 'server.admin.notSelf');
  const auditId = await withRetry(() =>
    c.db.transaction().execute(async (trx) => {
      const before = await banState(trx, accountId);
      await trx.updateTable('accounts').set(set).where('id', '=', accountId).execute();
      // A ban ends the player's sessions: no refresh token of the account works any more.
      if (action !== 'account.unban') await revokeAllForAccount(trx as unknown as Db, accountId, 'banned');
      const after = await banState(trx, accountId);
      return recordAudit(trx, c.actor, { action, targetType: 'account', targetId: accountId, targetLabel: before.name, before: before.state, after: after.state, reason });
    }),
  );
  return { account: await accountRow(c.db, accountId, c.gmLevel), auditId };
}

/** POST /api/v1/admin/accounts/:id/ban */
export function banAccount(c: ActionContext, accountId: number, reason: string) {
  return changeBan(c, accountId, 'account.ban', { banned: 1, banreason: reason.trim(), tempban: NO_TEMPBAN }, reason.trim());
}

/** POST /api/v1/admin/accounts/:id/tempban: `until` must be in the future (and before 2038). */
export function tempBanAccount(c: ActionContext, accountId: number, reason: string, until: string, now = Date.now()) {
  const end = Date.parse(until);
  if (!Number.isFinite(end) || end <= now || end > TEMPBAN_MAX) {
    throw Object.assign(new AppError(400, ErrorCode.INVALID_INPUT, 'server.admin.tempbanUntil'), { field: 'until' });
  }
  return changeBan(c, accountId, 'account.tempban', { banned: 0, banreason: reason.trim(), tempban: toDbTime(end) }, reason.trim());
}

/** POST /api/v1/admin/accounts/:id/unban */
export function unbanAccount(c: ActionContext, accountId: number, reason: string | null) {
  return changeBan(c, accountId, 'account.unban', { banned: 0, banreason: null, tempban: NO_TEMPBAN }, reason?.trim() || null);
}

/** POST /api/v1/admin/accounts/:id/unlock */
export async function unlockByOperator(c: ActionContext, accountId: number, reason: string | null): Promise<AdminAccountChanged> {
  const auditId = await withRetry(() =>
    c.db.transaction().execute(async (trx) => {
      const t = trx as unknown as Db;
      const before = await t.selectFrom('accounts').select(['name', 'loggedin']).where('id', '=', accountId).executeTakeFirst();
      if (!before) throw errors.notFound('server.admin.accountNotFound');
      const hold = await clearGameLogin(t, accountId, 3);
      const locked = hold === 'in_game';
      await logAccount(t, accountId, 'unlock-operator', locked ? `loggedin ${Number(before.loggedin)} -> 0 by ${c.actor.name}` : `not locked (${c.actor.name})`, c.actor.ip ?? undefined);
      return recordAudit(trx, c.actor, {
        action: 'account.unlock',
        targetType: 'account',
        targetId: accountId,
        targetLabel: before.name,
        before: { loggedIn: Number(before.loggedin), hold },
        after: { loggedIn: locked ? 0 : Number(before.loggedin), hold: locked ? 'after_unlock' : hold },
        reason,
      });
    }),
  );
  return { account: await accountRow(c.db, accountId, c.gmLevel), auditId };
}

/**
 * A currency column of the account, read for the audit's before / after. On MySQL a locking
 * read (FOR UPDATE): it sees the latest committed value, where a plain read in a REPEATABLE
 * READ transaction would see the snapshot of its first read (an older balance).
 */
async function readColumn(trx: Trx, accountId: number, column: string): Promise<number> {
  let q = trx
    .selectFrom('accounts')
    .select(sql<number>`coalesce(${sql.ref(column)}, 0)`.as('v'))
    .where('id', '=', accountId);
  if (dialectOf(trx) === 'mysql') q = q.forUpdate();
  const r = await q.executeTakeFirst();
  return Number(r?.v ?? 0);
}

const notEnough = (lang: Lang, currency: string) =>
  new AppError(409, ErrorCode.BALANCE_TOO_LOW, 'server.admin.notEnough', { currency: translate(lang, `server.admin.currency.${currency}`) });

/** POST /api/v1/admin/accounts/:id/adjust */
export async function adjustAccount(c: ActionContext & { timezone: string; lang: Lang }, accountId: number, body: AdminAdjustBody): Promise<AdminAdjusted> {
  const reason = body.reason.trim();
  if (!Number.isInteger(body.amount) || body.amount === 0) throw Object.assign(errors.invalid('server.admin.amountZero'), { field: 'amount' });
  return withRetry(() =>
    c.db.transaction().execute(async (trx) => {
      // The account row first, locked on MySQL (gameHoldOf): this account's actions run one after another.
      const hold = await gameHoldOf(trx, accountId);
      if (hold === 'missing') throw errors.notFound('server.admin.accountNotFound');
      const account = await trx.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirstOrThrow();
      let result: Omit<AdminAdjusted, 'auditId'>;
      if (body.currency === 'gameDays') {
        const note = `${reason} (${c.actor.name})`;
        const r = await addAdjustment(trx, { accountId, days: body.amount, note, timezone: c.timezone, noNegative: true });
        if (!r) throw notEnough(c.lang, 'gameDays');
        result = { currency: body.currency, amount: body.amount, delivered: 'ledger', before: r.balanceBefore, after: r.balanceAfter };
      } else {
        const cur = CURRENCY[body.currency as Currency];
        const before = await readColumn(trx, accountId, cur.column);
        let delivered: 'direct' | 'queued';
        if (body.amount > 0) {
          delivered = await creditAccount(trx, { accountId, [cur.credit]: body.amount, reason: 'operator', ref: `operator:${crypto.randomUUID()}` });
        } else {
          if (hold === 'in_game') throw new AppError(409, ErrorCode.ACCOUNT_IN_GAME, 'server.admin.inGame');
          if (hold === 'after_unlock') throw loginToGameFirst();
          const debit = -body.amount;
          const r = await trx
            .updateTable('accounts')
            .set({ [cur.column]: sql`coalesce(${sql.ref(cur.column)}, 0) - ${debit}` })
            .where('id', '=', accountId)
            .where(releasedBy('accounts'))
            .where(sql<boolean>`coalesce(${sql.ref(cur.column)}, 0) >= ${debit}`)
            .executeTakeFirst();
          if (Number(r.numUpdatedRows) !== 1) throw notEnough(c.lang, body.currency);
          delivered = 'direct';
        }
        const after = await readColumn(trx, accountId, cur.column);
        result = { currency: body.currency, amount: body.amount, delivered, before, after };
      }
      const auditId = await recordAudit(trx, c.actor, {
        action: 'account.adjust',
        targetType: 'account',
        targetId: accountId,
        targetLabel: account.name,
        before: { [body.currency]: result.before },
        after: { [body.currency]: result.after, ...(result.delivered === 'queued' ? { queued: body.amount } : {}) },
        reason,
      });
      return { ...result, auditId };
    }),
  );
}

/** POST /api/v1/admin/accounts/:id/reset-mail: the reset code mail is sent, then its audit row written. */
export async function sendResetMail(
  c: ActionContext & { config: ServerConfig; mailer: Mailer },
  accountId: number,
  lang: Lang,
  reason: string | null,
): Promise<AdminResetMailSent> {
  const account = await c.db.selectFrom('accounts').select(['id', 'name', 'email']).where('id', '=', accountId).executeTakeFirst();
  if (!account) throw errors.notFound('server.admin.accountNotFound');
  if (!account.email) throw new AppError(422, ErrorCode.UNPROCESSABLE, 'server.admin.noEmail');
  const wait = await cooldownLeft(c.db, 'reset', account.email);
  if (wait > 0) throw errors.tooMany(wait);
  await sendCode(c.db, c.config, c.mailer, lang, 'reset', account.email, { accountId, ip: c.actor.ip ?? undefined, username: account.name });
  const auditId = await recordAudit(c.db, c.actor, {
    action: 'account.resetMail',
    targetType: 'account',
    targetId: accountId,
    targetLabel: account.name,
    after: { email: account.email, lang },
    reason,
  });
  return { email: account.email, auditId };
}

