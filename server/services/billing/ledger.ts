/**
 * The game-time ledger: every change of an account's balance (in days) is one row of
 * web_billing_ledger, and the balance (web_billing_accounts) moves in the SAME transaction
 * as each row (`addLedgerRow`), so it always equals the sum of the account's rows
 * (`ledgerMismatches` lists any account where it does not: there should be none).
 * Unique keys make each row happen once: (account_id, charge_date) for a daily charge, the
 * source reference `ref` ('card:<id>', 'invite:<claimId>') for the others. The balance may
 * go below zero (days played without balance are still recorded); the next card pays them
 * first.
 */
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { toDbTime } from '../../db/time';
import type { BillingLedgerType } from '../../../config/contract/billing';

export type Executor = Db | Transaction<Database>;

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
