/**
 * The daily charge: one day of game time for every game day an account plays.
 *
 * Who is charged for a game day (GAME_TIMEZONE): an account with a (non-GM) character above
 * site.freeTrialLevel that played that day: one of its characters logged out during that
 * game day, or (for today) the account is in game (loggedin > 0).
 * Exactly once: the DAILY_CHARGE row is unique on (account_id, charge_date); a second run, a
 * second instance or a run after a restart finds the row there (or loses the insert race)
 * and charges nothing. A round of the job (under a job lease) charges yesterday and today.
 * An operator's run (`chargeDay`: the console, the CLI) is audited; `previewDailyCharge` is
 * its dry run: who would be charged, without writing anything.
 */
import type { Db } from '../../db';
import { isLockConflict, isUniqueViolation, LOCK_RETRY_ATTEMPTS, withRetry } from '../../db/errors';
import { addDays, gameDayOf, gameDayRange } from '../../db/time';
import { site } from '../../../config/site';
import { withJobLease } from '../job-lease';
import { CLI_ACTOR, recordAudit, type AuditActor } from '../admin/audit';
import { addLedgerRow } from './ledger';

export interface DailyChargeResult {
  day: string;
  charged: number;
  /** Candidates another run or instance charged first. */
  skipped: number;
}

/** The accounts `day` would charge now: played that day above the trial level, not charged for it yet. */
function candidates(db: Db, o: { timezone: string; day: string; today: string; trial: number }) {
  const { start, end } = gameDayRange(o.timezone, o.day);
  return db
    .selectFrom('accounts as a')
    .where((eb) =>
      eb.exists(
        eb.selectFrom('characters as c').select('c.id').whereRef('c.accountid', '=', 'a.id').where('c.level', '>', o.trial).where('c.gm', '=', 0),
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
        ...(o.day === o.today ? [eb('a.loggedin', '>', 0)] : []),
      ]),
    )
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('web_billing_ledger as l').select('l.id').whereRef('l.account_id', '=', 'a.id').where('l.charge_date', '=', o.day))),
    );
}

/** How many accounts `day` has charged so far. */
async function chargedOn(db: Db, day: string): Promise<number> {
  const r = await db.selectFrom('web_billing_ledger').select((eb) => eb.fn.countAll<number>().as('n')).where('charge_date', '=', day).executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * Charges one day to every account that played `day` with a character above the free
 * trial level, unless already charged for that day. Safe to run any number of times, on
 * any number of instances at once (the job's round; each account in its own transaction).
 */
export async function runDailyCharge(db: Db, o: { timezone: string; day?: string; now?: number; freeTrialLevel?: number }): Promise<DailyChargeResult> {
  const nowMs = o.now ?? Date.now();
  const today = gameDayOf(o.timezone, nowMs);
  const day = o.day ?? today;
  const due = await candidates(db, { timezone: o.timezone, day, today, trial: o.freeTrialLevel ?? site.freeTrialLevel }).select('a.id').orderBy('a.id').execute();
  let charged = 0;
  let skipped = 0;
  for (const { id } of due) {
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

/** An account a charge takes (or would take) one day from, with its balance (after the charge when run). */
export interface ChargedAccount {
  id: number;
  name: string;
  balanceDays: number;
}

/** Accounts a preview or a run lists at most (the counts are always whole). */
export const CHARGE_LIST_MAX = 200;

/** The dry run of `chargeDay`: who it would charge now (one day each), and how many `day` has charged already. */
export async function previewDailyCharge(
  db: Db,
  o: { timezone: string; day: string; now?: number; freeTrialLevel?: number },
): Promise<{ day: string; today: string; alreadyCharged: number; count: number; accounts: ChargedAccount[] }> {
  const today = gameDayOf(o.timezone, o.now ?? Date.now());
  const due = candidates(db, { timezone: o.timezone, day: o.day, today, trial: o.freeTrialLevel ?? site.freeTrialLevel });
  const [count, rows, alreadyCharged] = await Promise.all([
    due.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    due
      .leftJoin('web_billing_accounts as b', 'b.account_id', 'a.id')
      .select(['a.id', 'a.name', 'b.balance_days'])
      .orderBy('a.id')
      .limit(CHARGE_LIST_MAX)
      .execute(),
    chargedOn(db, o.day),
  ]);
  return {
    day: o.day,
    today,
    alreadyCharged,
    count: Number(count.n),
    accounts: rows.map((r) => ({ id: Number(r.id), name: r.name, balanceDays: Number(r.balance_days ?? 0) })),
  };
}

/**
 * An operator's charge of one game day (the console and `npm run billing -- charge`): every
 * account `day` would charge (as runDailyCharge) in ONE transaction with its audit row
 * (action 'charge.run': the day's charged count before and after). Running it again
 * charges only who was not charged yet (none: an audit row with 0 charged). A concurrent
 * run that charged an account first makes the database refuse the twin row; the whole
 * transaction then runs again without it.
 */
export async function chargeDay(
  db: Db,
  o: { timezone: string; day: string; now?: number; freeTrialLevel?: number; actor?: AuditActor; reason?: string | null },
): Promise<{ day: string; charged: number; alreadyCharged: number; accounts: ChargedAccount[]; auditId: number }> {
  const nowMs = o.now ?? Date.now();
  const today = gameDayOf(o.timezone, nowMs);
  const trial = o.freeTrialLevel ?? site.freeTrialLevel;
  const once = () =>
    withRetry(() =>
      db.transaction().execute(async (trx) => {
        const alreadyCharged = await chargedOn(trx, o.day);
        const due = await candidates(trx, { timezone: o.timezone, day: o.day, today, trial }).select(['a.id', 'a.name']).orderBy('a.id').execute();
        const accounts: ChargedAccount[] = [];
        for (const a of due) {
          const r = await addLedgerRow(trx, { accountId: a.id, type: 'DAILY_CHARGE', days: -1, day: o.day, chargeDate: o.day, source: 'daily', now: nowMs });
          accounts.push({ id: Number(a.id), name: a.name, balanceDays: r.balanceAfter });
        }
        const listed = accounts.slice(0, CHARGE_LIST_MAX).map((a) => a.name);
        const auditId = await recordAudit(trx, o.actor ?? CLI_ACTOR, {
          action: 'charge.run',
          targetType: 'chargeDay',
          targetId: o.day,
          targetLabel: o.day,
          before: { day: o.day, charged: alreadyCharged },
          after: { day: o.day, charged: alreadyCharged + accounts.length, newlyCharged: accounts.length, accounts: listed },
          reason: o.reason?.trim() || null,
          now: nowMs,
        });
        return { day: o.day, charged: accounts.length, alreadyCharged, accounts: accounts.slice(0, CHARGE_LIST_MAX), auditId };
      }),
    );
  for (let attempt = 1; ; attempt++) {
    try {
      return await once();
    } catch (e) {
      if (!isUniqueViolation(e) || attempt >= LOCK_RETRY_ATTEMPTS) throw e; // a twin charge won: run again without it
    }
  }
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
