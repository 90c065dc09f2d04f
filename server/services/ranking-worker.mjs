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
  return new Kysely({ dialect: new SqliteDialect({ database }) });
}

const db = open(workerData.file);
const readDb = open(workerData.file);
try {
  const result = await refreshRankingSnapshot({ db, readDb, lines: workerData.lines, graceMs: workerData.graceMs });
  parentPort.postMessage({ ok: true, result });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.stack || error.message : String(error) });
} finally {
  await readDb.destroy();
  await db.destroy();
}
