/**
 * Game web tables: ranking snapshot (web_rank_stats, web_rank_order, web_rank_meta), vote log
 * (web_vote_log) and pending credits (web_pending_credits). Site tables only: the
 * game's tables are not touched. Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, tableOptions } from '../migrate-helpers';

/** web_rank_stats + web_rank_order (also used by 0003_ranking_v2 on databases that ran an older 0003). */
export async function createRankingTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_rank_stats')
    .ifNotExists()
    .addColumn('gen', 'integer', (c) => c.notNull())
    .addColumn('character_id', 'integer', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('exp', 'bigint', (c) => c.notNull())
    .addColumn('fame', 'integer', (c) => c.notNull())
    .addColumn('quest_count', 'integer', (c) => c.notNull())
    .addColumn('monster_book', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_rank_stats_pk', ['gen', 'character_id'])
    .modifyEnd(tableOptions(db))
    .execute();
  await db.schema
    .createTable('web_rank_order')
    .ifNotExists()
    .addColumn('gen', 'integer', (c) => c.notNull())
    .addColumn('sort', 'varchar(16)', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('ids', 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_rank_order_pk', ['gen', 'sort', 'line', 'chunk'])
    .modifyEnd(tableOptions(db))
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  // The game-table indexes the status, character list and rankings read through
  // (web_idx_accounts_loggedin, web_idx_characters_account, web_idx_characters_guild,
  // web_idx_queststatus_char, web_idx_monsterbook_char, web_idx_guilds_gp, ...) are
  // created by 0001_game; rankings themselves read the snapshot below.

  // ---- ranking snapshot (see server/services/ranking-refresh.ts)
  await createRankingTables(db);

  await db.schema
    .createTable('web_rank_meta')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('gen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('totals', 'text')
    .addColumn('refreshed_at', 'varchar(19)')
    .addColumn('duration_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'varchar(19)')
    .modifyEnd(tableOptions(db))
    .execute();
  await db.insertInto('web_rank_meta').values({ id: 1, gen: 0, totals: '{}', duration_ms: 0 }).execute();

  // ---- votes
  await db.schema
    .createTable('web_vote_log')
    .ifNotExists()
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'varchar(32)', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('pending'))
    .addColumn('processed_at', 'varchar(19)')
    .addColumn('credit_day', 'varchar(10)')
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nx', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vote_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivery', 'varchar(16)')
    .addColumn('pingback_ip', 'varchar(64)')
    .addUniqueConstraint('web_vote_log_account_day', ['account_id', 'credit_day'])
    .modifyEnd(tableOptions(db))
    .execute();
  await createIndexIfMissing(db, 'web_vote_log_account_created', 'web_vote_log', ['account_id', 'created_at']);

  await db.schema
    .createTable('web_pending_credits')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('nx_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('maple_point', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('vote_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reward_points', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reason', 'varchar(32)', (c) => c.notNull())
    .addColumn('ref', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('applied_at', 'varchar(19)')
    .modifyEnd(tableOptions(db))
    .execute();
  await createIndexIfMissing(db, 'web_pending_credits_waiting', 'web_pending_credits', ['applied_at', 'account_id']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_pending_credits').ifExists().execute();
  await db.schema.dropTable('web_vote_log').ifExists().execute();
  await db.schema.dropTable('web_rank_meta').ifExists().execute();
  await db.schema.dropTable('web_rank_order').ifExists().execute();
  await db.schema.dropTable('web_rank_stats').ifExists().execute();
  // Game-table indexes web_idx_* are left in place: they only speed up reads.
}
