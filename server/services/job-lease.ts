/**
 * Named leases in web_job_lease: of several instances on one database, one runs a
 * periodic job at a time (the same idea as the ranking refresh lease in web_rank_meta).
 * A lease is taken by one conditional UPDATE (free, or its holder's time ran out), so two
 * instances never both hold it; a crashed holder's lease simply expires. Correctness of
 * a job never rests on the lease alone (the daily charge also has a unique key): the
 * lease saves the duplicated work.
 */
import type { Db } from '../db';
import { toDbTime } from '../db/time';

/** Takes the lease `name` for `seconds`. False when another holder's lease is still valid. */
export async function takeJobLease(db: Db, name: string, seconds: number, now: number = Date.now()): Promise<boolean> {
  await db.insertInto('web_job_lease').orIgnore().values({ name, lease_until: null }).execute();
  const r = await db
    .updateTable('web_job_lease')
    .set({ lease_until: toDbTime(now + seconds * 1000) })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', toDbTime(now))]))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Frees the lease and records when the job ran and what it did. */
export async function releaseJobLease(db: Db, name: string, result: string, now: number = Date.now()): Promise<void> {
  await db
    .updateTable('web_job_lease')
    .set({ lease_until: null, last_run_at: toDbTime(now), last_result: result.slice(0, 255) })
    .where('name', '=', name)
    .execute();
}
