/**
 * Times and days as the database keeps them, in one place.
 *
 * - Times are UTC text 'YYYY-MM-DD HH:mm:ss' on SQLite and MySQL (`toDbTime`), in the
 *   site's tables and in the game's DATETIME columns alike.
 * - A game day is 'YYYY-MM-DD' in the game's time zone (GAME_TIMEZONE): the day of a
 *   check-in, a vote credit, a daily charge or a ledger row (`gameDayOf`). Its instants
 *   are the UTC range `gameDayRange` gives; days are counted with `addDays`.
 */
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import timezone from 'dayjs/plugin/timezone.js';

dayjs.extend(utc);
dayjs.extend(timezone);

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

/** The game-timezone day 'YYYY-MM-DD' of an instant (default now). */
export function gameDayOf(tz: string, at: number = Date.now()): string {
  return dayjs(at).tz(tz).format('YYYY-MM-DD');
}

/** A game day as the UTC database-text range [start, end). */
export function gameDayRange(tz: string, day: string): { start: string; end: string } {
  const start = dayjs.tz(`${day} 00:00:00`, tz);
  return { start: toDbTime(start.valueOf()), end: toDbTime(start.add(1, 'day').valueOf()) };
}

/** The day `n` days after `day` (before it when `n` is negative), both 'YYYY-MM-DD'. */
export function addDays(day: string, n: number): string {
  return dayjs.utc(`${day}T00:00:00Z`).add(n, 'day').format('YYYY-MM-DD');
}
