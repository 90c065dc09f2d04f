/**
 * Worker thread for the ranking refresh, so that reading a million characters and
 * sorting them never stops the server's event loop. Started by refreshRankingsInWorker
 * (services/ranking.ts) through tsx's loader (the same TypeScript as the server).
 *
 * SQLite file (better-sqlite3 is synchronous): two connections of its own, one reads
 * the snapshot queries row by row, one writes the new generation with prepared
 * statements, each batch in a short transaction; WAL lets the server keep reading.
 * MySQL/MariaDB: the server's own pool settings (db/index.ts), two connections.
 *
 * workerData: RankingWorkerData -> posts { ok: true, result } or { ok: false, error }.
 * The caller holds the refresh lease; the worker refreshes with `lease: false`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../db/schema';
import { createDb } from '../db';
import { refreshRankingSnapshot, type InsertRows, type Iterate, type RankLines, type RankTable, type RankingRefreshResult } from './ranking-refresh';

export interface RankingWorkerData {
  /** A SQLite file, or a mysql:// URL. */
  file?: string;
  uri?: string;
  lines: RankLines;
  graceMs: number;
  minIntervalSeconds: number;
  debug: boolean;
}

export type RankingWorkerMessage = { ok: true; result: RankingRefreshResult | null } | { ok: false; error: string };

function openSqlite(file: string) {
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 10000');
  database.pragma('synchronous = NORMAL');
  database.pragma('cache_size = -65536');
  return { raw: database, db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }) };
}

const COLUMNS: Record<RankTable, string[]> = {
  web_rank_stats: ['gen', 'character_id', 'line', 'level', 'exp', 'fame', 'quest_count', 'monster_book'],
  web_rank_order: ['gen', 'sort', 'line', 'chunk', 'ids'],
};

async function refreshSqlite(data: RankingWorkerData, file: string) {
  const writer = openSqlite(file);
  const reader = openSqlite(file);
  const statements = Object.fromEntries(
    (Object.entries(COLUMNS) as Array<[RankTable, string[]]>).map(([table, columns]) => [
      table,
      writer.raw.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`),
    ]),
  ) as Record<RankTable, SqliteDatabase.Statement>;
  // One batch per transaction: the write lock is held for milliseconds at a time.
  const insertRows: InsertRows = writer.raw.transaction((table: RankTable, rows: Array<Record<string, unknown>>) => {
    const insert = statements[table];
    const columns = COLUMNS[table];
    for (const r of rows) insert.run(columns.map((c) => r[c]));
  });
  // Reads the (Kysely-built) snapshot queries row by row on the reader connection.
  const iterate: Iterate = (compiled) => reader.raw.prepare(compiled.sql).iterate(...compiled.parameters) as Iterable<Record<string, unknown>>;
  try {
    return await refreshRankingSnapshot({ ...options(data), db: writer.db, readDb: reader.db, insertRows, iterate });
  } finally {
    await reader.db.destroy();
    await writer.db.destroy();
  }
}

async function refreshMysql(data: RankingWorkerData, uri: string) {
  const db = createDb(uri, { connectionLimit: 2 });
  try {
    return await refreshRankingSnapshot({ ...options(data), db });
  } finally {
    await db.destroy();
  }
}

const options = (data: RankingWorkerData) => ({
  lines: data.lines,
  graceMs: data.graceMs,
  minIntervalSeconds: data.minIntervalSeconds,
  debug: data.debug,
  lease: false,
});

async function main() {
  const data = workerData as RankingWorkerData;
  try {
    const result = data.uri ? await refreshMysql(data, data.uri) : await refreshSqlite(data, data.file!);
    parentPort!.postMessage({ ok: true, result } satisfies RankingWorkerMessage);
  } catch (error) {
    parentPort!.postMessage({ ok: false, error: error instanceof Error ? error.stack || error.message : String(error) } satisfies RankingWorkerMessage);
  }
}

void main();
