/**
 * What an account sees of its game time: the balance, the subscription derived from the
 * ledger rows (plan, status, start and end days; the rules are in
 * config/contract/billing.ts), the free-trial state and the ledger's history.
 *
 * An account is in its free trial until it has a (non-GM) character above
 * site.freeTrialLevel; from then on every game day it plays costs a day (./charge.ts).
 */
import type { Db } from '../../db';
import { addDays, dbTimeToIso, gameDayOf } from '../../db/time';
import { site } from '../../../config/site';
import { BILLING_HISTORY_DEFAULT_SIZE, BILLING_HISTORY_MAX_SIZE } from '../../../config/rules';
import type { BillingHistory, BillingHistoryQuery, BillingLedgerType, BillingPlan, BillingSummary, Subscription } from '../../../config/contract/billing';
import { listPage } from '../paging';
import { balanceOf, type Executor } from './ledger';

/** Plan of a card of `days` days. */
export function planOf(days: number): BillingPlan {
  const p = site.billing.planDays;
  if (days === p.WEEK) return 'WEEK';
  if (days === p.MONTH) return 'MONTH';
  if (days === p.YEAR) return 'YEAR';
  return 'CUSTOM';
}

interface LedgerLite {
  type: string;
  days: number;
  balance_after: number;
  day: string;
  source: string;
}

/** The subscription derived from the ledger rows (oldest first); rules in config/contract/billing.ts. */
export function deriveSubscription(rows: LedgerLite[], today: string, chargedToday: boolean): Subscription {
  let count = 0;
  let start: string | null = null;
  let total = 0;
  let plan: BillingPlan | null = null;
  let endedBy: { type: string; day: string } | null = null;
  for (const r of rows) {
    const days = Number(r.days);
    const after = Number(r.balance_after);
    const before = after - days;
    if (days > 0 && before <= 0) {
      count += 1;
      start = r.day;
      total = 0;
      plan = 'CUSTOM';
      endedBy = null;
    }
    if (days > 0) {
      total += days;
      if (r.type === 'RECHARGE' && r.source === 'card') plan = planOf(days);
    }
    if (days < 0 && before > 0 && after <= 0) endedBy = { type: r.type, day: r.day };
  }
  const balance = rows.length ? Number(rows[rows.length - 1].balance_after) : 0;
  if (balance > 0) {
    const end = addDays(today, chargedToday ? balance : balance - 1);
    return { plan, status: 'active', startDate: start, endDate: end, remainingDays: balance, totalDays: total, count };
  }
  if (count === 0) return { plan: null, status: 'inactive', startDate: null, endDate: null, remainingDays: 0, totalDays: 0, count: 0 };
  return {
    plan,
    status: endedBy?.type === 'ADJUSTMENT' ? 'cancelled' : 'expired',
    startDate: start,
    endDate: endedBy?.day ?? null,
    remainingDays: 0,
    totalDays: total,
    count,
  };
}

export interface BillingSettings {
  timezone: string;
  now?: () => number;
}

export async function subscriptionOf(
  db: Executor,
  accountId: number,
  today: string,
): Promise<{ subscription: Subscription; chargedToday: boolean; lastChargeDate: string | null; rowCount: number }> {
  const rows = await db
    .selectFrom('web_billing_ledger')
    .select(['type', 'days', 'balance_after', 'day', 'source', 'charge_date'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  let lastChargeDate: string | null = null;
  for (const r of rows) if (r.charge_date && (!lastChargeDate || r.charge_date > lastChargeDate)) lastChargeDate = r.charge_date;
  const chargedToday = lastChargeDate === today;
  return { subscription: deriveSubscription(rows, today, chargedToday), chargedToday, lastChargeDate, rowCount: rows.length };
}

/** GET /api/v1/billing/summary */
export async function billingSummary(db: Db, accountId: number, s: BillingSettings): Promise<BillingSummary> {
  const today = gameDayOf(s.timezone, s.now?.() ?? Date.now());
  const [balanceDays, sub, paying] = await Promise.all([
    balanceOf(db, accountId),
    subscriptionOf(db, accountId, today),
    db
      .selectFrom('characters')
      .select('id')
      .where('accountid', '=', accountId)
      .where('level', '>', site.freeTrialLevel)
      .where('gm', '=', 0)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    balanceDays,
    subscription: sub.subscription,
    freeTrialLevel: site.freeTrialLevel,
    inTrial: !paying,
    today,
    chargedToday: sub.chargedToday,
    lastChargeDate: sub.lastChargeDate,
    historyTotal: sub.rowCount,
  };
}

/** GET /api/v1/billing/history: newest first, filtered by type and game-day range. */
export async function billingHistory(db: Db, accountId: number, q: BillingHistoryQuery): Promise<BillingHistory> {
  let base = db.selectFrom('web_billing_ledger').where('account_id', '=', accountId);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.from) base = base.where('day', '>=', q.from);
  if (q.to) base = base.where('day', '<=', q.to);
  return listPage(
    base,
    (rows) => rows.select(['id', 'type', 'days', 'balance_after', 'day', 'source', 'note', 'created_at']).orderBy('id', 'desc'),
    (r) => ({
      id: Number(r.id),
      type: r.type as BillingLedgerType,
      days: Number(r.days),
      balanceAfter: Number(r.balance_after),
      createdAt: dbTimeToIso(r.created_at) ?? '',
      date: r.day,
      source: r.source,
      note: r.note ?? null,
    }),
    q,
    { fallback: BILLING_HISTORY_DEFAULT_SIZE, max: BILLING_HISTORY_MAX_SIZE },
  );
}
