/**
 * Housekeeping of the site's auth tables: expired refresh tokens (kept a week after
 * expiry for reuse detection), e-mail codes older than a day, expired ALTCHA solutions,
 * web-shop gift attempts older than their counting window, and the text of outbox e-mails
 * older than OUTBOX_BODY_DAYS (7): the codes and names in an e-mail do not stay at rest,
 * while its row (address, subject, status, error) stays for the operator.
 * The jobs plugin runs it hourly (plugins/housekeeping.ts).
 */
import type { Db } from '../db';
import { toDbTime } from '../db/time';
import { cleanGiftAttempts } from './gift-attempts';

export interface CleanResult {
  refreshTokens: number;
  emailCodes: number;
  altcha: number;
  /** Outbox e-mails whose text was emptied by this run. */
  outboxBodies: number;
  giftAttempts: number;
}

export async function cleanExpired(db: Db, now = Date.now(), options: { outboxBodyDays?: number } = {}): Promise<CleanResult> {
  const weekAgo = toDbTime(now - 7 * 86_400_000);
  const dayAgo = toDbTime(now - 86_400_000);
  const bodiesBefore = toDbTime(now - (options.outboxBodyDays ?? 7) * 86_400_000);
  const r = await db.deleteFrom('web_refresh_tokens').where('expires_at', '<', weekAgo).executeTakeFirst();
  const e = await db.deleteFrom('web_email_codes').where('created_at', '<', dayAgo).executeTakeFirst();
  const a = await db.deleteFrom('web_altcha_used').where('expires_at', '<', toDbTime(now)).executeTakeFirst();
  const o = await db.updateTable('web_outbox').set({ body: '' }).where('created_at', '<', bodiesBefore).where('body', '<>', '').executeTakeFirst();
  const giftAttempts = await cleanGiftAttempts(db, now);
  return {
    refreshTokens: Number(r.numDeletedRows),
    emailCodes: Number(e.numDeletedRows),
    altcha: Number(a.numDeletedRows),
    outboxBodies: Number(o.numUpdatedRows),
    giftAttempts,
  };
}
