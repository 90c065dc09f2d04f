/**
 * Player profile: daily check-in (web_checkin, one row per account and game day; the
 * unique (account_id, game_date) makes a check-in happen exactly once however many
 * requests race), its reward table (web_checkin_rewards, seeded with the defaults below,
 * edited with `npm run checkin -- rewards ...`) and the account log (web_account_log:
 * unlocks and password changes, with when and from which address).
 * Plus the game's `pets` table (Cosmic's exact columns), created only when missing: a pet
 * in a cash tab (inventoryitems.petid) points at its row. down() never drops it.
 * Works on SQLite and MySQL/MariaDB.
 */
import { sql, type Kysely } from 'kysely';
import { createIndexIfMissing, dialectOf, tableExists, tableOptions } from '../migrate-helpers';

/**
 * The default weekly reward table (streak day 1-7). Item rewards reach the character as a
 * cash-shop gift, so each names the v83 cash-shop entry (sn) that holds the item and its count.
 */
export const DEFAULT_CHECKIN_REWARDS = [
  { day: '1', type: 'maple_point', item_id: null, sn: null, quantity: 0, amount: 100 },
  { day: '2', type: 'item', item_id: 2000005, sn: 80000006, quantity: 10, amount: 0 },
  { day: '3', type: 'vote_points', item_id: null, sn: null, quantity: 0, amount: 1 },
  { day: '4', type: 'item', item_id: 5040000, sn: 30000005, quantity: 1, amount: 0 },
  { day: '5', type: 'reward_points', item_id: null, sn: null, quantity: 0, amount: 2 },
  { day: '6', type: 'item', item_id: 5130000, sn: 50200002, quantity: 1, amount: 0 },
  { day: '7', type: 'nx_credit', item_id: null, sn: null, quantity: 0, amount: 1000 },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);
  await db.schema
    .createTable('web_checkin')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('game_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('character_id', 'integer', (c) => c.notNull())
    .addColumn('streak', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reward_day', 'varchar(3)', (c) => c.notNull())
    .addColumn('reward_type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('sn', 'integer')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('delivered', 'varchar(8)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('web_checkin_account_day', ['account_id', 'game_date'])
    .modifyEnd(opts)
    .execute();

  // The defaults go only into a table this migration creates (a dry run plans the insert too).
  const hadRewards = await tableExists(db, 'web_checkin_rewards');
  await db.schema
    .createTable('web_checkin_rewards')
    .ifNotExists()
    .addColumn('day', 'varchar(3)', (c) => c.primaryKey())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('sn', 'integer')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  if (!hadRewards) {
    const now = new Date().toISOString().slice(0, 19).replace('T', ' ');
    await db
      .insertInto('web_checkin_rewards')
      .values(DEFAULT_CHECKIN_REWARDS.map((r) => ({ ...r, updated_at: now })))
      .execute();
  }

  await db.schema
    .createTable('web_account_log')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('action', 'varchar(32)', (c) => c.notNull())
    .addColumn('detail', 'varchar(255)')
    .addColumn('ip', 'varchar(45)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_account_log_account', 'web_account_log', ['account_id', 'created_at']);

  // The game's pets table (Cosmic 004-pet.sql shape), only when missing.
  const mysql = dialectOf(db) === 'mysql';
  const unsigned = mysql ? sql.raw('int unsigned') : ('integer' as const);
  await db.schema
    .createTable('pets')
    .ifNotExists()
    .addColumn('petid', unsigned, (c) => c.primaryKey().autoIncrement())
    .addColumn('name', 'varchar(13)', (c) => c.defaultTo(null))
    .addColumn('level', unsigned, (c) => c.notNull())
    .addColumn('closeness', unsigned, (c) => c.notNull())
    .addColumn('fullness', unsigned, (c) => c.notNull())
    .addColumn('summoned', mysql ? sql.raw('tinyint') : 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('flag', unsigned, (c) => c.notNull().defaultTo(0))
    .modifyEnd(opts)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_account_log').ifExists().execute();
  await db.schema.dropTable('web_checkin_rewards').ifExists().execute();
  await db.schema.dropTable('web_checkin').ifExists().execute();
}
