/**
 * umi mock of the console's Cards and billing screen (config/contract/admin-billing.ts) for
 * `npm run dev` without a server, on the demo dataset: the demo cards (MAPX-WEEK-CARD-2345,
 * MAPX-MNTH-CARD-3456, the expired MAPX-XPRD-CARD-4567) and demo01's two used cards, shared
 * with the player's billing mock (mock/billing.ts): a generated code can be redeemed on the
 * profile's billing page, and the list then shows it used by demo01; a voided code is
 * unknown there. demo01's ledger is the billing mock's; the other accounts have none.
 * The charge: demo01 (in game) is charged once per game day, the dry run writes nothing.
 * Operators and re-authentication (gmadmin must give its password again) are mock/admin.ts's;
 * an action answers an audit id but adds no row to that mock's audit log (which lists account
 * actions). A refused body answers 400 with its field, as the server.
 */
import { Value } from '@sinclair/typebox/value';
import { ErrorCode } from '../config/codes';
import { site } from '../config/site';
import { BillingHistoryQuery, type BillingPlan } from '../config/contract/billing';
import {
  AdminCardsQuery,
  AdminCardVoidBody,
  AdminChargeBody,
  AdminGenerateCardsBody,
  ADMIN_CARD_SORTS,
  type AdminCardRow,
  type AdminGenerateCardsBody as GenerateBody,
} from '../config/contract/admin-billing';
import { DEMO_ACCOUNT, DEMO_CARDS } from '../server/seed/demo-data';
import { cardsCsv, deriveSubscription, normalizeCardCode, planOf } from '../server/services/billing';
import { newCardCode } from '../server/services/codes';
import { USERS } from './auth';
import { bodyOf, fail, ok, operator, paged, type Req } from './admin';
import { cards, ledger, push, summary, usedCards } from './billing';

const DAY = 86_400_000;
/** The demo game clock (UTC+8), as mock/billing.ts. */
const dayOf = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
const endOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY - 8 * 3_600_000).toISOString();
const isoNow = () => new Date().toISOString();

interface Meta {
  id: number;
  batch: string | null;
  note: string | null;
  createdAt: string;
  expiresAt: string | null;
  usedAt: string | null;
  voidedAt: string | null;
}
const meta = new Map<string, Meta>();
const add = (code: string, m: Omit<Meta, 'id'>) => meta.set(code, { id: meta.size + 1, ...m });
const t0 = Date.now();
add(usedCards.month, { batch: 'launch', note: null, createdAt: new Date(t0 - 40 * DAY).toISOString(), expiresAt: null, usedAt: new Date(t0 - 30 * DAY).toISOString(), voidedAt: null });
add(usedCards.week, { batch: 'launch', note: null, createdAt: new Date(t0 - 40 * DAY).toISOString(), expiresAt: null, usedAt: new Date(t0 - 6 * DAY).toISOString(), voidedAt: null });
for (const code of Object.values(DEMO_CARDS)) {
  const expired = code === DEMO_CARDS.expired;
  add(code, { batch: 'demo', note: 'Demo cards', createdAt: new Date(t0 - 20 * DAY).toISOString(), expiresAt: expired ? new Date(t0 - DAY).toISOString() : null, usedAt: null, voidedAt: null });
}
const used = (code: string) => code === usedCards.month || code === usedCards.week || Boolean(cards[code]?.used);

function row(code: string): AdminCardRow {
  const m = meta.get(code)!;
  const days = cards[code]?.days ?? (code === usedCards.month ? 30 : 7);
  if (used(code) && !m.usedAt) m.usedAt = isoNow(); // redeemed on the billing mock since
  const state = m.voidedAt ? 'void' : used(code) ? 'used' : m.expiresAt && m.expiresAt <= isoNow() ? 'expired' : 'unused';
  return {
    id: m.id, code, days, plan: planOf(days), batch: m.batch, note: m.note, state, createdAt: m.createdAt, expiresAt: m.expiresAt, usedAt: used(code) ? m.usedAt : null,
    usedBy: used(code) ? { id: DEMO_ACCOUNT.id, name: DEMO_ACCOUNT.username } : null, voidedAt: m.voidedAt,
  };
}

/** The query when it matches its schema, else null after a 400 naming the field. */
function queryOf<T>(req: Req, res: any, schema: Parameters<typeof Value.Convert>[0]): T | null {
  const q = Value.Convert(schema, { ...(req.query ?? {}) });
  const error = Value.Errors(schema, q).First();
  if (!error) return q as T;
  fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, error.path.replace(/^\//, '') || undefined);
  return null;
}

/** An action of the screen: operator, a valid body, the password within 15 minutes. */
function action<B>(schema: Parameters<typeof bodyOf>[2], run: (req: Req, res: any, who: string, body: B) => void) {
  return (req: Req, res: any) => {
    const op = operator(req, res);
    const body = op && bodyOf<B>(req, res, schema);
    if (!op || !body) return;
    if (!op.validUntil) return fail(req, res, 403, ErrorCode.ADMIN_REAUTH_NEEDED, 'server.admin.reauthNeeded');
    run(req, res, op.name, body);
  };
}

const charged = (day: string) => ledger.some((r) => r.type === 'DAILY_CHARGE' && r.date === day);
const balance = () => ledger[ledger.length - 1]?.balanceAfter ?? 0;
let auditIds = 1000;

export default {
  'GET /api/v1/admin/billing/cards': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const q = queryOf<{ state?: string; q?: string; sort?: (typeof ADMIN_CARD_SORTS)[number]; order?: string }>(req, res, AdminCardsQuery);
    if (!q) return;
    const text = (q.q ?? '').trim();
    const compact = text.replace(/[\s-]/g, '').toUpperCase();
    const prefix = compact ? compact.match(/.{1,4}/g)!.join('-') : '';
    const rows = [...meta.keys()]
      .map(row)
      .filter((r) => (!q.state || r.state === q.state) && (!text || r.code.startsWith(prefix) || !!r.batch?.toLowerCase().startsWith(text.toLowerCase())));
    const key = (r: AdminCardRow) => (q.sort === 'days' ? r.days : q.sort === 'usedAt' ? (r.usedAt ?? '') : r.id);
    rows.sort((x, y) => (key(x) < key(y) ? -1 : key(x) > key(y) ? 1 : x.id - y.id) * (q.order === 'asc' ? 1 : -1));
    paged(req, res, rows);
  },

  'POST /api/v1/admin/billing/cards': action<GenerateBody>(AdminGenerateCardsBody, (req, res, _who, body) => {
    const planDays = body.plan === 'CUSTOM' ? null : site.billing.planDays[body.plan as Exclude<BillingPlan, 'CUSTOM'>];
    if (body.plan === 'CUSTOM' && body.days === undefined) return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.adminBilling.customDays', undefined, 'days');
    if (planDays !== null && body.days !== undefined && body.days !== planDays) {
      return fail(req, res, 400, ErrorCode.INVALID_INPUT, 'server.adminBilling.planDays', { plan: body.plan, days: planDays }, 'days');
    }
    const days = planDays ?? body.days!;
    const expiresAt = body.expiresOn ? endOfDay(body.expiresOn) : null;
    if (expiresAt && expiresAt <= isoNow()) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'server.adminBilling.expiryPast', undefined, 'expiresOn');
    const codes = Array.from({ length: body.count }, () => newCardCode());
    for (const code of codes) {
      cards[code] = { days, used: false, expired: false };
      add(code, { batch: body.batch.trim(), note: body.note?.trim() || null, createdAt: isoNow(), expiresAt, usedAt: null, voidedAt: null });
    }
    const csv = cardsCsv({ codes, days, batch: body.batch.trim(), expiresAt: expiresAt && expiresAt.replace('T', ' ').replace(/\.\d{3}Z$/, '') });
    ok(res, { batch: body.batch.trim(), plan: planOf(days), days, count: codes.length, expiresAt, codes, csv, auditId: auditIds++ });
  }),

  'POST /api/v1/admin/billing/cards/:code/void': action<{ reason?: string }>(AdminCardVoidBody, (req, res, _who) => {
    const code = normalizeCardCode(String(req.params?.code ?? ''));
    if (!code || !meta.has(code)) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.adminBilling.cardNotFound');
    const m = meta.get(code)!;
    if (m.voidedAt) return fail(req, res, 409, ErrorCode.CARD_VOID, 'server.adminBilling.cardVoid');
    if (used(code)) return fail(req, res, 409, ErrorCode.CARD_USED, 'server.adminBilling.cardUsed');
    m.voidedAt = isoNow();
    delete cards[code]; // players no longer know the code
    ok(res, { card: row(code), auditId: auditIds++ });
  }),

  'GET /api/v1/admin/billing/accounts/:id/ledger': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const q = queryOf<{ page?: number; size?: number; type?: string; from?: string; to?: string }>(req, res, BillingHistoryQuery);
    if (!q) return;
    const id = Number(req.params?.id);
    const user = Object.entries(USERS).find(([, u]) => Number(u.info.id) === id);
    if (!user) return fail(req, res, 404, ErrorCode.NOT_FOUND, 'server.admin.accountNotFound');
    const demo = id === DEMO_ACCOUNT.id;
    const rows = (demo ? ledger : []).filter((r) => (!q.type || r.type === q.type) && (!q.from || r.date >= q.from) && (!q.to || r.date <= q.to)).slice().reverse();
    const page = q.page ?? 1;
    const size = q.size ?? 10;
    const today = dayOf(Date.now());
    const s = demo
      ? summary()
      : { balanceDays: 0, subscription: deriveSubscription([], today, false), freeTrialLevel: site.freeTrialLevel, inTrial: true, today, chargedToday: false, lastChargeDate: null, historyTotal: 0 };
    ok(res, { account: { id, name: user[0] }, summary: s, history: { items: rows.slice((page - 1) * size, page * size), total: rows.length, page, size } });
  },

  'GET /api/v1/admin/billing/charge': (req: Req, res: any) => {
    if (!operator(req, res)) return;
    const day = String(req.query?.day ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return fail(req, res, 400, ErrorCode.VALIDATION, 'errors.validation', undefined, 'day');
    const today = dayOf(Date.now());
    if (day > today) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'server.adminBilling.chargeFuture', undefined, 'day');
    const due = !charged(day);
    ok(res, { day, today, alreadyCharged: due ? 0 : 1, count: due ? 1 : 0, accounts: due ? [{ id: DEMO_ACCOUNT.id, name: DEMO_ACCOUNT.username, balanceDays: balance() }] : [] });
  },

  'POST /api/v1/admin/billing/charge': action<{ day: string }>(AdminChargeBody, (req, res, _who, body) => {
    const today = dayOf(Date.now());
    if (body.day > today) return fail(req, res, 422, ErrorCode.UNPROCESSABLE, 'server.adminBilling.chargeFuture', undefined, 'day');
    const due = !charged(body.day);
    if (due) push('DAILY_CHARGE', -1, Math.round((Date.parse(today) - Date.parse(body.day)) / DAY), 'daily', null);
    ok(res, {
      day: body.day, charged: due ? 1 : 0, alreadyCharged: due ? 0 : 1,
      accounts: due ? [{ id: DEMO_ACCOUNT.id, name: DEMO_ACCOUNT.username, balanceDays: balance() }] : [], auditId: auditIds++,
    });
  }),
};
