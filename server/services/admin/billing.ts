/**
 * The operator console's Cards and billing screen, on the same billing services as
 * `npm run billing` (services/billing):
 *   cards     the list with its states, server-side paging, search by code or batch name;
 *             generating a batch (plan, days, count, expiry, batch name, note) answers the
 *             codes and their CSV once; voiding an unused or expired card (a used or void card
 *             is refused with 409 and nothing changes).
 *   ledger    any account's game-time summary and ledger rows, as the player's billing page.
 *   charge    the dry run of a game day's charge (who, one day each) and the run itself; the
 *             run is idempotent per day (a second run charges nobody again).
 * Generating, voiding and charging write their audit row in their own transaction (the
 * billing services do, with the operator as actor); the routes ask for a recent password.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db';
import { dbTimeToIso, gameDayOf, gameDayRange, toDbTime } from '../../db/time';
import { AppError, ErrorCode, errors } from '../../errors';
import { site } from '../../../config/site';
import type { BillingHistoryQuery, BillingPlan } from '../../../config/contract/billing';
import type {
  AdminAccountLedger,
  AdminCardBatch,
  AdminCardRow,
  AdminCardsPage,
  AdminCardsQuery,
  AdminCardState,
  AdminCardVoided,
  AdminChargePreview,
  AdminChargeRun,
  AdminGenerateCardsBody,
} from '../../../config/contract/admin-billing';
import { listPage } from '../paging';
import { billingHistory, billingSummary, cardsCsv, chargeDay, generateCardBatch, normalizeCardCode, planOf, previewDailyCharge, voidCardByOperator } from '../billing';
import type { AuditActor } from './audit';

export interface BillingActionContext {
  db: Db;
  actor: AuditActor;
  timezone: string;
  now?: number;
}

const invalid = (key: string, field: string, values?: Record<string, string | number>) => Object.assign(errors.invalid(key, values), { field });

/* ------------------------------------------------------------------- cards */

/** Each state filter as SQL on web_billing_cards `c` at `now` (database time). */
const STATE_SQL: Record<AdminCardState, (now: string) => RawBuilder<boolean>> = {
  void: () => sql`c.voided_at is not null`,
  used: () => sql`c.voided_at is null and c.used_at is not null`,
  expired: (now) => sql`c.voided_at is null and c.used_at is null and c.expires_at is not null and c.expires_at <= ${now}`,
  unused: (now) => sql`c.voided_at is null and c.used_at is null and (c.expires_at is null or c.expires_at > ${now})`,
};

/** A code's start as stored (upper case, dashed in fours), from what an operator typed. */
function codePrefix(q: string): string | null {
  const compact = q.replace(/[\s-]/g, '').toUpperCase();
  if (!compact || compact.length > 16 || !/^[0-9A-Z]+$/.test(compact)) return null;
  return compact.match(/.{1,4}/g)!.join('-');
}
const likeStart = (s: string) => `${s.replace(/[!%_]/g, '!$&')}%`;

function cardsSelect(db: Db) {
  return db
    .selectFrom('web_billing_cards as c')
    .leftJoin('accounts as a', 'a.id', 'c.used_by_account_id')
    .select(['c.id', 'c.code', 'c.days', 'c.batch', 'c.note', 'c.created_at', 'c.expires_at', 'c.used_at', 'c.used_by_account_id', 'c.voided_at', 'a.name']);
}
type CardRecord = Awaited<ReturnType<ReturnType<typeof cardsSelect>['execute']>>[number];

function toCardRow(r: CardRecord, now: string): AdminCardRow {
  const state: AdminCardState = r.voided_at ? 'void' : r.used_at ? 'used' : r.expires_at && r.expires_at <= now ? 'expired' : 'unused';
  return {
    id: Number(r.id),
    code: r.code,
    days: Number(r.days),
    plan: planOf(Number(r.days)),
    batch: r.batch ?? null,
    note: r.note ?? null,
    state,
    createdAt: dbTimeToIso(r.created_at),
    expiresAt: dbTimeToIso(r.expires_at),
    usedAt: dbTimeToIso(r.used_at),
    usedBy: r.used_by_account_id == null ? null : { id: Number(r.used_by_account_id), name: r.name ?? `#${r.used_by_account_id}` },
    voidedAt: dbTimeToIso(r.voided_at),
  };
}

const CARD_SORT = { createdAt: 'c.id', usedAt: 'c.used_at', days: 'c.days' } as const;

/** GET /api/v1/admin/billing/cards */
export async function listCardsPage(db: Db, q: AdminCardsQuery, nowMs = Date.now()): Promise<AdminCardsPage> {
  const now = toDbTime(nowMs);
  let base = db.selectFrom('web_billing_cards as c');
  if (q.state) base = base.where(STATE_SQL[q.state](now));
  const text = (q.q ?? '').trim();
  if (text) {
    const code = codePrefix(text);
    base = base.where((eb) =>
      eb.or([
        eb(sql`c.batch`, 'like', sql`${likeStart(text)} escape '!'`),
        ...(code ? [eb(sql`c.code`, 'like', sql`${likeStart(code)} escape '!'`)] : []),
      ]),
    );
  }
  const dir = q.order === 'asc' ? 'asc' : 'desc';
  const ids = await listPage(
    base,
    (b) => b.select('c.id').orderBy(sql.ref(CARD_SORT[q.sort ?? 'createdAt'] ?? 'c.id'), dir).orderBy('c.id', dir),
    (r) => Number(r.id),
    q,
    { fallback: 20, max: 100 },
  );
  const rows = ids.items.length ? await cardsSelect(db).where('c.id', 'in', ids.items).execute() : [];
  const byId = new Map(rows.map((r) => [Number(r.id), toCardRow(r, now)]));
  return { ...ids, items: ids.items.map((id) => byId.get(id)).filter((r): r is AdminCardRow => !!r) };
}

/** One card's row by its code, or 404. */
async function cardRow(db: Db, code: string, nowMs: number): Promise<AdminCardRow> {
  const r = await cardsSelect(db).where('c.code', '=', code).executeTakeFirst();
  if (!r) throw errors.notFound('server.adminBilling.cardNotFound');
  return toCardRow(r, toDbTime(nowMs));
}

/** The days of a card of `plan`: the site's plan days, or the body's days for CUSTOM. */
function daysOf(plan: BillingPlan, days: number | undefined): number {
  if (plan === 'CUSTOM') {
    if (days === undefined) throw invalid('server.adminBilling.customDays', 'days');
    return days;
  }
  const planDays = site.billing.planDays[plan];
  if (days !== undefined && days !== planDays) throw invalid('server.adminBilling.planDays', 'days', { plan, days: planDays });
  return planDays;
}

/** POST /api/v1/admin/billing/cards */
export async function generateBatch(c: BillingActionContext, body: AdminGenerateCardsBody): Promise<AdminCardBatch> {
  const nowMs = c.now ?? Date.now();
  const days = daysOf(body.plan, body.days);
  let expiresAt: string | null = null;
  if (body.expiresOn) {
    if (Number.isNaN(Date.parse(`${body.expiresOn}T00:00:00Z`))) throw invalid('server.adminBilling.expiryPast', 'expiresOn');
    expiresAt = gameDayRange(c.timezone, body.expiresOn).end;
    if (expiresAt <= toDbTime(nowMs)) throw Object.assign(new AppError(422, ErrorCode.UNPROCESSABLE, 'server.adminBilling.expiryPast'), { field: 'expiresOn' });
  }
  const batch = await generateCardBatch(c.db, { days, count: body.count, expiresAt, batch: body.batch.trim(), note: body.note ?? null, now: nowMs, actor: c.actor });
  return {
    batch: batch.batch ?? '',
    plan: planOf(days),
    days,
    count: batch.codes.length,
    expiresAt: dbTimeToIso(expiresAt),
    codes: batch.codes,
    csv: cardsCsv(batch),
    auditId: batch.auditId,
  };
}

/** POST /api/v1/admin/billing/cards/:code/void */
export async function voidCardFor(c: BillingActionContext, input: string, reason: string | null): Promise<AdminCardVoided> {
  const nowMs = c.now ?? Date.now();
  const code = normalizeCardCode(input);
  if (!code) throw errors.notFound('server.adminBilling.cardNotFound');
  const r = await voidCardByOperator(c.db, code, { now: nowMs, actor: c.actor, reason });
  if ('refused' in r) {
    if (r.refused === 'used') throw new AppError(409, ErrorCode.CARD_USED, 'server.adminBilling.cardUsed');
    if (r.refused === 'void') throw new AppError(409, ErrorCode.CARD_VOID, 'server.adminBilling.cardVoid');
    throw errors.notFound('server.adminBilling.cardNotFound');
  }
  return { card: await cardRow(c.db, code, nowMs), auditId: r.auditId };
}

/* ------------------------------------------------------------------ ledger */

/** GET /api/v1/admin/billing/accounts/:id/ledger */
export async function accountLedger(db: Db, accountId: number, q: BillingHistoryQuery, timezone: string): Promise<AdminAccountLedger> {
  const account = await db.selectFrom('accounts').select(['id', 'name']).where('id', '=', accountId).executeTakeFirst();
  if (!account) throw errors.notFound('server.admin.accountNotFound');
  const [summary, history] = await Promise.all([billingSummary(db, accountId, { timezone }), billingHistory(db, accountId, q)]);
  return { account: { id: Number(account.id), name: account.name }, summary, history };
}

/* ------------------------------------------------------------------ charge */

/** A day the charge may run for: today or earlier (game time). */
function chargeableDay(timezone: string, day: string, nowMs: number): string {
  if (Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw invalid('server.adminBilling.chargeFuture', 'day');
  if (day > gameDayOf(timezone, nowMs)) throw Object.assign(new AppError(422, ErrorCode.UNPROCESSABLE, 'server.adminBilling.chargeFuture'), { field: 'day' });
  return day;
}

/** GET /api/v1/admin/billing/charge?day= (the dry run: nothing is written) */
export async function chargePreview(db: Db, day: string, timezone: string, nowMs = Date.now()): Promise<AdminChargePreview> {
  return previewDailyCharge(db, { timezone, day: chargeableDay(timezone, day, nowMs), now: nowMs });
}

/** POST /api/v1/admin/billing/charge */
export async function runCharge(c: BillingActionContext, day: string, reason: string | null): Promise<AdminChargeRun> {
  const nowMs = c.now ?? Date.now();
  return chargeDay(c.db, { timezone: c.timezone, day: chargeableDay(c.timezone, day, nowMs), now: nowMs, actor: c.actor, reason });
}
