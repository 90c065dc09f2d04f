/**
 * The operator console (types: server/db/tables/admin.ts):
 *   web_admin_audit    one row per operator action (web console or `npm run account`): who
 *                      (account id and name; the CLI is operator "cli" with no id), when, from
 *                      which address, what (action), on what (target type, id and a readable
 *                      label), the state before and after (JSON text) and the reason given.
 *                      Written in the transaction of the action it records; the site never
 *                      updates or deletes a row.
 *   web_admin_reauth   per login session (refresh-token family): when its operator last gave
 *                      the password again, for the actions that ask for it after 15 minutes.
 * and a `nx_prepaid` column on web_pending_credits (added only when missing), so an operator's
 * credit of prepaid NX to an account in game waits in the queue like the other currencies.
 * Site tables only; the game's tables are not touched. Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { columnExists, createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);
  await db.schema
    .createTable('web_admin_audit')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('operator_account_id', 'integer')
    .addColumn('operator_name', 'varchar(32)', (c) => c.notNull())
    .addColumn('at', 'datetime', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)')
    .addColumn('action', 'varchar(48)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(24)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(64)')
    .addColumn('target_label', 'varchar(128)')
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('reason', 'varchar(255)')
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_idx_admin_audit_at', 'web_admin_audit', ['at']);
  await createIndexIfMissing(db, 'web_idx_admin_audit_operator', 'web_admin_audit', ['operator_name', 'at']);
  await createIndexIfMissing(db, 'web_idx_admin_audit_target', 'web_admin_audit', ['target_type', 'target_id']);

  await db.schema
    .createTable('web_admin_reauth')
    .ifNotExists()
    .addColumn('family_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('reauth_at', 'datetime', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();

  if (!(await columnExists(db, 'web_pending_credits', 'nx_prepaid'))) {
    await db.schema
      .alterTable('web_pending_credits')
      .addColumn('nx_prepaid', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_admin_reauth').ifExists().execute();
  await db.schema.dropTable('web_admin_audit').ifExists().execute();
  if (await columnExists(db, 'web_pending_credits', 'nx_prepaid')) {
    await db.schema.alterTable('web_pending_credits').dropColumn('nx_prepaid').execute();
  }
}
