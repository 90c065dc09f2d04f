/**
 * Game-time billing: the balance in days, the ledger, cards, the daily charge.
 *
 * The ledger (web_billing_ledger) holds every change; the balance (web_billing_accounts)
 * is updated in the SAME transaction as each ledger row (`addLedgerRow`), so it always
 * equals the sum of the account's rows. Exactly once:
 *   - daily charge: unique (account_id, charge_date); a second run, a second instance or a
 *     run after a restart finds the row there (or loses the insert race) and charges nothing;
 *   - card: `UPDATE web_billing_cards ... WHERE used_at IS NULL` claims it, then the RECHARGE
 *     row (unique ref 'card:<id>') in the same transaction; a lock conflict (deadlock, lock
 *     wait timeout, SQLite busy) runs the transaction again, then answers 503, never "used";
 *   - invite reward days: unique ref 'invite:<claimId>'.
 *
 * Who is charged for a game day (GAME_TIMEZONE): an account with a (non-GM) character above
 * site.freeTrialLevel that played that day: one of its characters logged out during that
 * game day, or (for today) the account is in game (loggedin > 0). The balance may go below
 * zero (days played without balance are still recorded); the next card pays them first.
 */
import crypto from 'node:crypto';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';
import { sql, type Transaction } from 'kysely';
import { dialectOf, type Db } from '../db';
import type { Database } from '../db/schema';
import { dbTimeToIso, toDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import { site } from '../../config/site';
import { BILLING_CARD_ALPHABET, BILLING_CARD_PATTERN, BILLING_HISTORY_DEFAULT_SIZE, BILLING_HISTORY_MAX_SIZE } from '../../config/rules';
import type {
  BillingHistory,
  BillingHistoryQuery,
  BillingLedgerType,
  BillingPlan,
  BillingSummary,
  RedeemAnswer,
  Subscription,
} from '../../config/contract/billing';
import { pagingValue } from './paging';
import { takeJobLease, releaseJobLease } from './job-lease';
import { isLockConflict, isUniqueViolation, withLockRetry } from './lock-retry';

dayjs.extend(utc);
dayjs.extend(timezone);

export type Executor = Db | Transaction<Database>;

/** The driver-error sniffers live in ./lock-retry (one copy); re-exported for the callers of this module. */
export { isUniqueViolation, isLockConflict as isDeadlock } from './lock-retry';

/* ------------------------------------------------------------------ days */

/** The game-timezone day 'YYYY-MM-DD' of an instant. */
export function gameDayOf(tz: string, at: number = Date.now()): string {
  return dayjs(at).tz(tz).format('YYYY-MM-DD');
}

/** A game day as the UTC database-text range [start, end). */
export function gameDayRange(tz: string, day: string): { start: string; end: string } {
  const start = dayjs.tz(`${day} 00:00:00`, tz);
  return { start: toDbTime(start.valueOf()), end: toDbTime(start.add(1, 'day').valueOf()) };
}

export function addDays(day: string, n: number): string {
  return dayjs.utc(`${day}T00:00:00Z`).add(n, 'day').format('YYYY-MM-DD');
}

/* ---------------------------------------------------------------- ledger */

export interface LedgerEntry {
  accountId: number;
  type: BillingLedgerType;
  days: number;
  /** Game day the row counts for. */
  day: string;
  /** DAILY_CHARGE: the charged day (unique per account). */
  chargeDate?: string | null;
  source: string;
  /** Unique source reference. */
  ref?: string | null;
  note?: string | null;
  now?: number;
}

/**
 * Writes one ledger row and moves the balance by the same amount, inside the caller's
 * transaction. Throws the database's unique violation when the charge day or ref exists
 * (the caller's transaction then rolls back: nothing changed).
 */
export async function addLedgerRow(trx: Transaction<Database>, e: LedgerEntry): Promise<{ id: number; balanceAfter: number }> {
  const now = toDbTime(e.now ?? Date.now());
  await trx.insertInto('web_billing_accounts').orIgnore().values({ account_id: e.accountId, balance_days: 0, updated_at: now }).execute();
  await trx
    .updateTable('web_billing_accounts')
    .set({ balance_days: sql`${sql.ref('balance_days')} + ${e.days}`, updated_at: now })
    .where('account_id', '=', e.accountId)
    .execute();
  const row = await trx.selectFrom('web_billing_accounts').select('balance_days').where('account_id', '=', e.accountId).executeTakeFirstOrThrow();
  const balanceAfter = Number(row.balance_days);
  const r = await trx
    .insertInto('web_billing_ledger')
    .values({
      account_id: e.accountId,
      type: e.type,
      days: e.days,
      balance_after: balanceAfter,
      day: e.day,
      charge_date: e.chargeDate ?? null,
      source: e.source,
      ref: e.ref ?? null,
      note: e.note?.slice(0, 255) ?? null,
      created_at: now,
    })
    .executeTakeFirstOrThrow();
  return { id: Number(r.insertId), balanceAfter };
}

/** The balance (0 when the account never had a ledger row). */
export async function balanceOf(db: Executor, accountId: number): Promise<number> {
  const row = await db.selectFrom('web_billing_accounts').select('balance_days').where('account_id', '=', accountId).executeTakeFirst();
  return Number(row?.balance_days ?? 0);
}

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

async function subscriptionOf(db: Executor, accountId: number, today: string): Promise<{ subscription: Subscription; chargedToday: boolean; lastChargeDate: string | null }> {
  const rows = await db
    .selectFrom('web_billing_ledger')
    .select(['type', 'days', 'balance_after', 'day', 'source', 'charge_date'])
    .where('account_id', '=', accountId)
    .orderBy('id')
    .execute();
  let lastChargeDate: string | null = null;
  for (const r of rows) if (r.charge_date && (!lastChargeDate || r.charge_date > lastChargeDate)) lastChargeDate = r.charge_date;
  const chargedToday = lastChargeDate === today;
  return { subscription: deriveSubscription(rows, today, chargedToday), chargedToday, lastChargeDate };
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
  };
}

/** GET /api/v1/billing/history: newest first, filtered by type and game-day range. */
export async function billingHistory(db: Db, accountId: number, q: BillingHistoryQuery): Promise<BillingHistory> {
  const page = pagingValue(q.page, 1, 100000);
  const size = pagingValue(q.size, BILLING_HISTORY_DEFAULT_SIZE, BILLING_HISTORY_MAX_SIZE);
  let base = db.selectFrom('web_billing_ledger').where('account_id', '=', accountId);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.from) base = base.where('day', '>=', q.from);
  if (q.to) base = base.where('day', '<=', q.to);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select(['id', 'type', 'days', 'balance_after', 'day', 'source', 'note', 'created_at'])
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
  ]);
  return {
    items: rows.map((r) => ({
      id: Number(r.id),
      type: r.type as BillingLedgerType,
      days: Number(r.days),
      balanceAfter: Number(r.balance_after),
      createdAt: dbTimeToIso(r.created_at) ?? '',
      date: r.day,
      source: r.source,
      note: r.note ?? null,
    })),
    total: Number(count.n),
    page,
    size,
  };
}

/* ----------------------------------------------------------------- cards */

/** A new card code: 16 symbols of BILLING_CARD_ALPHABET (crypto random), dashed in fours. */
export function newCardCode(): string {
  const chars = Array.from({ length: 16 }, () => BILLING_CARD_ALPHABET[crypto.randomInt(BILLING_CARD_ALPHABET.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}

/**
 * What a player typed, as a stored code: spaces and dashes dropped, upper case, dashed
 * in fours. Null when it is not 16 symbols of the alphabet.
 */
export function normalizeCardCode(input: string): string | null {
  const compact = input.replace(/[\s\-\u2010-\u2015]/g, '').toUpperCase();
  if (compact.length !== 16) return null;
  const dashed = [0, 4, 8, 12].map((i) => compact.slice(i, i + 4)).join('-');
  return BILLING_CARD_PATTERN.test(dashed) ? dashed : null;
}

/** The stored form of a typed code, or the translated refusal of an empty or malformed one. */
export function checkCardCode(input: string): string {
  if (!input.trim()) throw Object.assign(new AppError(400, ErrorCode.VALIDATION, 'billing.redeem.empty'), { field: 'cardCode' });
  const code = normalizeCardCode(input);
  if (!code) throw Object.assign(new AppError(400, ErrorCode.INVALID_INPUT, 'billing.redeem.badFormat'), { field: 'cardCode' });
  return code;
}

/** POST /api/v1/billing/redeem: one card, once, whatever the concurrency. */
export async function redeemCard(db: Db, accountId: number, input: string, s: BillingSettings): Promise<RedeemAnswer> {
  const code = checkCardCode(input);
  const nowMs = s.now?.() ?? Date.now();
  const now = toDbTime(nowMs);
  const today = gameDayOf(s.timezone, nowMs);
  const used = () => new AppError(409, ErrorCode.ALREADY_EXISTS, 'billing.redeem.used');

  // A lock conflict runs the whole transaction again (it re-reads the card), then answers 503: never "used".
  const days = await withLockRetry(() => db.transaction().execute(async (trx) => {
    const card = await trx.selectFrom('web_billing_cards').selectAll().where('code', '=', code).executeTakeFirst();
    if (!card || card.voided_at) throw new AppError(404, ErrorCode.NOT_FOUND, 'billing.redeem.notFound');
    if (card.used_at) throw used();
    if (card.expires_at && card.expires_at <= now) throw new AppError(422, ErrorCode.UNPROCESSABLE, 'billing.redeem.expired');
    const claimed = await trx
      .updateTable('web_billing_cards')
      .set({ used_at: now, used_by_account_id: accountId })
      .where('id', '=', card.id)
      .where('used_at', 'is', null)
      .where('voided_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw used(); // another redeem won the race
    await addLedgerRow(trx, {
      accountId,
      type: 'RECHARGE',
      days: Number(card.days),
      day: today,
      source: 'card',
      ref: `card:${card.id}`,
      note: code,
      now: nowMs,
    });
    return Number(card.days);
  })).catch((e) => {
    if (e instanceof AppError) throw e;
    if (isUniqueViolation(e)) throw used(); // the card's ledger ref: a concurrent redeem won
    throw e;
  });
  const sub = await subscriptionOf(db, accountId, today);
  return { code, days, balanceDays: await balanceOf(db, accountId), subscription: sub.subscription };
}

export interface CardRecord {
  id: number;
  code: string;
  days: number;
  batch: string | null;
  createdAt: string;
  expiresAt: string | null;
  usedAt: string | null;
  usedBy: string | null;
  voidedAt: string | null;
}

/** Creates `count` cards of `days` days (operator CLI). Returns their codes. */
export async function generateCards(db: Db, o: { days: number; count: number; expiresAt?: string | null; batch?: string | null; note?: string | null; now?: number }): Promise<string[]> {
  if (!Number.isInteger(o.days) || o.days < 1 || o.days > 3650) throw new Error('--days must be a whole number from 1 to 3650');
  if (!Number.isInteger(o.count) || o.count < 1 || o.count > 10000) throw new Error('--count must be a whole number from 1 to 10000');
  const now = toDbTime(o.now ?? Date.now());
  const codes: string[] = [];
  await db.transaction().execute(async (trx) => {
    while (codes.length < o.count) {
      const code = newCardCode();
      const r = await trx
        .insertInto('web_billing_cards')
        .orIgnore()
        .values({ code, days: o.days, batch: o.batch ?? null, note: o.note ?? null, created_at: now, expires_at: o.expiresAt ?? null })
        .executeTakeFirst();
      if (Number(r.numInsertedOrUpdatedRows ?? 1) === 1) codes.push(code); // a (practically impossible) repeated code is drawn again
    }
  });
  return codes;
}

export async function listCards(db: Db, o: { unused?: boolean; limit?: number } = {}): Promise<CardRecord[]> {
  let q = db
    .selectFrom('web_billing_cards as c')
    .leftJoin('accounts as a', 'a.id', 'c.used_by_account_id')
    .select(['c.id', 'c.code', 'c.days', 'c.batch', 'c.created_at', 'c.expires_at', 'c.used_at', 'c.voided_at', 'a.name'])
    .orderBy('c.id', 'desc')
    .limit(o.limit ?? 1000);
  if (o.unused) q = q.where('c.used_at', 'is', null).where('c.voided_at', 'is', null);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    days: Number(r.days),
    batch: r.batch ?? null,
    createdAt: r.created_at,
    expiresAt: r.expires_at ?? null,
    usedAt: r.used_at ?? null,
    usedBy: r.name ?? null,
    voidedAt: r.voided_at ?? null,
  }));
}

/** Voids an unused card. False when there is no such unused, unvoided card. */
export async function voidCard(db: Db, code: string, now: number = Date.now()): Promise<boolean> {
  const normalized = normalizeCardCode(code);
  if (!normalized) return false;
  const r = await db
    .updateTable('web_billing_cards')
    .set({ voided_at: toDbTime(now) })
    .where('code', '=', normalized)
    .where('used_at', 'is', null)
    .where('voided_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An operator's ADJUSTMENT (+/- days) with a note. */
export async function adjustBalance(db: Db, o: { username: string; days: number; note: string; timezone: string; now?: number }): Promise<{ accountId: number; balanceAfter: number }> {
  if (!Number.isInteger(o.days) || o.days === 0 || Math.abs(o.days) > 36500) throw new Error('days must be a non-zero whole number');
  if (!o.note.trim()) throw new Error('--note is required');
  const account = await db.selectFrom('accounts').select('id').where('name', '=', o.username).executeTakeFirst();
  if (!account) throw new Error(`account ${o.username} does not exist`);
  const r = await db.transaction().execute((trx) => addAdjustment(trx, { accountId: account.id, days: o.days, note: o.note, timezone: o.timezone, now: o.now }));
  return { accountId: account.id, balanceAfter: r!.balanceAfter };
}

/**
 * An operator's ADJUSTMENT row inside the caller's transaction, with the balance before it.
 * With `noNegative`, a debit that would take the balance below zero writes nothing and answers
 * null; the balance row is locked first (MySQL: FOR UPDATE), so two debits cannot both pass.
 */
export async function addAdjustment(
  trx: Transaction<Database>,
  o: { accountId: number; days: number; note: string; timezone: string; now?: number; noNegative?: boolean },
): Promise<{ balanceBefore: number; balanceAfter: number } | null> {
  const nowMs = o.now ?? Date.now();
  await trx.insertInto('web_billing_accounts').orIgnore().values({ account_id: o.accountId, balance_days: 0, updated_at: toDbTime(nowMs) }).execute();
  let read = trx.selectFrom('web_billing_accounts').select('balance_days').where('account_id', '=', o.accountId);
  if (dialectOf(trx) === 'mysql') read = read.forUpdate();
  const balanceBefore = Number((await read.executeTakeFirstOrThrow()).balance_days);
  if (o.noNegative && o.days < 0 && balanceBefore + o.days < 0) return null;
  const r = await addLedgerRow(trx, { accountId: o.accountId, type: 'ADJUSTMENT', days: o.days, day: gameDayOf(o.timezone, nowMs), source: 'operator', note: o.note.trim(), now: nowMs });
  return { balanceBefore, balanceAfter: r.balanceAfter };
}

/* ---------------------------------------------------------- daily charge */

export interface DailyChargeResult {
  day: string;
  charged: number;
  /** Candidates another run or instance charged first. */
  skipped: number;
}

/**
 * Charges one day to every account that played `day` with a character above the free
 * trial level, unless already charged for that day. Safe to run any number of times, on
 * any number of instances at once.
 */
export async function runDailyCharge(db: Db, o: { timezone: string; day?: string; now?: number; freeTrialLevel?: number }): Promise<DailyChargeResult> {
  const nowMs = o.now ?? Date.now();
  const today = gameDayOf(o.timezone, nowMs);
  const day = o.day ?? today;
  const trial = o.freeTrialLevel ?? site.freeTrialLevel;
  const { start, end } = gameDayRange(o.timezone, day);
  const candidates = await db
    .selectFrom('accounts as a')
    .select('a.id')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('characters as c').select('c.id').whereRef('c.accountid', '=', 'a.id').where('c.level', '>', trial).where('c.gm', '=', 0),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('characters as p')
            .select('p.id')
            .whereRef('p.accountid', '=', 'a.id')
            .where('p.lastLogoutTime', '>=', start)
            .where('p.lastLogoutTime', '<', end),
        ),
        ...(day === today ? [eb('a.loggedin', '>', 0)] : []),
      ]),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('web_billing_ledger as l').select('l.id').whereRef('l.account_id', '=', 'a.id').where('l.charge_date', '=', day))),
    )
    .orderBy('a.id')
    .execute();
  let charged = 0;
  let skipped = 0;
  for (const { id } of candidates) {
    try {
      await db.transaction().execute((trx) =>
        addLedgerRow(trx, { accountId: id, type: 'DAILY_CHARGE', days: -1, day, chargeDate: day, source: 'daily', now: nowMs }),
      );
      charged += 1;
    } catch (e) {
      if (!isUniqueViolation(e) && !isLockConflict(e)) throw e;
      skipped += 1; // charged meanwhile by another run
    }
  }
  return { day, charged, skipped };
}

export const DAILY_CHARGE_LEASE = 'billing-daily-charge';

/**
 * One round of the job: under the lease, charges yesterday (players who logged out after
 * the last round of yesterday) and today. Null when another instance holds the lease.
 */
export async function dailyChargeRound(db: Db, o: { timezone: string; now?: number }): Promise<DailyChargeResult[] | null> {
  const nowMs = o.now ?? Date.now();
  if (!(await takeJobLease(db, DAILY_CHARGE_LEASE, 15 * 60, nowMs))) return null;
  const results: DailyChargeResult[] = [];
  try {
    const today = gameDayOf(o.timezone, nowMs);
    for (const day of [addDays(today, -1), today]) results.push(await runDailyCharge(db, { timezone: o.timezone, day, now: nowMs }));
  } finally {
    await releaseJobLease(db, DAILY_CHARGE_LEASE, JSON.stringify(results), Date.now()).catch(() => undefined);
  }
  return results;
}

/** Runs dailyChargeRound at start and every `everyMs` (site.billing.chargeEverySeconds). Returns a stop function. */
export function startBillingJob(
  db: Db,
  o: { timezone: string; everyMs?: number; log?: { info: (o: object, msg: string) => void; error: (o: object, msg: string) => void } },
): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const results = await dailyChargeRound(db, { timezone: o.timezone });
      const charged = results?.reduce((n, r) => n + r.charged, 0) ?? 0;
      if (charged > 0) o.log?.info({ results }, 'daily game-time charge');
    } catch (error) {
      o.log?.error({ err: error }, 'daily game-time charge failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, o.everyMs ?? site.billing.chargeEverySeconds * 1000);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}

/** For tests and the operator: every account whose balance differs from its ledger's sum (should be none). */
export async function ledgerMismatches(db: Db): Promise<Array<{ accountId: number; balance: number; sum: number }>> {
  const sums = await db
    .selectFrom('web_billing_ledger')
    .select(['account_id', (eb) => eb.fn.sum<number>('days').as('sum')])
    .groupBy('account_id')
    .execute();
  const balances = await db.selectFrom('web_billing_accounts').select(['account_id', 'balance_days']).execute();
  const bySum = new Map(sums.map((r) => [Number(r.account_id), Number(r.sum)]));
  const out: Array<{ accountId: number; balance: number; sum: number }> = [];
  for (const b of balances) {
    const sum = bySum.get(Number(b.account_id)) ?? 0;
    if (sum !== Number(b.balance_days)) out.push({ accountId: Number(b.account_id), balance: Number(b.balance_days), sum });
    bySum.delete(Number(b.account_id));
  }
  for (const [accountId, sum] of bySum) out.push({ accountId, balance: 0, sum });
  return out;
}

