/**
 * Worker thread for the ranking refresh, so that reading a million characters and
 * sorting them never stops the server's event loop.
 *
 * SQLite file (better-sqlite3 is synchronous): two connections of its own, one reads
 * the snapshot queries row by row, one writes the new generation with prepared
 * statements, each batch in a short transaction; WAL lets the server keep reading.
 * MySQL/MariaDB: a small mysql2 pool of its own (same session settings as the server's).
 *
 * workerData: { file } or { uri }, plus { lines, graceMs, minIntervalSeconds }
 *   -> posts { ok: true, result } or { ok: false, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { createPool } from 'mysql2';
import { Kysely, MysqlDialect, SqliteDialect } from 'kysely';
import { refreshRankingSnapshot } from './ranking-refresh.mjs';

function openSqlite(file) {
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('busy_timeout = 10000');
  database.pragma('synchronous = NORMAL');
  database.pragma('cache_size = -65536');
  return { raw: database, db: new Kysely({ dialect: new SqliteDialect({ database }) }) };
}

const COLUMNS = {
  web_rank_stats: ['gen', 'character_id', 'line', 'level', 'exp', 'fame', 'quest_count', 'monster_book'],
  web_rank_order: ['gen', 'sort', 'line', 'chunk', 'ids'],
};

async function refreshSqlite(file) {
  const writer = openSqlite(file);
  const reader = openSqlite(file);
  const statements = Object.fromEntries(
    Object.entries(COLUMNS).map(([table, columns]) => [
      table,
      writer.raw.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`),
    ]),
  );
  // One batch per transaction: the write lock is held for milliseconds at a time.
  const insertRows = writer.raw.transaction((table, rows) => {
    const insert = statements[table];
    const columns = COLUMNS[table];
    for (const r of rows) insert.run(columns.map((c) => r[c]));
  });
  // Reads the (Kysely-built) snapshot queries row by row on the reader connection.
  const iterate = (compiled) => reader.raw.prepare(compiled.sql).iterate(...compiled.parameters);
  try {
    return await refreshRankingSnapshot({
      db: writer.db,
      readDb: reader.db,
      lines: workerData.lines,
      graceMs: workerData.graceMs,
      minIntervalSeconds: workerData.minIntervalSeconds,
      debug: workerData.debug,
      insertRows,
      iterate,
    });
  } finally {
    await reader.db.destroy();
    await writer.db.destroy();
  }
}

async function refreshMysql(uri) {
  const pool = createPool({
    uri,
    connectionLimit: 2,
    dateStrings: true,
    decimalNumbers: true,
    supportBigNumbers: true,
    timezone: 'Z',
    charset: 'utf8mb4',
  });
  pool.on('connection', (conn) => {
    conn.query("SET time_zone = '+00:00'");
  });
  const db = new Kysely({ dialect: new MysqlDialect({ pool }) });
  try {
    return await refreshRankingSnapshot({ db, lines: workerData.lines, graceMs: workerData.graceMs, minIntervalSeconds: workerData.minIntervalSeconds, debug: workerData.debug });
  } finally {
    await db.destroy();
  }
}

try {
  const result = workerData.uri ? await refreshMysql(workerData.uri) : await refreshSqlite(workerData.file);
  parentPort.postMessage({ ok: true, result });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.stack || error.message : String(error) });
}
