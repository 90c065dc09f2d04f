/**
 * E-mailed 6-digit codes (registration, password reset): valid 10 minutes, one
 * resend per 60 s, 5 tries at most, single use.
 * - Stored as HMAC-SHA256 keyed with the server's secret (JWT_SECRET): a plain hash of
 *   a 6-digit code is undone by trying the million codes, so without the key a copy of
 *   the table tells nothing. Compared in constant time.
 * - A try is claimed before the code is compared, by a conditional update
 *   (attempts = attempts + 1 WHERE attempts < 5): however many guesses arrive at once,
 *   at most 5 are compared, and the right code after the fifth try is refused.
 */
import crypto from 'node:crypto';
import type { Db } from '../db';
import { toDbTime, dbTimeIn, fromDbTime } from '../db/time';
import { AppError, ErrorCode } from '../errors';
import { EMAIL_CODE_TTL_SECONDS, EMAIL_CODE_RESEND_SECONDS } from '../../config/rules';

export type CodePurpose = 'register' | 'reset';
export const MAX_CODE_ATTEMPTS = 5;

/** `secret` is the server's JWT secret; the purpose and address are part of what is hashed. */
const hashCode = (secret: string, purpose: CodePurpose, email: string, code: string) =>
  crypto.createHmac('sha256', secret).update(`email-code:${purpose}:${email.toLowerCase()}:${code}`, 'utf8').digest('hex');

export function newCode(): string {
  return String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Seconds left before another code may be sent to this address (0 = now). */
export async function cooldownLeft(db: Db, purpose: CodePurpose, email: string): Promise<number> {
  const last = await db
    .selectFrom('web_email_codes')
    .select('created_at')
    .where('purpose', '=', purpose)
    .where('email', '=', email.toLowerCase())
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const at = fromDbTime(last?.created_at);
  if (at == null) return 0;
  return Math.max(0, Math.ceil((at + EMAIL_CODE_RESEND_SECONDS * 1000 - Date.now()) / 1000));
}

/** Stores a new code (its keyed hash); the caller e-mails it. Throws 429 while the resend cooldown runs. */
export async function createCode(
  db: Db,
  secret: string,
  purpose: CodePurpose,
  email: string,
  opts: { accountId?: number; ip?: string } = {},
): Promise<{ id: number; code: string }> {
  const wait = await cooldownLeft(db, purpose, email);
  if (wait > 0) throw new AppError(429, ErrorCode.TOO_MANY_REQUESTS, 'server.emailCode.cooldown', { seconds: wait });
  const code = newCode();
  const r = await db
    .insertInto('web_email_codes')
    .values({
      purpose,
      email: email.toLowerCase(),
      account_id: opts.accountId ?? null,
      code_hash: hashCode(secret, purpose, email, code),
      created_at: toDbTime(),
      expires_at: dbTimeIn(EMAIL_CODE_TTL_SECONDS),
      ip: opts.ip?.slice(0, 45) ?? null,
    })
    .executeTakeFirst();
  return { id: Number(r.insertId), code };
}

export async function deleteCode(db: Db, id: number): Promise<void> {
  await db.deleteFrom('web_email_codes').where('id', '=', id).execute();
}

const invalid = () => new AppError(400, ErrorCode.EMAIL_CODE_INVALID, 'server.emailCode.invalid');

/**
 * Checks and uses up the latest live code sent to `email` for `purpose` (and account,
 * when given). Each call first claims one of the code's 5 tries (conditional UPDATE);
 * none left: 400 tooManyAttempts without comparing. Wrong code: 400 EMAIL_CODE_INVALID.
 * A code is used once: the conditional UPDATE of used_at lets one caller through.
 */
export async function consumeCode(db: Db, secret: string, purpose: CodePurpose, email: string, code: string, accountId?: number): Promise<void> {
  const now = toDbTime();
  let q = db
    .selectFrom('web_email_codes')
    .select(['id', 'code_hash'])
    .where('purpose', '=', purpose)
    .where('email', '=', email.toLowerCase())
    .where('used_at', 'is', null)
    .where('expires_at', '>', now);
  if (accountId !== undefined) q = q.where('account_id', '=', accountId);
  const row = await q.orderBy('id', 'desc').limit(1).executeTakeFirst();
  if (!row) throw invalid();
  const claimed = await db
    .updateTable('web_email_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) {
    // No try left, or the code was used meanwhile (then it is simply no longer valid).
    const current = await db.selectFrom('web_email_codes').select('used_at').where('id', '=', row.id).executeTakeFirst();
    if (current && current.used_at === null) throw new AppError(400, ErrorCode.EMAIL_CODE_INVALID, 'server.emailCode.tooManyAttempts');
    throw invalid();
  }
  const given = Buffer.from(hashCode(secret, purpose, email, code));
  const stored = Buffer.from(row.code_hash);
  if (given.length !== stored.length || !crypto.timingSafeEqual(given, stored)) throw invalid();
  const used = await db.updateTable('web_email_codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) throw invalid();
}

