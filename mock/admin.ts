/**
 * umi mock of the operator console (config/contract/admin.ts) for `npm run dev` without a
 * server, answering from the demo dataset (server/seed/demo-data.ts): the accounts demo01,
 * gmadmin, banned01 and the operator admin01 with their characters, balances and game time.
 * Each refusal a screen must show is a fixed demo case with the server's error:
 *   - 401 without a live token of the auth mock (mock/auth.ts); 403 ADMIN_ONLY for a player
 *     (demo01); admin01 / admin1234 and gmadmin / admin123 (a GM level 6 character) are operators;
 *   - gmadmin's password counts as old: its actions answer 403 ADMIN_REAUTH_NEEDED until it
 *     gives it again (POST /admin/reauth); admin01's run at once, as right after a login;
 *   - demo01 is in game (as in the shop's mock): a credit is queued, a debit refused, and after
 *     the unlock a debit waits for the game (GAME_LOGIN_NEEDED); a debit below zero is refused;
 *   - admin01 cannot ban itself; a temporary ban must end in the future (before 2038).
 * The state is what the screens need: an action changes the account and adds an audit row
 * (kept until the dev server restarts), which GET /admin/audit and /admin/audit.csv list.
 * A body the contract refuses answers 400 with the field; an unknown account 404.
 * The checks and answers (ok, fail, operator, bodyOf, paged) serve the other console mocks too.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ErrorCode } from '../config/codes';
import {
  AdminAdjustBody,
  AdminBanBody,
  AdminNoteBody,
  AdminReauthBody,
  AdminResetMailBody,
  AdminTempBanBody,
  ADMIN_ACCOUNT_SORTS,
  type AdminAccountDetail,
  type AdminAccountRow,
  type AdminAuditRow,
  type AdminCurrencies,
} from '../config/contract/admin';
import { site } from '../config/site';
import { translate, toLang, type Lang } from '../locales';
import { DEMO_ACCOUNT, DEMO_BANNED_ACCOUNT, DEMO_CHARACTERS, DEMO_GM_ACCOUNT, DEMO_MAPS, DEMO_OPERATOR, demoLedger } from '../server/seed/demo-data';
import { auditRowsCsv } from '../server/services/admin/audit';
import { sessionOf, USERS } from './auth';
import { invitees } from './billing';

/** How long a given password lets actions run (as services/admin/operator.ts). */
const REAUTH_MS = 15 * 60_000;
/** The operator whose password counts as old until it re-authenticates. */
const STALE_OPERATOR = 'gmadmin';
/** The latest end of a temporary ban (accounts.tempban is a MySQL TIMESTAMP). */
const TEMPBAN_MAX = Date.UTC(2037, 11, 31, 23, 59, 59);
/** The temporary ban's body; its date is read by Date.parse below (no date-time format is registered for TypeBox here). */
const TempBanBody = Type.Object({ reason: AdminTempBanBody.properties.reason, until: Type.String({ maxLength: 40 }) });

export type Req = { headers?: Record<string, string | undefined>; query?: Record<string, string | undefined>; params?: Record<string, string | undefined>; body?: unknown; ip?: string };
export const langOf = (req: Req): Lang => toLang(String(req.headers?.['accept-language'] ?? '')) ?? 'zh-TW';
export const ok = (res: any, data: unknown) => res.status(200).json({ code: 0, message: 'ok', data });
export function fail(req: Req, res: any, status: number, code: number, key: string, values?: Record<string, string | number>, field?: string) {
  res.status(status).json({ code, message: translate(langOf(req), key, values), data: null, ...(field ? { field } : {}) });
}
const iso = (dbTime: string) => `${dbTime.replace(' ', 'T')}Z`;
const isoNow = () => new Date().toISOString();

/* ------------------------------------------------------------ state: the demo accounts */

type Hold = 'in_game' | 'released' | 'after_unlock';
interface MockAccount {
  row: AdminAccountRow;
  hold: Hold;
  currencies: AdminCurrencies;
  pending: AdminCurrencies;
  billingDays: number;
  log: AdminAccountDetail['log'];
}
const zero = (): AdminCurrencies => ({ nxCredit: 0, maplePoint: 0, nxPrepaid: 0, rewardPoints: 0, votePoints: 0 });
const inviteDays = site.inviteRewards.inviter.find((m) => m.milestone === 'level70')?.amount ?? null;
const operatorId = Number(USERS[DEMO_OPERATOR.username].info.id);

function account(id: number, name: string, email: string | null, more: Partial<AdminAccountRow> & { hold?: Hold; currencies?: AdminCurrencies; billingDays?: number } = {}): MockAccount {
  const { hold = 'released', currencies = zero(), billingDays = 0, ...row } = more;
  return {
    row: {
      id, name, email, loggedIn: hold === 'in_game' ? 2 : 0, createdAt: iso(DEMO_ACCOUNT.createdAt), lastLogin: iso(DEMO_ACCOUNT.lastLogin), lastIp: null,
      banned: false, banReason: null, tempbanUntil: null, operator: false, characters: DEMO_CHARACTERS.filter((c) => c.accountId === id).length, ...row,
    },
    hold, currencies, pending: zero(), billingDays, log: [],
  };
}
const accounts: MockAccount[] = [
  account(DEMO_ACCOUNT.id, DEMO_ACCOUNT.username, DEMO_ACCOUNT.email, {
    hold: 'in_game', lastIp: '203.0.113.24', currencies: { ...DEMO_ACCOUNT.currencies }, billingDays: demoLedger(inviteDays).reduce((sum, e) => sum + e.days, 0),
  }),
  account(DEMO_GM_ACCOUNT.id, DEMO_GM_ACCOUNT.username, DEMO_GM_ACCOUNT.email, { operator: true }),
  account(DEMO_BANNED_ACCOUNT.id, DEMO_BANNED_ACCOUNT.username, DEMO_BANNED_ACCOUNT.email, { banned: true, banReason: DEMO_BANNED_ACCOUNT.banReason }),
  account(operatorId, DEMO_OPERATOR.username, DEMO_OPERATOR.email, { operator: true, createdAt: iso(DEMO_OPERATOR.createdAt), lastLogin: iso(DEMO_OPERATOR.lastLogin) }),
];
const characterName = (id: number, q: string) => DEMO_CHARACTERS.some((c) => c.accountId === id && c.name.toLowerCase().includes(q));

function detail(a: MockAccount): AdminAccountDetail {
  const demo = a.row.id === DEMO_ACCOUNT.id;
  return {
    account: a.row,
    currencies: a.currencies,
    pendingCredits: a.pending,
    billingDays: a.billingDays,
    characters: DEMO_CHARACTERS.filter((c) => c.accountId === a.row.id).map((c) => ({ id: c.id, name: c.name, level: c.level, job: c.job, map: DEMO_MAPS[c.id] ?? 100000000, gm: c.gm ?? 0, world: 0 })),
    invites: { codes: demo ? invitees.length + 1 : 0, unusedCodes: demo ? 1 : 0, invitees: demo ? invitees.length : 0, invitedBy: null },
    log: a.log,
  };
}

/* ------------------------------------------------------------ state: the audit log, re-authentication */

const audit: AdminAuditRow[] = [];
/** When an operator last gave its password through POST /admin/reauth (ms). */
const reauthAt = new Map<string, number>();

function record(req: Req, who: string, a: MockAccount, action: string, before: unknown, after: unknown, reason: string | null | undefined): number {
  const id = audit.length + 1;
  audit.push({
    id, operatorId: Number(USERS[who].info.id), operatorName: who, at: isoNow(), ip: req.ip ?? '127.0.0.1', action, targetType: 'account',
    targetId: String(a.row.id), targetLabel: a.row.name, before: before == null ? null : JSON.stringify(before), after: after == null ? null : JSON.stringify(after), reason: reason?.trim() || null,
  });
  return id;
}

/* ------------------------------------------------------------ checks */

/** The operator of the request, or null after answering 401 / 403. */
export function operator(req: Req, res: any): { name: string; validUntil: string | null } | null {
  const session = sessionOf(req);
  if (!session) {
    fail(req, res, 401, ErrorCode.UNAUTHORIZED, 'server.auth.unauthorized');
    return null;
  }
  if (USERS[session.u].info.operator !== true) {
    fail(req, res, 403, ErrorCode.ADMIN_ONLY, 'server.admin.forbidden');
    return null;
  }
  const given = reauthAt.get(session.u) ?? (session.u === STALE_OPERATOR ? 0 : Date.now());
  return { name: session.u, validUntil: validUntil(given) };
}
const validUntil = (given: number) => (given + REAUTH_MS > Date.now() ? new Date(given + REAUTH_MS).toISOString() : null);

/** The body when it matches its schema, else null after a 400 naming the field. */
export function bodyOf<T>(req: Req, res: any, schema: TSchema): T | null {
  const body = req.body ?? {};
  const error = Value.Errors(schema, body).First();
  if (!error) return body as T;
  fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, error.path.replace(/^\//, '').split('/')[0] || undefined);
  return null;
}

/** Runs an action: operator, password within 15 minutes, the account, a valid body. */
function action<B>(schema: TSchema, run: (req: Req, res: any, who: string, a: MockAccount, body: B) => void) {
  return (req: Req, res: any) => {
    const op = operator(req, res);
    if (!op) return;
    const id = Number(req.params?.id);
    if (!Number.isInteger(id) || id < 1) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'id');
    const body = bodyOf<B>(req, res, schema);
    if (!body) return;
    if (!op.validUntil) return fail(req, res, 403, ErrorCode.ADMIN_REAUTH_NEEDED, 'server.admin.reauthNeeded');
    const a = accounts.find((x) => x.row.id === id);
    if (!a) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.admin.accountNotFound');
    run(req, res, op.name, a, body);
  };
}

const intOf = (v: string | undefined, def: number, max: number) => {
  if (v === undefined || v === '') return def;
  const n = Number(v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : null;
};
export function paged<T>(req: Req, res: any, rows: T[]) {
  const page = intOf(req.query?.page, 1, 100_000);
  const size = intOf(req.query?.size, 20, 100);
  if (page === null || size === null) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, page === null ? 'page' : 'size');
  ok(res, { items: rows.slice((page - 1) * size, page * size), total: rows.length, page, size });
}

/** The audit rows a query selects, in its order. */
function auditRows(q: Record<string, string | undefined>): AdminAuditRow[] {
  const rows = audit.filter(
    (r) =>
      (!q.operator || r.operatorName === q.operator) &&
      (!q.action || (q.action.endsWith('.') ? r.action.startsWith(q.action) : r.action === q.action)) &&
      (!q.targetType || r.targetType === q.targetType) &&
      (!q.target || r.targetId === q.target || r.targetLabel === q.target),
  );
  return q.order === 'asc' ? rows : [...rows].reverse();
}

const banState = (a: MockAccount) => ({ banned: a.row.banned, banReason: a.row.banReason, tempbanUntil: a.row.tempbanUntil });
function setBan(req: Req, res: any, who: string, a: MockAccount, act: string, ban: ReturnType<typeof banState>, reason: string | undefined) {
  if (act !== 'account.unban' && USERS[who].info.id === a.row.id) return fail(req, res, 409, ErrorCode.UNPROCESSABLE, 'server.admin.notSelf');
  const before = banState(a);
  Object.assign(a.row, ban);
  ok(res, { account: a.row, auditId: record(req, who, a, act, before, banState(a), reason) });
}

export default {
  'GET /api/v1/admin/session': (req: Req, res: any) => {
    const op = operator(req, res);
    if (op) ok(res, { accountId: Number(USERS[op.name].info.id), name: op.name, reauthValidUntil: op.validUntil });
  },

  'POST /api/v1/admin/reauth': (req: Req, res: any) => {
    const op = operator(req, res);
    const body = op && bodyOf<{ password: string }>(req, res, AdminReauthBody);
    if (!op || !body) return;
    if (USERS[op.name].password !== body.password) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.admin.reauthWrong', undefined, 'password');
    reauthAt.set(op.name, Date.now());
    ok(res, { validUntil: validUntil(Date.now()) });
  },

  'GET /api/v1/admin/accounts': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const q = String(req.query?.q ?? '').trim().toLowerCase();
    const sort = (req.query?.sort ?? 'id') as (typeof ADMIN_ACCOUNT_SORTS)[number];
    if (!ADMIN_ACCOUNT_SORTS.includes(sort)) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'sort');
    const rows = accounts
      .map((a) => a.row)
      .filter((r) => !q || r.name.includes(q) || !!r.email?.toLowerCase().includes(q) || r.lastIp === q || characterName(r.id, q));
    const key = (r: AdminAccountRow) => r[sort] ?? '';
    rows.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : x.id - y.id) * (req.query?.order === 'asc' ? 1 : -1));
    paged(req, res, rows);
  },

  'GET /api/v1/admin/accounts/:id': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const a = accounts.find((x) => x.row.id === Number(req.params?.id));
    if (!a) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.admin.accountNotFound');
    ok(res, detail(a));
  },

  'POST /api/v1/admin/accounts/:id/ban': action<{ reason: string }>(AdminBanBody, (req, res, who, a, body) =>
    setBan(req, res, who, a, 'account.ban', { banned: true, banReason: body.reason.trim(), tempbanUntil: null }, body.reason),
  ),

  'POST /api/v1/admin/accounts/:id/tempban': action<{ reason: string; until: string }>(TempBanBody, (req, res, who, a, body) => {
    const end = Date.parse(body.until);
    if (!Number.isFinite(end) || end <= Date.now() || end > TEMPBAN_MAX) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.admin.tempbanUntil', undefined, 'until');
    setBan(req, res, who, a, 'account.tempban', { banned: false, banReason: body.reason.trim(), tempbanUntil: new Date(end).toISOString() }, body.reason);
  }),

  'POST /api/v1/admin/accounts/:id/unban': action<{ reason?: string }>(AdminNoteBody, (req, res, who, a, body) =>
    setBan(req, res, who, a, 'account.unban', { banned: false, banReason: null, tempbanUntil: null }, body.reason),
  ),

  'POST /api/v1/admin/accounts/:id/unlock': action<{ reason?: string }>(AdminNoteBody, (req, res, who, a, body) => {
    const before = { loggedIn: a.row.loggedIn, hold: a.hold };
    if (a.hold === 'in_game') {
      a.hold = 'after_unlock';
      a.row.loggedIn = 0;
    }
    a.log.unshift({ id: a.log.length + 1, action: 'unlock-operator', detail: before.hold === 'in_game' ? `loggedin ${before.loggedIn} -> 0 by ${who}` : `not locked (${who})`, ip: '127.0.0.1', createdAt: isoNow() });
    const auditId = record(req, who, a, 'account.unlock', before, { loggedIn: a.row.loggedIn, hold: a.hold }, body.reason);
    ok(res, { account: a.row, auditId });
  }),

  'POST /api/v1/admin/accounts/:id/adjust': action<{ currency: keyof AdminCurrencies | 'gameDays'; amount: number; reason: string }>(AdminAdjustBody, (req, res, who, a, body) => {
    const { currency, amount } = body;
    if (amount === 0) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.admin.amountZero', undefined, 'amount');
    const notEnough = () => fail(req, res, 409, ErrorCode.BALANCE_TOO_LOW, 'server.admin.notEnough', { currency: translate(langOf(req), `server.admin.currency.${currency}`) });
    let answer: { delivered: 'direct' | 'queued' | 'ledger'; before: number; after: number };
    if (currency === 'gameDays') {
      if (a.billingDays + amount < 0) return notEnough();
      answer = { delivered: 'ledger', before: a.billingDays, after: (a.billingDays += amount) };
    } else if (amount > 0 && a.hold !== 'released') {
      a.pending[currency] += amount;
      answer = { delivered: 'queued', before: a.currencies[currency], after: a.currencies[currency] };
    } else {
      if (a.hold === 'in_game') return fail(req, res, 409, ErrorCode.ACCOUNT_IN_GAME, 'server.admin.inGame');
      if (a.hold === 'after_unlock') return fail(req, res, 409, ErrorCode.GAME_LOGIN_NEEDED, 'server.guard.loginToGame');
      if (a.currencies[currency] + amount < 0) return notEnough();
      answer = { delivered: 'direct', before: a.currencies[currency], after: (a.currencies[currency] += amount) };
    }
    const after = { [currency]: answer.after, ...(answer.delivered === 'queued' ? { queued: amount } : {}) };
    ok(res, { currency, amount, ...answer, auditId: record(req, who, a, 'account.adjust', { [currency]: answer.before }, after, body.reason) });
  }),

  'POST /api/v1/admin/accounts/:id/reset-mail': action<{ reason?: string; lang?: Lang }>(AdminResetMailBody, (req, res, who, a, body) => {
    ok(res, { email: a.row.email ?? '', auditId: record(req, who, a, 'account.resetMail', null, { email: a.row.email, lang: body.lang ?? langOf(req) }, body.reason) });
  }),

  'GET /api/v1/admin/audit': (req: Req, res: any) => {
    if (operator(req, res)) paged(req, res, auditRows(req.query ?? {}));
  },

  'GET /api/v1/admin/audit.csv': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader('content-disposition', 'attachment; filename="audit.csv"');
    res.status(200).send(auditRowsCsv(auditRows(req.query ?? {})));
  },
};
