/**
 * Session generations (types: server/db/tables/sessions.ts):
 *   web_session_gen       one row per account whose sessions were ended at least once: the
 *                         account's session generation, bumped by a password change or a
 *                         password reset (no row = generation 0)
 * and a `session_gen` column on web_refresh_tokens: the generation a refresh token was issued
 * under (0 for the tokens that existed before), added only when missing. An access token
 * carries the generation too; one older than the account's is refused.
 * Works on SQLite and MySQL/MariaDB, over the game's own schema (the game's tables are not touched).
 */
import type { Kysely } from 'kysely';
import { columnExists, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_session_gen')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    .addColumn('gen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(16)')
    .addColumn('changed_at', 'datetime', (c) => c.notNull())
    .modifyEnd(tableOptions(db))
    .execute();

  if (!(await columnExists(db, 'web_refresh_tokens', 'session_gen'))) {
    await db.schema
      .alterTable('web_refresh_tokens')
      .addColumn('session_gen', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_session_gen').ifExists().execute();
  if (await columnExists(db, 'web_refresh_tokens', 'session_gen')) {
    await db.schema.alterTable('web_refresh_tokens').dropColumn('session_gen').execute();
  }
}
