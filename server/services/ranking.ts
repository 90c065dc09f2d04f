/**
 * Rankings and the caller's characters.
 *
 * Character ranking reads the snapshot (see ranking-refresh.ts): positions from..to
 * of an order are 1-2 rows of web_rank_order (chunks of 1,000 ids) and the page's
 * characters are primary-key lookups, whatever the page number (page 5,000 costs what
 * page 1 costs); `total` comes from the totals the refresh stored (a count cache, no
 * COUNT over a million rows per request).
 * The snapshot is refreshed at start-up and every RANKING_REFRESH_SECONDS (300) by
 * `startRankingJob` on the jobs plugin, in a worker thread on a SQLite file or MySQL. A start serves the
 * snapshot an earlier run left in the database at once (the start-up refresh runs
 * behind); only a fresh database waits for its first build, which skips the grace.
 *
 * Guild ranking is read live (guilds are few): GP desc, guildid asc.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { sql, type CompiledQuery } from 'kysely';
import SqliteDatabase from 'better-sqlite3';
import type { Db } from '../db';
import { parseDatabaseUrl } from '../db';
import { JOB_LINES, JOB_LINE_RANGES, jobKey, type JobLine } from '../../config/jobs';
import { translate, type Lang } from '../../locales';
import { RANKING_DEFAULT_PAGE, RANKING_DEFAULT_SIZE, RANKING_MAX_SIZE } from '../../config/rules';
import { pagingValue } from './paging';
import type {
  CharacterRankItem,
  CharacterRankPage,
  CharacterSummary,
  GuildRankItem,
  GuildRankPage,
  RankSort,
  RankingGuild,
} from '../../config/contract/game';
import {
  RANK_CHUNK,
  RANKING_LEASE,
  RANKING_LEASE_SECONDS,
  refreshRankingSnapshot,
  unpackIds,
  type RankLines,
  type RankingRefreshResult,
} from './ranking-refresh';
import type { RankingWorkerData, RankingWorkerMessage } from './ranking-worker';
import { jobLeaseUntil } from './job-lease';
import { toDbTime } from '../db/time';
import type { Jobs } from '../plugins/jobs';
import { avatarUrl, type AvatarLook } from './avatar';

/**
 * Optional fast path on a SQLite file: a read-only better-sqlite3 connection of its
 * own, on which the (Kysely-built) ranking queries run as cached prepared statements,
 * skipping the per-request statement preparation and driver overhead. WAL lets it read
 * while the main connection and the refresh worker write.
 */
const readers = new WeakMap<Db, { raw: SqliteDatabase.Database; statements: Map<string, SqliteDatabase.Statement> }>();

export function attachRankingReader(db: Db, file: string): () => void {
  const raw = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  raw.pragma('busy_timeout = 5000');
  // Memory-mapped reads (read-only connection): ~20% less per page on a large file.
  raw.pragma('mmap_size = 1073741824');
  readers.set(db, { raw, statements: new Map() });
  return () => {
    readers.delete(db);
    raw.close();
  };
}

async function rowsOf<R>(db: Db, query: Compilable<R>): Promise<R[]> {
  const reader = readers.get(db);
  if (!reader) return query.execute();
  const compiled = query.compile();
  let statement = reader.statements.get(compiled.sql);
  if (!statement) {
    statement = reader.raw.prepare(compiled.sql);
    reader.statements.set(compiled.sql, statement);
    if (reader.statements.size > 300) reader.statements.delete(reader.statements.keys().next().value!);
  }
  return statement.all(...(compiled.parameters as unknown[])) as R[];
}

interface Compilable<R> {
  compile(): CompiledQuery;
  execute(): Promise<R[]>;
}

/** Job lines in JOB_LINES order: a snapshot row's `line` is the index here. */
export const RANK_LINES: RankLines = JOB_LINES.map((line) => [line, JOB_LINE_RANGES[line]]);

/* --------------------------------------------------------------- refresh */

/** How long the previous generation is kept after a refresh publishes a new one (readers in flight). */
export const RANKING_GRACE_MS = 5000;

/** Refreshes the snapshot on this connection (tests, MySQL). Null when another instance holds the lease. */
export async function refreshRankings(db: Db, options: { graceMs?: number; lease?: boolean } = {}): Promise<RankingRefreshResult | null> {
  const result = await refreshRankingSnapshot({ db, lines: RANK_LINES, graceMs: options.graceMs ?? 0, lease: options.lease });
  clearRankingCaches(db);
  return result;
}

/**
 * The worker thread runs the TypeScript of ranking-worker.ts through tsx's require hook
 * (registered in the thread itself: Node does not pass a parent's loader on to workers),
 * the same way under `npm start` (tsx) and under Vitest.
 */
const require = createRequire(import.meta.url);
const WORKER_BOOT = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(
  fileURLToPath(new URL('./ranking-worker.ts', import.meta.url)),
)});`;

/**
 * Refreshes the snapshot in a worker thread (keeps the event loop free): `target` is a
 * SQLite file path or a mysql:// URL. The caller holds the refresh lease (the jobs plugin).
 */
export function refreshRankingsInWorker(target: string, graceMs = RANKING_GRACE_MS, minIntervalSeconds = 0, debug = false): Promise<RankingRefreshResult | null> {
  const where = /^(mysql|mariadb):\/\//i.test(target) ? { uri: target.replace(/^mariadb:/i, 'mysql:') } : { file: path.resolve(target) };
  const workerData: RankingWorkerData = { ...where, lines: RANK_LINES, graceMs, minIntervalSeconds, debug };
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_BOOT, { eval: true, workerData });
    let settled = false;
    worker.once('message', (m: RankingWorkerMessage) => {
      settled = true;
      if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
    });
    worker.once('error', (e) => {
      if (!settled) reject(e);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`ranking worker exited with ${code}`));
    });
  });
}

/**
 * How long the start and the first requests wait for the first snapshot of a fresh
 * database (15 s): past that the server listens anyway and answers an empty ranking
 * until the build (a very large world) is published.
 */
export const FIRST_SNAPSHOT_WAIT_MS = 15_000;

export interface RankingJobOptions {
  db: Db;
  databaseUrl: string;
  /** The jobs plugin: the refresh is its job 'ranking-refresh', under the lease of that name. */
  jobs: Jobs;
  /** Seconds between refreshes (RANKING_REFRESH_SECONDS, default 300). */
  everySeconds: number;
  log?: { info: (o: object, msg: string) => void; error: (o: object, msg: string) => void };
  /** Log the refresh's phases to stderr (config.rankingDebug). */
  debug?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Schedules the refresh every `everySeconds` on the jobs plugin and starts the start-up
 * refresh; returns `ready` (resolves once a snapshot can be served) and a stop function.
 * SQLite file and MySQL: in a worker thread; in-memory SQLite: in process.
 *
 * A start never makes a request wait for a refresh it does not need:
 * - a snapshot from an earlier run is in the database: `ready` resolves at once (one
 *   read of web_rank_meta) and requests are answered from it; the start-up refresh
 *   runs behind them, with the grace, since readers are reading that generation;
 * - none yet (a fresh database): the first build runs at once without the grace
 *   (nobody can be reading an older generation: there is none) and `ready` resolves
 *   when it is published. If another instance holds the lease (it is building the same
 *   first snapshot), this one waits for that generation instead of building its own.
 */
export function startRankingJob(o: RankingJobOptions): { stop: () => void; ready: Promise<void> } {
  const target = parseDatabaseUrl(o.databaseUrl);
  let stopped = false;
  // Several instances on one database: whichever comes first in a period refreshes, the
  // others find a fresh generation and skip (a little under the period, so timer drift
  // never skips a whole period). At start-up only a generation younger than a minute
  // counts as fresh (another instance starting at the same time), so a restarted
  // instance does not wait a whole period for its first refresh.
  const periodSeconds = Math.max(5, o.everySeconds) * 0.8;
  const startupIntervalSeconds = Math.min(60, periodSeconds);
  /** The next run's grace and minimum interval: the start-up refresh's, then the period's. */
  let next = { graceMs: RANKING_GRACE_MS, minIntervalSeconds: startupIntervalSeconds };
  const refresh = ({ graceMs, minIntervalSeconds }: typeof next) =>
    target.dialect === 'mysql'
      ? refreshRankingsInWorker(target.uri, graceMs, minIntervalSeconds, o.debug)
      : target.file !== ':memory:'
        ? refreshRankingsInWorker(target.file, graceMs, minIntervalSeconds, o.debug)
        : refreshRankingSnapshot({ db: o.db, lines: RANK_LINES, graceMs, minIntervalSeconds, debug: o.debug, lease: false });
  const published = (r: RankingRefreshResult | null) => {
    clearRankingCaches(o.db);
    if (r) o.log?.info({ gen: r.gen, characters: r.total, ms: r.durationMs }, 'ranking snapshot refreshed');
    return r;
  };
  const job = o.jobs.every({
    name: RANKING_LEASE,
    seconds: Math.max(5, o.everySeconds),
    lease: RANKING_LEASE_SECONDS,
    atStart: false,
    run: () => {
      const settings = next;
      next = { graceMs: RANKING_GRACE_MS, minIntervalSeconds: periodSeconds };
      return refresh(settings).then(published, (error) => {
        clearRankingCaches(o.db);
        throw error;
      });
    },
  });
  const failed = (error: unknown) => o.log?.error({ err: error }, 'ranking snapshot refresh failed');
  const liveGen = async () => Number((await o.db.selectFrom('web_rank_meta').select('gen').where('id', '=', 1).executeTakeFirst())?.gen ?? 0);
  // A fresh database: build without the grace, or wait for the instance that holds the lease.
  const firstSnapshot = async () => {
    while (!stopped) {
      // Skips (null) when another instance holds the lease, or published in the last minute.
      next = { graceMs: 0, minIntervalSeconds: startupIntervalSeconds };
      if (await job.run()) return;
      for (;;) {
        if (stopped) return;
        if ((await liveGen()) > 0) return published(null);
        // The lease is free and still nothing is published (its holder gave up): build it here.
        const holder = await jobLeaseUntil(o.db, RANKING_LEASE);
        if (holder == null || String(holder) < toDbTime()) break;
        await sleep(250);
      }
      await sleep(250);
    }
  };
  const ready = liveGen()
    .then(async (gen) => {
      if (gen > 0) {
        job.run().catch(failed);
        return;
      }
      await firstSnapshot();
    })
    .catch(failed);
  return {
    ready,
    stop: () => {
      stopped = true;
    },
  };
}

/**
 * Resolves when `promise` does, or after `ms` at the latest (never rejects): a wait
 * for the first snapshot that never holds a request or the start for long.
 */
export function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

/* ---------------------------------------------------------------- reads */

interface Meta {
  gen: number;
  totals: Record<string, number>;
}

/** The live generation, re-read at most once a second per database (another instance may publish one). */
const metaCache = new WeakMap<Db, { at: number; meta: Meta }>();
const META_TTL_MS = 1000;

/**
 * Answers per generation: a generation never changes once published, so a page of it
 * can be kept until the next one (RANKING_PAGE_CACHE entries per database, 1000;
 * 0 turns it off). Live fields (name, job, guild) are at most one refresh old, like
 * the order itself.
 */
const pageCache = new WeakMap<Db, { gen: number; pages: Map<string, CharacterRankPage> }>();

/** Decoded order chunks per generation (immutable once published), 2,000 per database (~8 MB). */
const chunkCache = new WeakMap<Db, { gen: number; chunks: Map<string, number[]> }>();
const CHUNK_CACHE_SIZE = 2000;

async function orderChunk(db: Db, gen: number, sort: RankSort, line: number, chunk: number): Promise<number[]> {
  let cache = chunkCache.get(db);
  if (!cache || cache.gen !== gen) {
    cache = { gen, chunks: new Map() };
    chunkCache.set(db, cache);
  }
  const key = `${sort}|${line}|${chunk}`;
  const hit = cache.chunks.get(key);
  if (hit) return hit;
  const [row] = await rowsOf(
    db,
    db
      .selectFrom('web_rank_order')
      .select('ids')
      .where('gen', '=', gen)
      .where('sort', '=', sort)
      .where('line', '=', line)
      .where('chunk', '=', chunk),
  );
  const ids = row ? unpackIds(row.ids) : [];
  cache.chunks.set(key, ids);
  if (cache.chunks.size > CHUNK_CACHE_SIZE) cache.chunks.delete(cache.chunks.keys().next().value!);
  return ids;
}

async function liveMeta(db: Db): Promise<Meta> {
  const hit = metaCache.get(db);
  if (hit && Date.now() - hit.at < META_TTL_MS) return hit.meta;
  const [row] = await rowsOf(db, db.selectFrom('web_rank_meta').select(['gen', 'totals']).where('id', '=', 1));
  let totals: Record<string, number> = {};
  try {
    totals = JSON.parse(row?.totals || '{}');
  } catch {
    totals = {};
  }
  const meta = { gen: Number(row?.gen ?? 0), totals };
  metaCache.set(db, { at: Date.now(), meta });
  return meta;
}

/** Forgets cached generations and pages of this database (after a refresh). */
export function clearRankingCaches(db: Db): void {
  metaCache.delete(db);
  pageCache.delete(db);
  chunkCache.delete(db);
  guildPageCache.delete(db);
  guildTotalCache.delete(db);
}

type GuildRow = {
  guildid: number | null;
  guild_name: string | null;
  logo: number | null;
  logoColor: number | null;
  logoBG: number | null;
  logoBGColor: number | null;
  alliance_name: string | null;
};

function guildOf(r: GuildRow): RankingGuild | null {
  if (r.guildid == null || r.guild_name == null) return null;
  return {
    guild_id: Number(r.guildid),
    name: r.guild_name,
    logo: Number(r.logo ?? 0),
    logo_color: Number(r.logoColor ?? 0),
    logo_bg: Number(r.logoBG ?? 0),
    logo_bg_color: Number(r.logoBGColor ?? 0),
    alliance_name: r.alliance_name ?? null,
  };
}

/** The highest page number a ranking answers (the query schema's maximum). */
const RANKING_MAX_PAGE = 1_000_000;

export interface CharacterRankRequest {
  job?: JobLine;
  sort?: RankSort;
  page?: number;
  size?: number;
}

export interface RankContext {
  lang: Lang;
  avatarTemplate: string;
  /** Pages kept per generation (config.rankingPageCache); 0 or absent = no cache. */
  pageCache?: number;
}

export async function characterRank(db: Db, query: CharacterRankRequest, ctx: RankContext): Promise<CharacterRankPage> {
  const q = {
    ...query,
    page: pagingValue(query.page, RANKING_DEFAULT_PAGE, RANKING_MAX_PAGE),
    size: pagingValue(query.size, RANKING_DEFAULT_SIZE, RANKING_MAX_SIZE),
  };
  const meta = await liveMeta(db);
  const limit = ctx.pageCache ?? 0;
  if (limit === 0) return rankPage(db, meta, q, ctx);
  let cache = pageCache.get(db);
  if (!cache || cache.gen !== meta.gen) {
    cache = { gen: meta.gen, pages: new Map() };
    pageCache.set(db, cache);
  }
  const key = `${q.sort ?? 'level'}|${q.job ?? ''}|${q.page ?? RANKING_DEFAULT_PAGE}|${q.size ?? RANKING_DEFAULT_SIZE}|${ctx.lang}|${ctx.avatarTemplate}`;
  const hit = cache.pages.get(key);
  if (hit) {
    cache.pages.delete(key); // most recently used goes last
    cache.pages.set(key, hit);
    return hit;
  }
  const page = await rankPage(db, meta, q, ctx);
  if (meta.gen !== 0) {
    cache.pages.set(key, page);
    if (cache.pages.size > limit) cache.pages.delete(cache.pages.keys().next().value!);
  }
  return page;
}

async function rankPage(db: Db, meta: Meta, q: CharacterRankRequest, ctx: RankContext): Promise<CharacterRankPage> {
  const sort: RankSort = q.sort ?? 'level';
  const page = q.page ?? RANKING_DEFAULT_PAGE;
  const size = q.size ?? RANKING_DEFAULT_SIZE;
  const from = (page - 1) * size + 1;
  const to = page * size;
  const line = q.job ? JOB_LINES.indexOf(q.job) : -1;
  const total = Number((q.job ? meta.totals[String(line)] : meta.totals.all) ?? 0);
  if (meta.gen === 0 || from > total) return { items: [], total };

  const firstChunk = Math.floor((from - 1) / RANK_CHUNK);
  const lastChunk = Math.floor((to - 1) / RANK_CHUNK);
  const ids: number[] = [];
  for (let c = firstChunk; c <= lastChunk; c++) {
    const list = await orderChunk(db, meta.gen, sort, line, c);
    const first = c * RANK_CHUNK + 1; // position of the chunk's first entry
    for (let k = Math.max(0, from - first); k < Math.min(list.length, to - first + 1); k++) ids.push(list[k]);
  }
  if (ids.length === 0) return { items: [], total };
  const found = await rowsOf(
    db,
    db
      .selectFrom('web_rank_stats as r')
      .innerJoin('characters as c', 'c.id', 'r.character_id')
      .leftJoin('guilds as g', (join) => join.onRef('g.guildid', '=', 'c.guildid').on('c.guildid', '>', 0))
      .leftJoin('alliance as al', (join) => join.onRef('al.id', '=', 'g.allianceId').on('g.allianceId', '>', 0))
      .select([
        'r.character_id as id',
        'r.level',
        'r.exp',
        'r.fame',
        'r.quest_count',
        'r.monster_book',
        'c.name',
        'c.job',
        'c.gender',
        'c.skincolor',
        'c.hair',
        'c.face',
        'g.guildid',
        'g.name as guild_name',
        'g.logo',
        'g.logoColor',
        'g.logoBG',
        'g.logoBGColor',
        'al.name as alliance_name',
      ])
      .where('r.gen', '=', meta.gen)
      .where('r.character_id', 'in', ids),
  );
  const byId = new Map(found.map((r) => [Number(r.id), r]));
  // In rank order; a character deleted since the snapshot is skipped.
  const rows = ids.map((id) => byId.get(id)).filter((r): r is (typeof found)[number] => r !== undefined);

  const items: CharacterRankItem[] = rows.map((r, index) => {
    const value =
      sort === 'level' ? r.level : sort === 'fame' ? r.fame : sort === 'quest' ? r.quest_count : r.monster_book;
    const look: AvatarLook = {
      id: Number(r.id),
      name: r.name,
      gender: Number(r.gender),
      skin: Number(r.skincolor),
      hair: Number(r.hair),
      face: Number(r.face),
      job: Number(r.job),
    };
    return {
      id: Number(r.id),
      rank: (page - 1) * size + index + 1,
      name: r.name,
      job: Number(r.job),
      jobName: translate(ctx.lang, jobKey(Number(r.job))),
      level: Number(r.level),
      exp: Number(r.exp),
      fame: Number(r.fame),
      quest_count: Number(r.quest_count),
      monster_book: Number(r.monster_book),
      avatar: avatarUrl(ctx.avatarTemplate, look),
      guild: guildOf(r as GuildRow),
      value: Number(value),
      type: sort,
    };
  });
  return { items, total };
}

/* ---------------------------------------------------------------- guilds */

/** Guild count cache per database, 60 s. */
const guildTotalCache = new WeakMap<Db, { at: number; total: number }>();
const GUILD_TOTAL_TTL_MS = 60_000;

/** Guild pages, 60 s per database (GP changes slowly; the count is cached as long). */
const guildPageCache = new WeakMap<Db, Map<string, { at: number; page: GuildRankPage }>>();

export async function guildRank(db: Db, q: { page?: number; size?: number }, lang: Lang): Promise<GuildRankPage> {
  const page = pagingValue(q.page, RANKING_DEFAULT_PAGE, RANKING_MAX_PAGE);
  const size = pagingValue(q.size, RANKING_DEFAULT_SIZE, RANKING_MAX_SIZE);
  let pages = guildPageCache.get(db);
  if (!pages) guildPageCache.set(db, (pages = new Map()));
  const key = `${page}|${size}|${lang}`;
  const hit = pages.get(key);
  if (hit && Date.now() - hit.at < GUILD_TOTAL_TTL_MS) return hit.page;
  const answer = await guildRankPage(db, page, size, lang);
  pages.set(key, { at: Date.now(), page: answer });
  if (pages.size > 500) pages.delete(pages.keys().next().value!);
  return answer;
}

async function guildRankPage(db: Db, page: number, size: number, lang: Lang): Promise<GuildRankPage> {
  let cached = guildTotalCache.get(db);
  if (!cached || Date.now() - cached.at > GUILD_TOTAL_TTL_MS) {
    const row = await db.selectFrom('guilds').select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    cached = { at: Date.now(), total: Number(row?.n ?? 0) };
    guildTotalCache.set(db, cached);
  }
  const total = cached.total;
  const rows = await db
    .selectFrom('guilds as g')
    .leftJoin('characters as l', 'l.id', 'g.leader')
    .leftJoin('alliance as al', (join) => join.onRef('al.id', '=', 'g.allianceId').on('g.allianceId', '>', 0))
    .select((eb) => [
      'g.guildid',
      'g.name',
      'g.leader',
      'g.GP',
      'g.capacity',
      'g.logo',
      'g.logoColor',
      'g.logoBG',
      'g.logoBGColor',
      'g.notice',
      'l.name as leader_name',
      'al.name as alliance_name',
      eb
        .selectFrom('characters as m')
        .select(sql<number>`count(*)`.as('n'))
        .whereRef('m.guildid', '=', 'g.guildid')
        .as('member'),
    ])
    .orderBy('g.GP', 'desc')
    .orderBy('g.guildid', 'asc')
    .limit(size)
    .offset((page - 1) * size)
    .execute();
  const unknown = translate(lang, 'game.unknownLeader');
  const items: GuildRankItem[] = rows.map((r, index) => ({
    guild_id: Number(r.guildid),
    rank: (page - 1) * size + index + 1,
    name: r.name,
    leader_name: r.leader_name ?? unknown,
    leader_id: Number(r.leader ?? 0),
    member: Number(r.member ?? 0),
    capacity: Number(r.capacity ?? 0),
    gp: Number(r.GP ?? 0),
    logo: Number(r.logo ?? 0),
    logo_color: Number(r.logoColor ?? 0),
    logo_bg: Number(r.logoBG ?? 0),
    logo_bg_color: Number(r.logoBGColor ?? 0),
    alliance_name: r.alliance_name ?? null,
    notice: r.notice ?? '',
    value: Number(r.GP ?? 0),
  }));
  return { items, total, page, size };
}

/* ------------------------------------------------------------ characters */

const nullTime = (t: string | null | undefined) => (t == null || t === '' || t.startsWith('0000-00-00') ? null : t);

/** The account's characters, highest level first (GET /character/list). */
export async function characterList(db: Db, accountId: number, ctx: RankContext): Promise<CharacterSummary[]> {
  const rows = await db
    .selectFrom('characters as c')
    .leftJoin('guilds as g', (join) => join.onRef('g.guildid', '=', 'c.guildid').on('c.guildid', '>', 0))
    .leftJoin('alliance as al', (join) => join.onRef('al.id', '=', 'g.allianceId').on('g.allianceId', '>', 0))
    .select([
      'c.id',
      'c.name',
      'c.world',
      'c.level',
      'c.job',
      'c.exp',
      'c.fame',
      'c.meso',
      'c.createdate',
      'c.lastLogoutTime',
      'c.str',
      'c.dex',
      'c.int',
      'c.luk',
      'c.hp',
      'c.mp',
      'c.maxhp',
      'c.maxmp',
      'c.gender',
      'c.skincolor',
      'c.hair',
      'c.face',
      'g.guildid',
      'g.name as guild_name',
      'g.logo',
      'g.logoColor',
      'g.logoBG',
      'g.logoBGColor',
      'al.name as alliance_name',
    ])
    .where('c.accountid', '=', accountId)
    .orderBy('c.level', 'desc')
    .orderBy('c.exp', 'desc')
    .orderBy('c.id', 'asc')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    world: Number(r.world),
    level: Number(r.level),
    job: Number(r.job),
    jobName: translate(ctx.lang, jobKey(Number(r.job))),
    guild: guildOf(r as GuildRow),
    exp: Number(r.exp),
    fame: Number(r.fame),
    meso: Number(r.meso),
    created: String(r.createdate),
    lastLogout: nullTime(r.lastLogoutTime),
    str: Number(r.str),
    dex: Number(r.dex),
    int: Number(r.int),
    luk: Number(r.luk),
    hp: Number(r.hp),
    mp: Number(r.mp),
    maxhp: Number(r.maxhp),
    maxmp: Number(r.maxmp),
    gender: Number(r.gender),
    skincolor: Number(r.skincolor),
    hair: Number(r.hair),
    face: Number(r.face),
    avatar: avatarUrl(ctx.avatarTemplate, {
      id: Number(r.id),
      name: r.name,
      gender: Number(r.gender),
      skin: Number(r.skincolor),
      hair: Number(r.hair),
      face: Number(r.face),
      job: Number(r.job),
    }),
  }));
}
