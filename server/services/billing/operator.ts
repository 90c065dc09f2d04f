/**
 * What an operator does to game time (the billing CLI, server/cli/billing.ts, and the web
 * console, server/services/admin/accounts.ts): create, list and void cards, and adjust an
 * account's balance by hand (an ADJUSTMENT ledger row with a note). Bad input is refused
 * with an Error whose message the CLI prints.
 */
import type { Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db';
import type { Database } from '../../db/schema';
import { gameDayOf, toDbTime } from '../../db/time';
import { newCardCode } from '../codes';
import { normalizeCardCode } from './cards';
import { addLedgerRow } from './ledger';

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
