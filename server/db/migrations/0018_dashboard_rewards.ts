/**
 * The console's dashboard and rewards screens (types: server/db/tables/rewards.ts):
 *   web_invite_rewards  the inviter's milestone rewards as an operator edited them: when the
 *                       table has rows they replace config/site.ts inviteRewards.inviter
 *                       (server/services/invites.ts milestones); empty, the constants hold.
 * and the indexes the dashboard's per-day counts read by time, so none of them scans a whole
 * table: accounts by creation and last login time (the game's table: indexes only, named
 * web_idx_* like the e-mail one of 0001), website logins (web_refresh_tokens by creation),
 * credited votes by game day, shop orders by time and check-ins by game day (card
 * redemptions already have web_idx_billing_cards_used).
 * Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, dropIndexIfExists, tableOptions } from '../migrate-helpers';

const INDEXES: Array<[name: string, table: string, columns: string[]]> = [
  ['web_idx_accounts_createdat', 'accounts', ['createdat']],
  ['web_idx_accounts_lastlogin', 'accounts', ['lastlogin']],
  ['web_idx_refresh_tokens_created', 'web_refresh_tokens', ['created_at']],
  ['web_idx_vote_log_credit_day', 'web_vote_log', ['credit_day']],
  ['web_idx_shop_orders_created', 'web_shop_orders', ['created_at']],
  ['web_idx_checkin_game_date', 'web_checkin', ['game_date']],
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_invite_rewards')
    .ifNotExists()
    .addColumn('milestone', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'datetime', (c) => c.notNull())
    .modifyEnd(tableOptions(db))
    .execute();
  for (const [name, table, columns] of INDEXES) await createIndexIfMissing(db, name, table, columns);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [name, table] of INDEXES) await dropIndexIfExists(db, name, table);
  await db.schema.dropTable('web_invite_rewards').ifExists().execute();
}
