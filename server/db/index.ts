/**
 * Database access: `createDb(url)` gives a Kysely<Database> on SQLite (better-sqlite3,
 * the default, a file under ./data) or MySQL/MariaDB (mysql2 pool, `mysql://...`).
 * `migrateToLatest(db)` runs server/db/migrations/*.ts with Kysely's Migrator
 * (tables web_migration / web_migration_lock).
 * `planMigrations(url)` (`npm run db:plan`) lists the SQL the pending migrations would
 * run, without changing the database: it runs the migrations against a dry-run
 * connection that executes only reads (SELECT, on a read-only session / read-only file)
 * and records every other statement instead of sending it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Kysely,
  SqliteDialect,
  MysqlDialect,
  Migrator,
  MysqlAdapter,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Migration,
  type MigrationProvider,
  type QueryResult,
} from 'kysely';
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
  return new Kysely<Database>({ dialect: createDialect(url, options) });
}

function createDialect(url: string, options: CreateDbOptions & { readOnly?: boolean } = {}): Dialect {
  const parsed = parseDatabaseUrl(url);
  if (parsed.dialect === 'sqlite') {
    if (options.readOnly) {
      // A missing file is planned as an empty database (and is not created).
      const exists = parsed.file !== ':memory:' && fs.existsSync(parsed.file);
      const database = exists ? new SqliteDatabase(parsed.file, { readonly: true, fileMustExist: true }) : new SqliteDatabase(':memory:');
      return new SqliteDialect({ database });
    }
    if (parsed.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(parsed.file)), { recursive: true });
    const database = new SqliteDatabase(parsed.file);
    database.pragma('journal_mode = WAL');
    database.pragma('foreign_keys = ON');
    database.pragma('busy_timeout = 5000');
    database.pragma('synchronous = NORMAL');
    return new SqliteDialect({ database });
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
    // Dry run: the server itself refuses any write that would slip through.
    if (options.readOnly) conn.query('SET SESSION TRANSACTION READ ONLY');
  });
  return new MysqlDialect({ pool });
}

/** Any Kysely instance (whatever its table types). */
export function dialectOf(db: { getExecutor(): { adapter: unknown } }): DialectName {
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

/* ------------------------------------------------------------------ dry run */

/** Statements that only read: run for real during a dry run (migrations look before they create). */
const READ_ONLY = /^\s*\(?\s*(select|show|explain|describe)\b/i;

class DryRunConnection implements DatabaseConnection {
  constructor(
    readonly inner: DatabaseConnection,
    private record: (query: CompiledQuery) => void,
  ) {}
  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (READ_ONLY.test(query.sql)) return this.inner.executeQuery<R>(query);
    this.record(query);
    return { rows: [], numAffectedRows: 0n };
  }
  async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    if (READ_ONLY.test(query.sql)) {
      yield* this.inner.streamQuery<R>(query, chunkSize);
      return;
    }
    this.record(query);
  }
}

class DryRunDriver implements Driver {
  constructor(
    private inner: Driver,
    private record: (query: CompiledQuery) => void,
  ) {}
  init() {
    return this.inner.init();
  }
  async acquireConnection(): Promise<DatabaseConnection> {
    return new DryRunConnection(await this.inner.acquireConnection(), this.record);
  }
  // Transactions are not opened: nothing but reads reaches the database.
  async beginTransaction() {}
  async commitTransaction() {}
  async rollbackTransaction() {}
  async releaseConnection(connection: DatabaseConnection) {
    await this.inner.releaseConnection((connection as DryRunConnection).inner);
  }
  destroy() {
    return this.inner.destroy();
  }
}

/** A statement with its parameters written in (for reading and copying, not for execution by the site). */
export function inlineParameters(query: { sql: string; parameters: readonly unknown[] }): string {
  const literal = (v: unknown): string => {
    if (v === null || v === undefined) return 'NULL';
    if (typeof v === 'number' || typeof v === 'bigint') return String(v);
    if (typeof v === 'boolean') return v ? '1' : '0';
    if (Buffer.isBuffer(v)) return `X'${v.toString('hex')}'`;
    if (v instanceof Date) return `'${v.toISOString()}'`;
    return `'${String(v).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  };
  let out = '';
  let n = 0;
  let quote: string | null = null;
  for (const ch of query.sql) {
    if (quote) {
      if (ch === quote) quote = null;
      out += ch;
    } else if (ch === "'" || ch === '"' || ch === '`') {
      quote = ch;
      out += ch;
    } else if (ch === '?' && n < query.parameters.length) {
      out += literal(query.parameters[n++]);
    } else out += ch;
  }
  return out;
}

export interface MigrationPlan {
  dialect: DialectName;
  /** Migrations not yet applied, in the order they would run. */
  pending: string[];
  /**
   * What each would send, in order (parameters written in). `existing`: a CREATE TABLE
   * IF NOT EXISTS of a table that is already there (the statement does nothing).
   */
  statements: Array<{ migration: string; sql: string; existing?: boolean }>;
}

/**
 * The SQL the pending migrations would run on `url`, without running it (see the top of
 * this file). The migration bookkeeping (web_migration, web_migration_lock) is left out.
 */
export async function planMigrations(url: string, folder = MIGRATIONS_DIR): Promise<MigrationPlan> {
  let current = '';
  const statements: MigrationPlan['statements'] = [];
  const inner = createDialect(url, { readOnly: true, connectionLimit: 1 });
  const dialect: Dialect = {
    createAdapter: () => inner.createAdapter(),
    createDriver: () => new DryRunDriver(inner.createDriver(), (q) => statements.push({ migration: current, sql: inlineParameters(q) })),
    createQueryCompiler: () => inner.createQueryCompiler(),
    createIntrospector: (db) => inner.createIntrospector(db),
  };
  const db = new Kysely<{ web_migration: { name: string } }>({ dialect });
  try {
    const { tableExists } = await import('./migrate-helpers');
    let done = new Set<string>();
    if (await tableExists(db, 'web_migration')) {
      const rows = await db.selectFrom('web_migration').select('name').execute();
      done = new Set(rows.map((r) => r.name));
    }
    const all = await new FolderMigrationProvider(folder).getMigrations();
    const pending = Object.keys(all)
      .sort()
      .filter((name) => !done.has(name));
    for (const name of pending) {
      current = name;
      await all[name].up(db);
    }
    for (const statement of statements) {
      const table = /^\s*create table if not exists [`"]?(\w+)/i.exec(statement.sql)?.[1];
      if (table && (await tableExists(db, table))) statement.existing = true;
    }
    return { dialect: dialectOf(db), pending, statements };
  } finally {
    await db.destroy();
  }
}
