/**
 * Notices: web_notices (bilingual rich-text announcements) and web_notice_views
 * (one row per notice, visitor and day, so a view counts at most once a day).
 * Works on SQLite and MySQL/MariaDB. Demo notices are seeded by server/seed/notices.ts.
 */
import type { Kysely } from 'kysely';
import { createIndexIfMissing, tableOptions } from '../migrate-helpers';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('web_notices')
    .ifNotExists()
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('category', 'varchar(16)', (col) => col.notNull())
    .addColumn('title_zh', 'varchar(200)', (col) => col.notNull())
    .addColumn('title_en', 'varchar(200)', (col) => col.notNull())
    .addColumn('body_zh', 'text', (col) => col.notNull())
    .addColumn('body_en', 'text', (col) => col.notNull())
    .addColumn('author', 'varchar(64)', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('draft'))
    .addColumn('pinned', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(19)')
    .addColumn('created_at', 'varchar(19)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(19)', (col) => col.notNull())
    .addColumn('views', 'integer', (col) => col.notNull().defaultTo(0))
    .modifyEnd(tableOptions(db))
    .execute();

  await createIndexIfMissing(db, 'web_notices_status_category', 'web_notices', ['status', 'category', 'published_at']);
  await createIndexIfMissing(db, 'web_notices_status_pinned', 'web_notices', ['status', 'pinned', 'published_at']);

  await db.schema
    .createTable('web_notice_views')
    .ifNotExists()
    .addColumn('notice_id', 'integer', (col) => col.notNull())
    .addColumn('visitor_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    .addUniqueConstraint('web_notice_views_unique', ['notice_id', 'visitor_hash', 'day'])
    .modifyEnd(tableOptions(db))
    .execute();
  await createIndexIfMissing(db, 'web_notice_views_day', 'web_notice_views', ['day']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('web_notice_views').ifExists().execute();
  await db.schema.dropTable('web_notices').ifExists().execute();
}
