/**
 * The daily charge: one day of game time for every game day an account plays.
 *
 * Who is charged for a game day (GAME_TIMEZONE): an account with a (non-GM) character above
 * site.freeTrialLevel that played that day: one of its characters logged out during that
 * game day, or (for today) the account is in game (loggedin > 0).
 * Exactly once: the DAILY_CHARGE row is unique on (account_id, charge_date); a second run, a
 * second instance or a run after a restart finds the row there (or loses the insert race)
 * and charges nothing. A round of the job (under a job lease) charges yesterday and today.
 */
import type { Db } from '../../db';
import { isLockConflict, isUniqueViolation } from '../../db/errors';
import { addDays, gameDayOf, gameDayRange } from '../../db/time';
import { site } from '../../../config/site';
import { withJobLease } from '../job-lease';
import { addLedgerRow } from './ledger';

export interface DailyChargeResult {
  day: string;
  charged: number;
  /** Candidates another run or instance charged first. */
  skipped: number;
}

/**
 * Charges one day to every account that played `day` with a character above the free
 * trial level, unless already charged for that day. Safe to run any number of times, on
 * any number of instances at once.
 */
export async function runDailyCharge(db: Db, o: { timezone: string; day?: string; now?: number; freeTrialLevel?: number }): Promise<DailyChargeResult> {
  const nowMs = o.now ?? Date.now();
  const today = gameDayOf(o.timezone, nowMs);
  const day = o.day ?? today;
  const trial = o.freeTrialLevel ?? site.freeTrialLevel;
  const { start, end } = gameDayRange(o.timezone, day);
  const candidates = await db
    .selectFrom('accounts as a')
    .select('a.id')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('characters as c').select('c.id').whereRef('c.accountid', '=', 'a.id').where('c.level', '>', trial).where('c.gm', '=', 0),
      ),
    )
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('characters as p')
            .select('p.id')
            .whereRef('p.accountid', '=', 'a.id')
            .where('p.lastLogoutTime', '>=', start)
            .where('p.lastLogoutTime', '<', end),
        ),
        ...(day === today ? [eb('a.loggedin', '>', 0)] : []),
      ]),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('web_billing_ledger as l').select('l.id').whereRef('l.account_id', '=', 'a.id').where('l.charge_date', '=', day))),
    )
    .orderBy('a.id')
    .execute();
  let charged = 0;
  let skipped = 0;
  for (const { id } of candidates) {
    try {
      await db.transaction().execute((trx) =>
        addLedgerRow(trx, { accountId: id, type: 'DAILY_CHARGE', days: -1, day, chargeDate: day, source: 'daily', now: nowMs }),
      );
      charged += 1;
    } catch (e) {
      if (!isUniqueViolation(e) && !isLockConflict(e)) throw e;
      skipped += 1; // charged meanwhile by another run
    }
  }
  return { day, charged, skipped };
}

export const DAILY_CHARGE_LEASE = 'billing-daily-charge';

/** How long the charge's lease is held at most (a crashed holder's lease expires after it). */
export const DAILY_CHARGE_LEASE_SECONDS = 15 * 60;

/**
 * One round of the job (site.billing.chargeEverySeconds, run by the jobs plugin under the
 * lease DAILY_CHARGE_LEASE): charges yesterday (players who logged out after the last
 * round of yesterday) and today.
 */
export async function chargeRecentDays(db: Db, o: { timezone: string; now?: number }): Promise<DailyChargeResult[]> {
  const nowMs = o.now ?? Date.now();
  const today = gameDayOf(o.timezone, nowMs);
  const results: DailyChargeResult[] = [];
  for (const day of [addDays(today, -1), today]) results.push(await runDailyCharge(db, { timezone: o.timezone, day, now: nowMs }));
  return results;
}

/** One round under the lease, as the job runs it. Null when another instance holds the lease. */
export function dailyChargeRound(db: Db, o: { timezone: string; now?: number }): Promise<DailyChargeResult[] | null> {
  return withJobLease(db, DAILY_CHARGE_LEASE, DAILY_CHARGE_LEASE_SECONDS, () => chargeRecentDays(db, o), o.now ?? Date.now());
}
