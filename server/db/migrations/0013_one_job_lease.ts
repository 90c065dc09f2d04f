/**
 * One lease for every periodic job: the ranking refresh takes the lease 'ranking-refresh'
 * of web_job_lease (services/job-lease.ts) like the other jobs, so web_rank_meta's own
 * lease column goes. Site tables only. Works on SQLite (3.35+ drops a column) and
 * MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { columnExists } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  if (await columnExists(db, 'web_rank_meta', 'lease_until')) {
    await db.schema.alterTable('web_rank_meta').dropColumn('lease_until').execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(await columnExists(db, 'web_rank_meta', 'lease_until'))) {
    await db.schema.alterTable('web_rank_meta').addColumn('lease_until', 'varchar(19)').execute();
  }
}
