/**
 * Game web tables: ranking snapshot (web_character_rank, web_rank_meta), vote log
 * (web_vote_log) and pending credits (web_pending_credits). Site tables only: the
 * game's tables are not touched. Works on SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  // The game-table indexes the status, character list and rankings read through
  // (web_idx_accounts_loggedin, web_idx_characters_account, web_idx_characters_guild,
  // web_idx_queststatus_char, web_idx_monsterbook_char, web_idx_guilds_gp, ...) are
  // created by 0001_game; rankings themselves read the snapshot below.

  // ---- ranking snapshot
  await db.schema
    .createTable('web_character_rank')
    .ifNotExists()
    .addColumn('gen', 'integer', (c) => c.notNull())
    .addColumn('character_id', 'integer', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('exp', 'bigint', (c) => c.notNull())
    .addColumn('fame', 'integer', (c) => c.notNull())
    .addColumn('quest_count', 'integer', (c) => c.notNull())
    .addColumn('monster_book', 'integer', (c) => c.notNull())
    .addColumn('pos_level', 'integer', (c) => c.notNull())
    .addColumn('pos_fame', 'integer', (c) => c.notNull())
    .addColumn('pos_quest', 'integer', (c) => c.notNull())
    .addColumn('pos_book', 'integer', (c) => c.notNull())
    .addColumn('lpos_level', 'integer', (c) => c.notNull())
    .addColumn('lpos_fame', 'integer', (c) => c.notNull())
    .addColumn('lpos_quest', 'integer', (c) => c.notNull())
    .addColumn('lpos_book', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_character_rank_pk', ['gen', 'character_id'])
    .modifyEnd(tableOptions(db))
    .execute();
  for (const sort of ['level', 'fame', 'quest', 'book']) {
    await createIndexIfMissing(db, `web_character_rank_pos_${sort}`, 'web_character_rank', ['gen', `pos_${sort}`]);
    await createIndexIfMissing(db, `web_character_rank_lpos_${sort}`, 'web_character_rank', ['gen', 'line', `lpos_${sort}`]);
  }

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
  await db.schema.dropTable('web_character_rank').ifExists().execute();
  // Game-table indexes web_idx_* are left in place: they only speed up reads.
}
