/**
 * Named leases in web_job_lease: of several instances on one database, one runs a
 * periodic job at a time. Every leased job uses them: the ranking refresh
 * ('ranking-refresh', also from its worker thread), the daily game-time charge, and any
 * job the jobs plugin runs with a `lease` (server/plugins/jobs.ts).
 * A lease is taken by one conditional UPDATE (free, or its holder's time ran out), so two
 * instances never both hold it; a crashed holder's lease simply expires. Correctness of
 * a job never rests on the lease alone (the daily charge also has a unique key): the
 * lease saves the duplicated work.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';

/** Any connection to the site's database (the server's, or a worker thread's own). */
type LeaseDb = Kysely<Database>;

/** Takes the lease `name` for `seconds`. False when another holder's lease is still valid. */
export async function takeJobLease(db: LeaseDb, name: string, seconds: number, now: number = Date.now()): Promise<boolean> {
  await db.insertInto('web_job_lease').orIgnore().values({ name, lease_until: null }).execute();
  const r = await db
    .updateTable('web_job_lease')
    .set({ lease_until: toDbTime(now + seconds * 1000) })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', toDbTime(now))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * Frees the lease. With a `result`, also records when the job ran and what it did; without
 * (the job skipped its turn or failed), last_run_at and last_result stay as they were.
 */
export async function releaseJobLease(db: LeaseDb, name: string, result?: string, now: number = Date.now()): Promise<void> {
  await db
    .updateTable('web_job_lease')
    .set(result === undefined ? { lease_until: null } : { lease_until: null, last_run_at: toDbTime(now), last_result: result.slice(0, 255) })
    .where('name', '=', name)
    .execute();
}

/**
 * Runs `run` under the lease `name` (held at most `seconds`): null, without running, when
 * another holder has it. A result other than null is recorded (JSON) when the lease is freed.
 */
export async function withJobLease<T>(db: LeaseDb, name: string, seconds: number, run: () => Promise<T>, now: number = Date.now()): Promise<T | null> {
  if (!(await takeJobLease(db, name, seconds, now))) return null;
  let result: T | null = null;
  try {
    result = await run();
    return result;
  } finally {
    const recorded = result === null || result === undefined ? undefined : JSON.stringify(result);
    await releaseJobLease(db, name, recorded, Date.now()).catch(() => undefined);
  }
}

/** The lease's holder time, or null when free (a waiting instance checks whether the holder gave up). */
export async function jobLeaseUntil(db: LeaseDb, name: string): Promise<string | null> {
  const row = await db.selectFrom('web_job_lease').select('lease_until').where('name', '=', name).executeTakeFirst();
  return row?.lease_until ?? null;
}
