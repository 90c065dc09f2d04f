/**
 * Failed web-shop gifts, counted so a birthday cannot be guessed through the gift dialog.
 *
 * A gift names a receiver character and that player's birthday (the birthday is also the
 * secret of account unlock method 2 and of the game's own Cash Shop). Every refusal about
 * the receiver is one answer, so a refusal does not say what was wrong; but a guesser could
 * still try birthday after birthday. So each attempt is written before the receiver is
 * looked at ('pending'), kept when it is refused for the receiver's name or birthday
 * ('receiver') or for the sender's own birthday ('sender'), and removed otherwise
 * (delivered, or refused for something that says nothing about the receiver: funds, stock).
 * Within site.giftFailures.windowHours, a receiver name accepts perReceiver failures from
 * all senders together and a sender account perSender failures to all receivers; past
 * either, every gift to that name (or from that account) is refused with 429, a right
 * birthday included (otherwise the limit itself would tell a right guess).
 *
 * Concurrency: the attempt's own row is written first and the counts include every
 * attempt still running, so however many gifts race, no more than the limit of them reach
 * the receiver check.
 */
import type { Db } from '../db';
import { fromDbTime, toDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import { site } from '../../config/site';

export type GiftFailure = 'receiver' | 'sender';

/** The receiver's character name as counted: trimmed, lower-case (the game's names are case-insensitive). */
export const receiverKey = (name: string) => name.trim().toLowerCase().slice(0, 32);

const windowMs = () => site.giftFailures.windowHours * 3_600_000;

/**
 * Writes the attempt and checks both limits; 429 (and nothing kept) when either is used up.
 * Returns the attempt's id for settleGiftAttempt.
 */
export async function reserveGiftAttempt(db: Db, senderAccountId: number, receiverName: string, now = Date.now()): Promise<number> {
  const key = receiverKey(receiverName);
  const r = await db
    .insertInto('web_gift_attempts')
    .values({ sender_account_id: senderAccountId, receiver_key: key, outcome: 'pending', created_at: toDbTime(now) })
    .executeTakeFirstOrThrow();
  const id = Number(r.insertId);
  const since = toDbTime(now - windowMs());
  const [toReceiver, fromSender] = await Promise.all([
    db
      .selectFrom('web_gift_attempts')
      .select('created_at')
      .where('receiver_key', '=', key)
      .where('outcome', 'in', ['pending', 'receiver'])
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('web_gift_attempts').select('created_at').where('sender_account_id', '=', senderAccountId).where('created_at', '>', since).orderBy('created_at').execute(),
  ]);
  const over = [
    toReceiver.length > site.giftFailures.perReceiver ? toReceiver : null,
    fromSender.length > site.giftFailures.perSender ? fromSender : null,
  ].filter((rows): rows is typeof toReceiver => rows !== null);
  if (over.length === 0) return id;
  await db.deleteFrom('web_gift_attempts').where('id', '=', id).execute();
  // Free again once the oldest counted failure leaves the window.
  const freeAt = Math.max(...over.map((rows) => (fromDbTime(rows[0].created_at) ?? now) + windowMs()));
  const seconds = Math.max(1, Math.ceil((freeAt - now) / 1000));
  throw new AppError(429, ErrorCode.TOO_MANY_REQUESTS, 'server.shop.giftAttemptsLimited', { seconds, minutes: Math.max(1, Math.ceil(seconds / 60)) });
}

/** Keeps the attempt as a failure of that kind, or removes it (null: not a failure). */
export async function settleGiftAttempt(db: Db, id: number, failure: GiftFailure | null): Promise<void> {
  if (failure) await db.updateTable('web_gift_attempts').set({ outcome: failure }).where('id', '=', id).execute();
  else await db.deleteFrom('web_gift_attempts').where('id', '=', id).execute();
}

/** Housekeeping: attempts older than the window count for nothing. */
export async function cleanGiftAttempts(db: Db, now = Date.now()): Promise<number> {
  const r = await db.deleteFrom('web_gift_attempts').where('created_at', '<', toDbTime(now - windowMs())).executeTakeFirst();
  return Number(r.numDeletedRows);
}
