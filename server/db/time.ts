/**
 * Times in the database are UTC text 'YYYY-MM-DD HH:mm:ss' on SQLite and MySQL.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** A Date (default now) as 'YYYY-MM-DD HH:mm:ss' UTC. */
export function toDbTime(date: Date | number = Date.now()): string {
  return dayjs.utc(date).format('YYYY-MM-DD HH:mm:ss');
}

/** Now plus `seconds`, as database text. */
export function dbTimeIn(seconds: number, from: number = Date.now()): string {
  return toDbTime(from + seconds * 1000);
}

/** Database text (UTC) -> epoch ms; null/empty/zero-date -> null. */
export function fromDbTime(text: string | Date | null | undefined): number | null {
  if (text == null || text === '') return null;
  if (text instanceof Date) return text.getTime();
  if (text.startsWith('0000-00-00')) return null;
  const d = dayjs.utc(text.length === 10 ? `${text} 00:00:00` : text);
  return d.isValid() ? d.valueOf() : null;
}

/** Database text (UTC) -> ISO 8601 '2025-01-31T12:00:00Z' (null stays null). */
export function dbTimeToIso(text: string | Date | null | undefined): string | null {
  const ms = fromDbTime(text);
  return ms == null ? null : dayjs.utc(ms).format('YYYY-MM-DDTHH:mm:ss[Z]');
}
