/**
 * Game-data library: web_lib_* tables filled by `npm run gamedata -- import`, and the
 * game tables drop_data, shops, shopitems (Cosmic's exact columns) created only when
 * missing, with site-named indexes (web_idx_*) under the library's "who drops / sells it"
 * queries. down() drops the web_lib_* tables and the site indexes, never the game tables.
 * Works on SQLite and MySQL/MariaDB.
 */
import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { createIndexIfMissing, dialectOf, dropIndexIfExists, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  const opts = tableOptions(db);

  await db.schema
    .createTable('web_lib_entry')
    .ifNotExists()
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('id', 'integer', (c) => c.notNull())
    .addColumn('category', 'varchar(16)', (c) => c.notNull())
    .addColumn('name_en', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(255)')
    .addColumn('desc_en', 'text')
    .addColumn('desc_zh', 'text')
    .addColumn('level', 'integer')
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('stats', 'text')
    .addPrimaryKeyConstraint('web_lib_entry_pk', ['kind', 'id'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_lib_entry_category_id', 'web_lib_entry', ['category', 'id']);
  await createIndexIfMissing(db, 'web_lib_entry_category_level', 'web_lib_entry', ['category', 'level']);

  await db.schema
    .createTable('web_lib_map_life')
    .ifNotExists()
    .addColumn('map_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('life_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('web_lib_map_life_pk', ['map_id', 'kind', 'life_id'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_lib_map_life_life', 'web_lib_map_life', ['kind', 'life_id']);

  await db.schema
    .createTable('web_lib_quest')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('name_en', 'varchar(255)', (c) => c.notNull())
    .addColumn('name_zh', 'varchar(255)')
    .modifyEnd(opts)
    .execute();

  await db.schema
    .createTable('web_lib_quest_item')
    .ifNotExists()
    .addColumn('quest_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('role', 'varchar(8)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addPrimaryKeyConstraint('web_lib_quest_item_pk', ['quest_id', 'role', 'item_id'])
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_lib_quest_item_item', 'web_lib_quest_item', ['item_id']);

  await db.schema
    .createTable('web_lib_commodity')
    .ifNotExists()
    .addColumn('sn', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('price', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('gender', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('on_sale', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .modifyEnd(opts)
    .execute();
  await createIndexIfMissing(db, 'web_lib_commodity_item', 'web_lib_commodity', ['item_id']);

  await db.schema
    .createTable('web_lib_meta')
    .ifNotExists()
    .addColumn('id', 'integer', (c) => c.notNull().primaryKey())
    .addColumn('imported_at', 'varchar(19)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('counts', 'text', (c) => c.notNull())
    .addColumn('zh_source', 'varchar(24)')
    .modifyEnd(opts)
    .execute();

  // Game tables (Cosmic 009-drop.sql / 011-shop.sql), only when missing, with the game's own
  // MySQL types (BIGINT / INT UNSIGNED keys); on SQLite INTEGER, unsigned ranges as CHECKs.
  const mysql = dialectOf(db) === 'mysql';
  const unsigned = (name: string) => (c: ColumnDefinitionBuilder) => (mysql ? c : c.check(sql`${sql.ref(name)} between 0 and 4294967295`));
  const intUnsigned = mysql ? sql.raw('int unsigned') : ('integer' as const);
  await db.schema
    .createTable('drop_data')
    .ifNotExists()
    .addColumn('id', mysql ? 'bigint' : 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('dropperid', 'integer', (c) => c.notNull())
    .addColumn('itemid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('minimum_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('maximum_quantity', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('questid', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('chance', 'integer', (c) => c.notNull().defaultTo(0))
    .modifyEnd(opts)
    .execute();
  await db.schema
    .createTable('shops')
    .ifNotExists()
    .addColumn('shopid', intUnsigned, (c) => unsigned('shopid')(c.primaryKey().autoIncrement()))
    .addColumn('npcid', 'integer', (c) => c.notNull().defaultTo(0))
    .modifyEnd(opts)
    .execute();
  await db.schema
    .createTable('shopitems')
    .ifNotExists()
    .addColumn('shopitemid', intUnsigned, (c) => unsigned('shopitemid')(c.primaryKey().autoIncrement()))
    .addColumn('shopid', intUnsigned, (c) => unsigned('shopid')(c.notNull()))
    .addColumn('itemid', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('pitch', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('position', 'integer', (c) => c.notNull())
    .modifyEnd(opts)
    .execute();

  await createIndexIfMissing(db, 'web_idx_drop_data_dropper', 'drop_data', ['dropperid', 'itemid']);
  await createIndexIfMissing(db, 'web_idx_drop_data_item', 'drop_data', ['itemid']);
  await createIndexIfMissing(db, 'web_idx_shops_npc', 'shops', ['npcid']);
  await createIndexIfMissing(db, 'web_idx_shopitems_item', 'shopitems', ['itemid']);
  await createIndexIfMissing(db, 'web_idx_shopitems_shop', 'shopitems', ['shopid', 'position']);
}

/** Drops the library's own tables and the site indexes; never the game's tables. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of [
    ['web_idx_drop_data_dropper', 'drop_data'],
    ['web_idx_drop_data_item', 'drop_data'],
    ['web_idx_shops_npc', 'shops'],
    ['web_idx_shopitems_item', 'shopitems'],
    ['web_idx_shopitems_shop', 'shopitems'],
  ] as const) {
    await dropIndexIfExists(db, name, table);
  }
  for (const t of ['web_lib_meta', 'web_lib_commodity', 'web_lib_quest_item', 'web_lib_quest', 'web_lib_map_life', 'web_lib_entry']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
