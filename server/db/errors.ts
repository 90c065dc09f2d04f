/**
 * What a database driver's error means, in one place, and the retry of a lost lock race.
 *
 * - A unique violation (mysql2 ER_DUP_ENTRY, better-sqlite3 SQLITE_CONSTRAINT_*) is the
 *   database's own proof that a concurrent twin won: callers answer it as their business
 *   refusal ("used", "already claimed", the twin order).
 * - A lock conflict (MySQL/MariaDB deadlock ER_LOCK_DEADLOCK / errno 1213, lock wait
 *   timeout ER_LOCK_WAIT_TIMEOUT / 1205, SQLite SQLITE_BUSY) means "this transaction lost a
 *   race for a lock and was rolled back", never "the card was used" or "already claimed".
 *   `withRetry` runs the whole transaction again a few times (short growing pause); when
 *   the conflict persists the caller hears 503 "busy, try again" (`server.busy`). The
 *   retried function must be the whole transaction, so a retry re-reads everything.
 * - An unreachable database (refused, lost or timed-out connection, SQLite file busy past
 *   its timeout or unopenable) is answered 503 by the error plugin.
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
export async function withRetry<T>(transaction: () => Promise<T>, o: { attempts?: number; busy?: () => AppError } = {}): Promise<T> {
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

/** Driver error codes that mean "the database cannot be reached right now" (not a bad query). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'PROTOCOL_ENQUEUE_AFTER_FATAL_ERROR',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'ER_TOO_MANY_USER_CONNECTIONS',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);

/** True when `error` (or one of its causes) is a lost / refused / timed-out database connection. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { message, cause } = e as { message?: unknown; cause?: unknown };
    const code = driverCode(e);
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('SQLITE_IOERR') || code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_CANTOPEN')) return true;
    // mysql2 reports a write on a connection it already knows is dead without a code.
    if (typeof message === 'string' && /connection is in closed state|Connection lost|connect ETIMEDOUT/i.test(message)) return true;
    const errors = (e as { errors?: unknown }).errors; // AggregateError (several addresses refused)
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = cause;
  }
  return false;
}
