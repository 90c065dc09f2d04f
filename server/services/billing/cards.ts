/**
 * Game-time cards: a player types a card's code and its days go to the balance, once.
 *
 * `UPDATE web_billing_cards ... WHERE used_at IS NULL` claims the card, then the RECHARGE
 * ledger row (unique ref 'card:<id>') is written in the same transaction, so however many
 * redeems of one code race, one wins and the others hear "used". A lock conflict (deadlock,
 * lock wait timeout, SQLite busy) runs the whole transaction again, then answers 503 busy,
 * never "used" (server/db/errors.ts). New codes come from ../codes.ts.
 */
import type { Db } from '../../db';
import { isUniqueViolation, withRetry } from '../../db/errors';
import { gameDayOf, toDbTime } from '../../db/time';
import { AppError, ErrorCode } from '../../errors';
import { BILLING_CARD_PATTERN } from '../../../config/rules';
import type { RedeemAnswer } from '../../../config/contract/billing';
import { addLedgerRow, balanceOf } from './ledger';
import { subscriptionOf, type BillingSettings } from './subscription';

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
  const days = await withRetry(() => db.transaction().execute(async (trx) => {
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
