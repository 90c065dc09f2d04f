/**
 * Ranking snapshot refresh, run in a worker thread (server/services/ranking-worker.ts)
 * on a SQLite file or MySQL, in process on an in-memory database (tests).
 *
 * One refresh reads every rankable character (not a GM: gm < 1 and job not 900-999;
 * account not banned) with its completed-quest and monster-book counts, sorts them
 * in the four orders, and writes a new generation:
 *   web_rank_stats  one row per character: line, level, exp, fame, quest_count, monster_book
 *   web_rank_order  each order (per sort, over all jobs and per job line) as chunks of
 *                   1,000 character ids (little-endian int32 in a BLOB); position p of a
 *                   list is entry (p-1) % 1000 of chunk floor((p-1) / 1000)
 * then flips web_rank_meta.gen to it and deletes the older generations. Readers always
 * read the generation named in web_rank_meta, so they never see a half-written one.
 * A page is 1-2 chunk rows plus `size` primary-key lookups, whatever the page number.
 *
 * Orders (ties as the game breaks them: level desc, exp desc, earliest to reach it):
 *   level:       level desc, exp desc, lastExpGainTime asc, id asc
 *   fame:        fame desc, then the level order
 *   quest:       completed quests (queststatus.status = 2) desc, then the level order
 *   monsterbook: monster-book cards (monsterbook rows) desc, then the level order
 *
 * The reads are plain SELECTs (no locks on the game's tables, also on InnoDB); the
 * positions are computed in JavaScript (4 sorts of typed arrays; the per-line lists
 * are the same sorted order filtered by line); all writes are appends in key order, in
 * batches, each its own short transaction.
 *
 * One refresh at a time over all instances: the lease 'ranking-refresh' of web_job_lease
 * (services/job-lease.ts), taken here or, for the scheduled job, by the jobs plugin.
 */
import { sql, type CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { toDbTime } from '../db/time';
import { withJobLease } from './job-lease';

type SiteDb = Kysely<Database>;
/** Job lines in order: [name, job code ranges]; a snapshot row's `line` is the index here. */
export type RankLines = Array<[string, Array<[number, number]>]>;
/** A compiled query read row by row (the worker passes better-sqlite3's iterate). */
export type Iterate = (compiled: { sql: string; parameters: readonly unknown[] }) => Iterable<Record<string, unknown>>;
/** Writes one batch of rows of `table` in one transaction (the worker passes prepared statements). */
export type InsertRows = (table: RankTable, rows: Array<Record<string, unknown>>) => void | Promise<void>;
export type RankTable = 'web_rank_stats' | 'web_rank_order';

export interface RankingRefreshResult {
  gen: number;
  total: number;
  totals: Record<string, number>;
  durationMs: number;
}

/** The refresh's lease in web_job_lease, and how long it is held at most. */
export const RANKING_LEASE = 'ranking-refresh';
export const RANKING_LEASE_SECONDS = 15 * 60;

/** 'YYYY-MM-DD HH:mm:ss' (or a Date) as a sortable number YYYYMMDDHHmmss. */
function timeKey(v: unknown): number {
  if (v == null) return 0;
  if (v instanceof Date) return Number(toDbTime(v).replace(/\D/g, ''));
  const digits = String(v).replace(/\D/g, '').slice(0, 14);
  return digits ? Number(digits) : 0;
}

/** Index of the job line a job code belongs to, -1 for none. */
function lineOf(lines: RankLines, job: number): number {
  for (let i = 0; i < lines.length; i++) {
    for (const [lo, hi] of lines[i][1]) if (job >= lo && job <= hi) return i;
  }
  return -1;
}

/** The rankable characters: not a GM (gm < 1, job not 900-999), account not banned. */
function rankableQuery(db: SiteDb) {
  return db
    .selectFrom('characters as c')
    .innerJoin('accounts as a', 'a.id', 'c.accountid')
    .select(['c.id as id', 'c.job as job', 'c.level as level', 'c.exp as exp', 'c.fame as fame', 'c.lastExpGainTime as t'])
    .where('c.gm', '<', 1)
    .where((eb) => eb.or([eb('c.job', '<', 900), eb('c.job', '>', 999)]))
    .where('a.banned', '=', 0);
}

/** A Kysely select, whatever its tables. */
interface AnyQuery<R> {
  compile(): CompiledQuery;
  execute(): Promise<R[]>;
  stream(chunkSize: number): AsyncIterableIterator<R>;
}

async function rowsOf<R>(query: AnyQuery<R>, streaming: boolean, iterate?: Iterate): Promise<R[]> {
  if (iterate) return Array.from(iterate(query.compile())) as R[];
  if (!streaming) return query.execute();
  const out: R[] = [];
  for await (const r of query.stream(5000)) out.push(r);
  return out;
}

type SortKey = 'level' | 'fame' | 'quest' | 'book';

export interface Snapshot {
  n: number;
  id: Int32Array;
  line: Int8Array;
  level: Int32Array;
  exp: Float64Array;
  fame: Int32Array;
  quest: Int32Array;
  book: Int32Array;
  pos: Record<SortKey, Int32Array>;
  lpos: Record<SortKey, Int32Array>;
  orderOf: Record<SortKey, Int32Array>;
}

/**
 * Reads the rankable characters and their quest / card counts, and computes every
 * position in JavaScript: 4 sorts over typed arrays; the per-line positions come from
 * the same sorted order (a counter per line), so no sort is repeated per line.
 */
export async function computeSnapshot(readDb: SiteDb, lines: RankLines, streaming: boolean, iterate?: Iterate): Promise<Snapshot> {
  const base = await rowsOf(rankableQuery(readDb), streaming, iterate);
  const n = base.length;
  const id = new Int32Array(n);
  const line = new Int8Array(n);
  const level = new Int32Array(n);
  const exp = new Float64Array(n);
  const fame = new Int32Array(n);
  const t = new Float64Array(n);
  const quest = new Int32Array(n);
  const book = new Int32Array(n);
  const indexOf = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const r = base[i];
    id[i] = Number(r.id);
    line[i] = lineOf(lines, Number(r.job));
    level[i] = Number(r.level);
    exp[i] = Number(r.exp);
    fame[i] = Number(r.fame);
    t[i] = timeKey(r.t);
    indexOf.set(id[i], i);
  }
  base.length = 0;
  const quests = readDb
    .selectFrom('queststatus')
    .select(['characterid as cid', sql<number>`count(*)`.as('n')])
    .where('status', '=', 2)
    .groupBy('characterid');
  for (const r of await rowsOf(quests, streaming, iterate)) {
    const i = indexOf.get(Number(r.cid));
    if (i !== undefined) quest[i] = Number(r.n);
  }
  const cards = readDb.selectFrom('monsterbook').select(['charid as cid', sql<number>`count(*)`.as('n')]).groupBy('charid');
  for (const r of await rowsOf(cards, streaming, iterate)) {
    const i = indexOf.get(Number(r.cid));
    if (i !== undefined) book[i] = Number(r.n);
  }
  indexOf.clear();

  // The game's order: level desc, exp desc, earliest to reach it, then id.
  const tie = (a: number, b: number) => level[b] - level[a] || exp[b] - exp[a] || t[a] - t[b] || id[a] - id[b];
  const orders: Record<SortKey, (a: number, b: number) => number> = {
    level: tie,
    fame: (a, b) => fame[b] - fame[a] || tie(a, b),
    quest: (a, b) => quest[b] - quest[a] || tie(a, b),
    book: (a, b) => book[b] - book[a] || tie(a, b),
  };
  const pos = {} as Record<SortKey, Int32Array>;
  const lpos = {} as Record<SortKey, Int32Array>;
  const orderOf = {} as Record<SortKey, Int32Array>;
  for (const [sort, compare] of Object.entries(orders) as Array<[SortKey, (a: number, b: number) => number]>) {
    const order = new Int32Array(n);
    for (let i = 0; i < n; i++) order[i] = i;
    order.sort(compare);
    const p = new Int32Array(n);
    const lp = new Int32Array(n);
    const perLine = new Int32Array(lines.length + 1);
    for (let k = 0; k < n; k++) {
      const i = order[k];
      p[i] = k + 1;
      const slot = line[i] < 0 ? lines.length : line[i];
      perLine[slot] += 1;
      lp[i] = perLine[slot];
    }
    pos[sort] = p;
    lpos[sort] = lp;
    orderOf[sort] = order;
  }
  return { n, id, line, level, exp, fame, quest, book, pos, lpos, orderOf };
}

export const RANK_CHUNK = 1000;
export const SORTS = ['level', 'fame', 'quest', 'monsterbook'] as const;
const SORT_KEY: Record<(typeof SORTS)[number], SortKey> = { level: 'level', fame: 'fame', quest: 'quest', monsterbook: 'book' };

/** Int32 little-endian BLOB of ids. */
function packIds(ids: number[]): Buffer {
  const buf = Buffer.alloc(ids.length * 4);
  for (let k = 0; k < ids.length; k++) buf.writeInt32LE(ids[k], k * 4);
  return buf;
}

/** Decodes entries [from, to) of a chunk BLOB. */
export function unpackIds(blob: Uint8Array, from = 0, to?: number): number[] {
  const buf = Buffer.isBuffer(blob) ? blob : Buffer.from(blob);
  const end = Math.min(to ?? buf.length / 4, buf.length / 4);
  const out: number[] = [];
  for (let k = from; k < end; k++) out.push(buf.readInt32LE(k * 4));
  return out;
}

export interface RefreshOptions {
  /** Writes (and reads when readDb is absent). */
  db: SiteDb;
  /** A second connection to stream the snapshot from. */
  readDb?: SiteDb;
  lines: RankLines;
  /** Rows per insert statement (500). */
  batch?: number;
  /** Log the phases to stderr (config.rankingDebug). */
  debug?: boolean;
  /** Wait before deleting the previous generation (readers in flight). */
  graceMs?: number;
  /** Take the lease first (true); false when the caller holds it (the scheduled job). */
  lease?: boolean;
  /**
   * Skip (null) when a generation was published less than this long ago: another instance
   * already refreshed this period (the scheduled refresh runs once per period, not once
   * per instance). Checked under the lease, so two instances never both pass it.
   */
  minIntervalSeconds?: number;
  iterate?: Iterate;
  insertRows?: InsertRows;
}

/**
 * Computes and publishes a new generation. Null when another instance holds the lease, or
 * a generation is younger than `minIntervalSeconds`.
 */
export function refreshRankingSnapshot(o: RefreshOptions): Promise<RankingRefreshResult | null> {
  if (o.lease === false) return publishSnapshot(o);
  return withJobLease(o.db, RANKING_LEASE, RANKING_LEASE_SECONDS, () => publishSnapshot(o));
}

async function publishSnapshot(o: RefreshOptions): Promise<RankingRefreshResult | null> {
  const { db, lines } = o;
  const batchSize = o.batch ?? 500;
  const started = Date.now();
  const debug = o.debug ? (m: string) => console.error(`[ranking] ${m} +${Date.now() - started} ms`) : () => {};
  const meta = await db.selectFrom('web_rank_meta').select(['gen', 'refreshed_at']).where('id', '=', 1).executeTakeFirst();
  if ((o.minIntervalSeconds ?? 0) > 0 && meta?.refreshed_at != null && String(meta.refreshed_at) > toDbTime(started - o.minIntervalSeconds! * 1000)) {
    return null;
  }
  const maxGen = await db.selectFrom('web_rank_stats').select(sql<number>`max(gen)`.as('g')).executeTakeFirst();
  const gen = Math.max(Number(meta?.gen ?? 0), Number(maxGen?.g ?? 0)) + 1;

  const snap = await computeSnapshot(o.readDb ?? db, lines, Boolean(o.readDb), o.iterate);
  debug(`computed ${snap.n}`);
  const totals: Record<string, number> = { all: snap.n };
  for (let i = 0; i < snap.n; i++) totals[snap.line[i]] = (totals[snap.line[i]] ?? 0) + 1;

  const writeBatch = async (table: RankTable, rows: Array<Record<string, unknown>>) => {
    if (rows.length === 0) return;
    if (o.insertRows) {
      await o.insertRows(table, rows);
      return;
    }
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < rows.length; i += batchSize) {
        await trx.insertInto(table).values(rows.slice(i, i + batchSize) as never).execute();
      }
    });
  };

  // Stats, in character id order (appends).
  const byId = new Int32Array(snap.n);
  for (let i = 0; i < snap.n; i++) byId[i] = i;
  byId.sort((a, b) => snap.id[a] - snap.id[b]);
  let pending: Array<Record<string, unknown>> = [];
  for (let k = 0; k < snap.n; k++) {
    const i = byId[k];
    pending.push({
      gen,
      character_id: snap.id[i],
      line: snap.line[i],
      level: snap.level[i],
      exp: snap.exp[i],
      fame: snap.fame[i],
      quest_count: snap.quest[i],
      monster_book: snap.book[i],
    });
    if (pending.length >= batchSize * 10) {
      await writeBatch('web_rank_stats', pending);
      pending = [];
    }
  }
  await writeBatch('web_rank_stats', pending);
  debug('stats written');

  // Orders, as chunks of ids (appends in key order).
  pending = [];
  for (const sort of SORTS) {
    const order = snap.orderOf[SORT_KEY[sort]];
    const lists: Array<{ line: number; ids: number[] }> = [{ line: -1, ids: [] }, ...lines.map((_, index) => ({ line: index, ids: [] as number[] }))];
    for (let k = 0; k < snap.n; k++) {
      const i = order[k];
      lists[0].ids.push(snap.id[i]);
      if (snap.line[i] >= 0) lists[snap.line[i] + 1].ids.push(snap.id[i]);
    }
    for (const list of lists.sort((a, b) => a.line - b.line)) {
      for (let c = 0; c * RANK_CHUNK < list.ids.length; c++) {
        pending.push({ gen, sort, line: list.line, chunk: c, ids: packIds(list.ids.slice(c * RANK_CHUNK, (c + 1) * RANK_CHUNK)) });
        if (pending.length >= 200) {
          await writeBatch('web_rank_order', pending);
          pending = [];
        }
      }
    }
  }
  await writeBatch('web_rank_order', pending);
  debug('orders written');

  const durationMs = Date.now() - started;
  await db
    .updateTable('web_rank_meta')
    .set({ gen, totals: JSON.stringify(totals), refreshed_at: toDbTime(), duration_ms: durationMs })
    .where('id', '=', 1)
    .execute();

  if (o.graceMs) await new Promise((resolve) => setTimeout(resolve, o.graceMs));
  // Delete older generations in short chunks (keeps each write lock brief).
  await db.deleteFrom('web_rank_order').where('gen', '<', gen).execute();
  const olds = await db
    .selectFrom('web_rank_stats')
    .select(['gen', sql<number>`min(character_id)`.as('lo'), sql<number>`max(character_id)`.as('hi')])
    .where('gen', '<', gen)
    .groupBy('gen')
    .execute();
  for (const old of olds) {
    const step = 20_000;
    for (let lo = Number(old.lo); lo <= Number(old.hi); lo += step) {
      await db
        .deleteFrom('web_rank_stats')
        .where('gen', '=', Number(old.gen))
        .where('character_id', '>=', lo)
        .where('character_id', '<', lo + step)
        .execute();
    }
  }
  debug('old generations deleted');
  return { gen, total: totals.all, totals, durationMs: Date.now() - started };
}
