/**
 * Worker thread for the ranking refresh on a SQLite file: better-sqlite3 is
 * synchronous, so a refresh over a million characters would otherwise stop the
 * server's event loop for seconds. Here it runs on its own two connections (one
 * streams the snapshot, one writes it in short transactions); WAL mode lets the
 * server keep reading meanwhile.
 *
 * workerData: { file, lines, graceMs }  ->  posts { ok: true, result } or { ok: false, error }.
 */
import { parentPort, workerData } from 'node:worker_threads';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { refreshRankingSnapshot } from './ranking-refresh.mjs';

function open(file) {
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

const writer = open(workerData.file);
const reader = open(workerData.file);
const db = writer.db;
const readDb = reader.db;
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
  const result = await refreshRankingSnapshot({ db, readDb, lines: workerData.lines, graceMs: workerData.graceMs, insertRows, iterate });
  parentPort.postMessage({ ok: true, result });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.stack || error.message : String(error) });
} finally {
  await readDb.destroy();
  await db.destroy();
}
