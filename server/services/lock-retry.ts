/**
 * Driver errors a value-moving transaction must tell apart, and the retry of a lock
 * conflict.
 *
 * A lock conflict is not an answer about the business: MySQL/MariaDB's deadlock
 * (ER_LOCK_DEADLOCK, errno 1213) and lock wait timeout (ER_LOCK_WAIT_TIMEOUT, 1205), or
 * SQLite's SQLITE_BUSY, mean "this transaction lost a race for a lock and was rolled
 * back", not "the card was used" or "already claimed". `withLockRetry` runs the whole
 * transaction again a few times (short growing pause); when the conflict persists the
 * caller hears 503 "busy, try again" (`server.busy`), never a business refusal. The
 * retried function must be the whole transaction, so a retry re-reads everything.
 *
 * A unique violation (ER_DUP_ENTRY, SQLITE_CONSTRAINT_*) is the database's own proof that
 * a concurrent twin won: callers answer it as their business refusal.
 */
import { AppError, ErrorCode } from '../errors';

/** Tries of a transaction that keeps losing lock races before the caller hears 503. */
export const LOCK_RETRY_ATTEMPTS = 4;

/** The driver's error code (mysql2 'ER_…', better-sqlite3 'SQLITE_…'); an AppError's numeric code is not one. */
export const driverCode = (e: unknown): string => {
  const code = (e as { code?: unknown })?.code;
  return typeof code === 'string' ? code : '';
};

export const isUniqueViolation = (e: unknown): boolean => {
  const code = driverCode(e);
  return code === 'ER_DUP_ENTRY' || code.startsWith('SQLITE_CONSTRAINT');
};

/** A deadlock or lock wait timeout (MySQL/MariaDB), or a busy database (SQLite). */
export const isLockConflict = (e: unknown): boolean => {
  if (e instanceof AppError) return false;
  const code = driverCode(e);
  const errno = (e as { errno?: unknown })?.errno;
  return code === 'ER_LOCK_DEADLOCK' || code === 'ER_LOCK_WAIT_TIMEOUT' || code.startsWith('SQLITE_BUSY') || errno === 1213 || errno === 1205;
};

/** 503: the database is too busy with conflicting writes; try again (nothing was written). */
export const busyError = (key = 'server.busy') => new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, key);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `transaction` (a whole transaction), again on a lock conflict, up to `attempts`
 * times; then throws `busy()` (503). Any other error goes through unchanged.
 */
export async function withLockRetry<T>(transaction: () => Promise<T>, o: { attempts?: number; busy?: () => AppError } = {}): Promise<T> {
  const attempts = o.attempts ?? LOCK_RETRY_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction();
    } catch (e) {
      if (!isLockConflict(e)) throw e;
      if (attempt >= attempts) throw (o.busy ?? busyError)();
      await sleep(10 * attempt + Math.floor(Math.random() * 20));
    }
  }
}
