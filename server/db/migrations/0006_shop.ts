/**
 * Web item shop: web_shop_items (the catalogue), web_shop_posters (carousel),
 * web_shop_orders (purchases and gifts, one idempotency key per account),
 * web_shop_dressing_room (tried-on entries per account), and a `source` column on the
 * site's existing web_invite_codes (shop | operator | apply ...: the shop's invite-code good
 * issues codes there for the buyer; registration already accepts them). Site tables
 * only: the game's `gifts` table is written by the shop, never altered here. Indexes under
 * every list query. SQLite and MySQL/MariaDB.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  const opts = tableOptions(db);

  await db.schema
    .createTable('web_shop_items')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('item'))
    .addColumn('item_id', 'integer')
    .addColumn('sn', 'integer')
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(100)')
    .addColumn('name_zh', 'varchar(100)')
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('max_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('stock', 'integer')
    .addColumn('expiration_unit', 'varchar(10)', (c) => c.notNull().defaultTo('permanent'))
    .addColumn('expiration_value', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_start', 'varchar(19)')
    .addColumn('sale_end', 'varchar(19)')
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('limit_per_account', 'integer')
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('slot', 'varchar(16)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(19)', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_shop_items_order', 'web_shop_items', ['sort_order', 'id']);
  await createIndexIfMissing(db, 'web_shop_items_category', 'web_shop_items', ['category', 'sort_order', 'id']);
  await createIndexIfMissing(db, 'web_shop_items_item', 'web_shop_items', ['item_id']);

  await db.schema
    .createTable('web_shop_posters')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title_zh', 'varchar(100)', (c) => c.notNull())
    .addColumn('title_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('image', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(500)')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('starts_at', 'varchar(19)')
    .addColumn('ends_at', 'varchar(19)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_shop_posters_order', 'web_shop_posters', ['sort_order', 'id']);

  await db.schema
    .createTable('web_shop_orders')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    /** The paying account. */
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('shop_item_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('item_id', 'integer')
    .addColumn('sn', 'integer')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_total', 'integer', (c) => c.notNull())
    .addColumn('currency', 'varchar(16)', (c) => c.notNull())
    .addColumn('character_id', 'integer')
    .addColumn('character_name', 'varchar(13)', (c) => c.notNull())
    .addColumn('receiver_account_id', 'integer', (c) => c.notNull())
    .addColumn('sender_name', 'varchar(13)', (c) => c.notNull())
    .addColumn('message', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .addColumn('gift_ids', 'text')
    .addColumn('invite_codes', 'varchar(400)')
    .addColumn('created_at', 'varchar(19)', (c) => c.notNull())
    .addUniqueConstraint('web_shop_orders_key', ['account_id', 'idempotency_key'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_shop_orders_account', 'web_shop_orders', ['account_id', 'type', 'id']);
  await createIndexIfMissing(db, 'web_shop_orders_receiver', 'web_shop_orders', ['receiver_account_id', 'type', 'id']);
  await createIndexIfMissing(db, 'web_shop_orders_limit', 'web_shop_orders', ['account_id', 'shop_item_id']);
  await createIndexIfMissing(db, 'web_shop_orders_item', 'web_shop_orders', ['shop_item_id']);

  await db.schema
    .createTable('web_shop_dressing_room')
    .ifNotExists()
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('shop_item_id', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'varchar(19)', (c) => c.notNull())
    .addPrimaryKeyConstraint('web_shop_dressing_room_pk', ['account_id', 'shop_item_id'])
    .modifyEnd(opts)
    .execute();

  // Invite codes already live in web_invite_codes (registration reads them, single use);
  // the shop's invite-code good issues rows there for the buyer, marked with where they came from.
  const inviteTable = (await db.introspection.getTables()).find((t) => t.name === 'web_invite_codes');
  // (0002_auth created the table; a dry run (db:plan) of a fresh database has not, and lists the ALTER.)
  if (!inviteTable?.columns.some((c) => c.name === 'source')) {
    await db.schema.alterTable('web_invite_codes').addColumn('source', 'varchar(16)', (c) => c.notNull().defaultTo('operator')).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const inviteTable = (await db.introspection.getTables()).find((t) => t.name === 'web_invite_codes');
  if (inviteTable?.columns.some((c) => c.name === 'source')) await db.schema.alterTable('web_invite_codes').dropColumn('source').execute();
  for (const t of ['web_shop_dressing_room', 'web_shop_orders', 'web_shop_posters', 'web_shop_items']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
