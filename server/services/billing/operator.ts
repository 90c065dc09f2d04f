/**
 * What an operator does to game time (the billing CLI, server/cli/billing.ts, and the web
 * console, server/services/admin/accounts.ts and billing.ts): create, list and void cards,
 * and adjust an account's balance by hand (an ADJUSTMENT ledger row with a note). Creating
 * and voiding cards write their audit row (services/admin/audit.ts) in their own
 * transaction; the CLI acts as operator "cli". Bad input is refused with an Error whose
 * message the CLI prints.
 */
import type { Transaction } from 'kysely';
import { dialectOf, type Db } from '../../db';
import type { Database } from '../../db/schema';
import { withRetry } from '../../db/errors';
import { dbTimeToIso, gameDayOf, toDbTime } from '../../db/time';
import { newCardCode } from '../codes';
import { CLI_ACTOR, csvCell, recordAudit, type AuditActor } from '../admin/audit';
import { normalizeCardCode } from './cards';
import { addLedgerRow } from './ledger';
import { planOf } from './subscription';

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

/** A generated batch: its codes (shown once), what the audit row recorded, and that row's id. */
export interface CardBatch {
  codes: string[];
  days: number;
  batch: string | null;
  expiresAt: string | null;
  auditId: number;
}

/**
 * Creates `count` cards of `days` days in one transaction with its audit row (action
 * 'cards.generate': the batch's card count before and after, the days, the plan, the
 * expiry and the note; never the codes). Refused with an Error (the CLI prints its message).
 */
export async function generateCardBatch(
  db: Db,
  o: { days: number; count: number; expiresAt?: string | null; batch?: string | null; note?: string | null; now?: number; actor?: AuditActor },
): Promise<CardBatch> {
  if (!Number.isInteger(o.days) || o.days < 1 || o.days > 3650) throw new Error('--days must be a whole number from 1 to 3650');
  if (!Number.isInteger(o.count) || o.count < 1 || o.count > 10000) throw new Error('--count must be a whole number from 1 to 10000');
  const nowMs = o.now ?? Date.now();
  const now = toDbTime(nowMs);
  const batch = o.batch?.trim() || null;
  const note = o.note?.trim() || null;
  const expiresAt = o.expiresAt ?? null;
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      const codes: string[] = [];
      const inBatch = async () =>
        batch === null
          ? null
          : Number((await trx.selectFrom('web_billing_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('batch', '=', batch).executeTakeFirstOrThrow()).n);
      const before = await inBatch();
      while (codes.length < o.count) {
        const code = newCardCode();
        const r = await trx
          .insertInto('web_billing_cards')
          .orIgnore()
          .values({ code, days: o.days, batch, note, created_at: now, expires_at: expiresAt })
          .executeTakeFirst();
        if (Number(r.numInsertedOrUpdatedRows ?? 1) === 1) codes.push(code); // a (practically impossible) repeated code is drawn again
      }
      const auditId = await recordAudit(trx, o.actor ?? CLI_ACTOR, {
        action: 'cards.generate',
        targetType: 'cardBatch',
        targetId: batch,
        targetLabel: batch,
        before: { batch, cards: before },
        after: { batch, cards: before === null ? null : before + codes.length, generated: codes.length, days: o.days, plan: planOf(o.days), expiresAt: dbTimeToIso(expiresAt), note },
        reason: note,
        now: nowMs,
      });
      return { codes, days: o.days, batch, expiresAt, auditId };
    }),
  );
}

/** `generateCardBatch`'s codes (as operator "cli" unless `actor` says otherwise). */
export async function generateCards(db: Db, o: Parameters<typeof generateCardBatch>[1]): Promise<string[]> {
  return (await generateCardBatch(db, o)).codes;
}

/** The CSV columns of a generated batch (the CLI's --csv file and the console's download). */
export const CARD_CSV_HEADER = 'code,days,expires_at_utc,batch';

/**
 * A batch as CSV: the header, then one line a card (LF lines). Cells a spreadsheet would
 * run as a formula get a leading apostrophe, as in the audit export.
 */
export function cardsCsv(b: Pick<CardBatch, 'codes' | 'days' | 'batch' | 'expiresAt'>): string {
  const lines = [CARD_CSV_HEADER, ...b.codes.map((code) => [code, b.days, b.expiresAt ?? '', b.batch ?? ''].map(csvCell).join(','))];
  return `${lines.join('\n')}\n`;
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

/** Why a card cannot be voided: no such card, redeemed already, void already. */
export type VoidRefusal = 'notFound' | 'used' | 'void';

/**
 * Voids an unused (or expired) card, in one transaction with its audit row (action
 * 'card.void'; the card is worthless from then on). A used or void card is refused; a
 * redeem racing the void either wins (the void answers 'used') or finds the card void.
 */
export async function voidCardByOperator(
  db: Db,
  input: string,
  o: { now?: number; actor?: AuditActor; reason?: string | null } = {},
): Promise<{ id: number; code: string; auditId: number } | { refused: VoidRefusal }> {
  const code = normalizeCardCode(input);
  if (!code) return { refused: 'notFound' };
  const nowMs = o.now ?? Date.now();
  const now = toDbTime(nowMs);
  return withRetry(() =>
    db.transaction().execute(async (trx) => {
      let read = trx.selectFrom('web_billing_cards').selectAll().where('code', '=', code);
      if (dialectOf(trx) === 'mysql') read = read.forUpdate();
      const card = await read.executeTakeFirst();
      if (!card) return { refused: 'notFound' as const };
      if (card.voided_at) return { refused: 'void' as const };
      if (card.used_at) return { refused: 'used' as const };
      const r = await trx
        .updateTable('web_billing_cards')
        .set({ voided_at: now })
        .where('id', '=', card.id)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) !== 1) return { refused: 'used' as const }; // a redeem won the race
      const expired = card.expires_at !== null && card.expires_at <= now;
      const auditId = await recordAudit(trx, o.actor ?? CLI_ACTOR, {
        action: 'card.void',
        targetType: 'card',
        targetId: Number(card.id),
        targetLabel: code,
        before: { state: expired ? 'expired' : 'unused', days: Number(card.days), batch: card.batch ?? null, voidedAt: null },
        after: { state: 'void', days: Number(card.days), batch: card.batch ?? null, voidedAt: dbTimeToIso(now) },
        reason: o.reason?.trim() || null,
        now: nowMs,
      });
      return { id: Number(card.id), code, auditId };
    }),
  );
}

/** `voidCardByOperator` as operator "cli": true when the card was voided. */
export async function voidCard(db: Db, code: string, now: number = Date.now()): Promise<boolean> {
  return !('refused' in (await voidCardByOperator(db, code, { now })));
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
