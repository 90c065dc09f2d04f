/**
 * Helpers for migrations that must run the same on SQLite and MySQL/MariaDB.
 *   await createIndexIfMissing(db, 'web_idx_votes_account', 'web_vote_log', ['account_id', 'voted_at']);
 *   db.schema.createTable('web_x').ifNotExists()...  then  .modifyEnd(tableOptions(db))
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { dialectOf } from './index';

export { dialectOf };

/** MySQL: InnoDB + utf8mb4; SQLite: nothing. Use with createTable(...).modifyEnd(tableOptions(db)). */
export function tableOptions(db: Kysely<any>): RawBuilder<unknown> {
  return dialectOf(db) === 'mysql' ? sql`ENGINE=InnoDB DEFAULT CHARSET=utf8mb4` : sql``;
}

export const NOW = sql`CURRENT_TIMESTAMP`;

export async function indexExists(db: Kysely<any>, table: string, name: string): Promise<boolean> {
  if (dialectOf(db) === 'mysql') {
    const r = await sql<{ n: number }>`select count(*) as n from information_schema.statistics
      where table_schema = database() and table_name = ${table} and index_name = ${name}`.execute(db);
    return Number(r.rows[0]?.n ?? 0) > 0;
  }
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'index' and name = ${name}`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

export async function tableExists(db: Kysely<any>, table: string): Promise<boolean> {
  if (dialectOf(db) === 'mysql') {
    const r = await sql<{ n: number }>`select count(*) as n from information_schema.tables
      where table_schema = database() and table_name = ${table}`.execute(db);
    return Number(r.rows[0]?.n ?? 0) > 0;
  }
  const r = await sql<{ n: number }>`select count(*) as n from sqlite_master where type = 'table' and name = ${table}`.execute(db);
  return Number(r.rows[0]?.n ?? 0) > 0;
}

export async function columnExists(db: Kysely<any>, table: string, column: string): Promise<boolean> {
  if (dialectOf(db) === 'mysql') {
    const r = await sql<{ n: number }>`select count(*) as n from information_schema.columns
      where table_schema = database() and table_name = ${table} and column_name = ${column}`.execute(db);
    return Number(r.rows[0]?.n ?? 0) > 0;
  }
  const r = await sql<{ name: string }>`select name from pragma_table_info(${table})`.execute(db);
  return r.rows.some((row) => row.name === column);
}

/**
 * Creates an index unless one of that name exists (MySQL has no CREATE INDEX IF NOT EXISTS).
 * Columns may carry ' desc' ('level desc').
 */
export async function createIndexIfMissing(
  db: Kysely<any>,
  name: string,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  if (await indexExists(db, table, name)) return;
  let builder = db.schema.createIndex(name).on(table).columns(columns);
  if (options.unique) builder = builder.unique();
  await builder.execute();
}

export async function dropIndexIfExists(db: Kysely<any>, name: string, table: string): Promise<void> {
  if (!(await indexExists(db, table, name))) return;
  if (dialectOf(db) === 'mysql') await db.schema.dropIndex(name).on(table).execute();
  else await db.schema.dropIndex(name).execute();
}
