/**
 * The in-game guard after an unlock (web_unlock_guard): one row per account whose game
 * login mark (accounts.loggedin) the site cleared. `lastlogin_seen` is the account's
 * accounts.lastlogin at that moment, copied by the database itself (INSERT ... SELECT), so
 * "the game has logged the account in since" is a comparison of two values of one column,
 * whatever time zone the game writes in. Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_unlock_guard')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('lastlogin_seen', 'datetime')
    .addColumn('method', 'integer', (c) => c.notNull())
    .addColumn('unlocked_at', 'varchar(19)', (c) => c.notNull())
    .modifyEnd(tableOptions(db))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_unlock_guard').ifExists().execute();
}
