/**
 * Database access: `createDb(url)` gives a Kysely<Database> on SQLite (better-sqlite3,
 * the default, a file under ./data) or MySQL/MariaDB (mysql2 pool, `mysql://...`).
 * `migrateToLatest(db)` runs server/db/migrations/*.ts with Kysely's Migrator
 * (tables web_migration / web_migration_lock).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, SqliteDialect, MysqlDialect, Migrator, MysqlAdapter, type Migration, type MigrationProvider } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import { createPool } from 'mysql2';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'mysql';

const here = path.dirname(fileURLToPath(import.meta.url));
export const MIGRATIONS_DIR = path.join(here, 'migrations');

/** 'sqlite:/path/site.db', 'sqlite::memory:', 'file:/path', a bare path, or 'mysql://' / 'mariadb://'. */
export function parseDatabaseUrl(url: string): { dialect: 'sqlite'; file: string } | { dialect: 'mysql'; uri: string } {
  if (/^(mysql|mariadb):\/\//i.test(url)) return { dialect: 'mysql', uri: url.replace(/^mariadb:/i, 'mysql:') };
  let file = url;
  if (file.startsWith('sqlite://')) file = file.slice('sqlite://'.length);
  else if (file.startsWith('sqlite:')) file = file.slice('sqlite:'.length);
  else if (file.startsWith('file:')) file = file.slice('file:'.length);
  if (file === '' || file === ':memory:') return { dialect: 'sqlite', file: ':memory:' };
  return { dialect: 'sqlite', file };
}

export interface CreateDbOptions {
  /** mysql2 pool size (10). */
  connectionLimit?: number;
}

export function createDb(url: string, options: CreateDbOptions = {}): Db {
  const parsed = parseDatabaseUrl(url);
  if (parsed.dialect === 'sqlite') {
    if (parsed.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(parsed.file)), { recursive: true });
    const database = new SqliteDatabase(parsed.file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  }
  const pool = createPool({
    uri: parsed.uri,
    connectionLimit: options.connectionLimit ?? 10,
    dateStrings: true,
    decimalNumbers: true,
    supportBigNumbers: true,
    timezone: 'Z',
    charset: 'utf8mb4',
  });
  // Every session in UTC: TIMESTAMP columns read and CURRENT_TIMESTAMP written in UTC.
  pool.on('connection', (conn) => {
    conn.query("SET time_zone = '+00:00'");
  });
  return new Kysely<Database>({ dialect: new MysqlDialect({ pool }) });
}

export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof MysqlAdapter ? 'mysql' : 'sqlite';
}

/** Imports every server/db/migrations/NNNN_*.ts (sorted by name). */
class FolderMigrationProvider implements MigrationProvider {
  constructor(private folder: string) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    const files = fs
      .readdirSync(this.folder)
      .filter((f) => /^\d{4}_.+\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
      .sort();
    for (const file of files) {
      const mod = await import(path.join(this.folder, file));
      const migration: Migration = mod.default?.up ? mod.default : mod;
      out[file.replace(/\.(ts|js|mjs)$/, '')] = migration;
    }
    return out;
  }
}

export function migrator(db: Db, folder = MIGRATIONS_DIR) {
  return new Migrator({
    db,
    provider: new FolderMigrationProvider(folder),
    migrationTableName: 'web_migration',
    migrationLockTableName: 'web_migration_lock',
    allowUnorderedMigrations: true,
  });
}

export async function migrateToLatest(db: Db, folder = MIGRATIONS_DIR): Promise<string[]> {
  const { error, results } = await migrator(db, folder).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const why = error instanceof Error ? error.message : String(error ?? '');
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${why}`, { cause: error });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
