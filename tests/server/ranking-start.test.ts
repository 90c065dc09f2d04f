/**
 * The first ranking request after a start (ranking job on, as in production).
 *
 * - A database holding a snapshot from an earlier run: the first request is answered
 *   from it at once; the start-up refresh runs behind it, and still keeps the previous
 *   generation for the 5 s grace after publishing (readers may be in flight).
 * - A fresh database (no snapshot yet): the first build runs without the grace (nobody
 *   can be reading an older generation); requests arriving meanwhile wait for it, the
 *   start listens once it is published, and several instances starting together on one
 *   database build it once.
 *
 * Each test runs the app on a database of its own that the refresh worker thread can
 * open too: a SQLite file, or a fresh MariaDB database with TEST_MYSQL_URL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppInstance } from '../../server/app';
import { createDb, migrateToLatest, type Db } from '../../server/db';
import { RANKING_GRACE_MS as GRACE_MS, refreshRankings } from '../../server/services/ranking';
import { toDbTime } from '../../server/db/time';
import { jobLeaseUntil } from '../../server/services/job-lease';
import { RANKING_LEASE } from '../../server/services/ranking-refresh';
import { createTestDb, IS_MYSQL, seedTiny, testConfig } from './helpers';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

/** A migrated database with the tiny world, reachable by URL (for the worker thread). */
async function worldDatabase(): Promise<{ url: string; db: Db }> {
  if (IS_MYSQL) {
    const { db, url, drop } = await createTestDb();
    cleanups.push(drop);
    await migrateToLatest(db);
    await seedTiny(db);
    return { url, db };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rank-start-'));
  const url = `sqlite:${path.join(dir, 'site.db')}`;
  const db = createDb(url);
  cleanups.push(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  await migrateToLatest(db);
  await seedTiny(db);
  return { url, db };
}

/** The app as `npm start` runs it: jobs on (webJobs is off in tests by default); its log lines go to `log`. */
async function startedApp(url: string, log: Array<Record<string, unknown>> = []): Promise<AppInstance> {
  const stream = { write: (line: string) => log.push(JSON.parse(line) as Record<string, unknown>) };
  const app = await buildApp({ config: testConfig({ databaseUrl: url, webJobs: true }), logger: { level: 'info', stream } });
  cleanups.push(() => app.close());
  return app;
}

/** The refreshes this process ran: how long each took, from its start to the old generations' deletion. */
const refreshes = (log: Array<Record<string, unknown>>) =>
  log.filter((l) => l.msg === 'ranking snapshot refreshed').map((l) => ({ gen: Number(l.gen), ms: Number(l.ms) }));

/** The live generation, and the refresh lease's holder time (null when free). */
const meta = async (db: Db) => ({
  ...(await db.selectFrom('web_rank_meta').select('gen').where('id', '=', 1).executeTakeFirstOrThrow()),
  lease_until: await jobLeaseUntil(db, RANKING_LEASE),
});
const gens = async (db: Db) =>
  (await db.selectFrom('web_rank_stats').select('gen').distinct().execute()).map((r) => Number(r.gen)).sort();

async function until<T>(what: () => Promise<T>, ok: (v: T) => boolean, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await what();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out; last: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const TOP3 = ['Hero01', 'Thief01', 'Aran01'];
const top = (app: AppInstance) => app.inject({ url: '/api/v1/game/character/rank?sort=level&page=1&size=3' });

describe('first ranking request after a start', () => {
  it('is answered at once from the snapshot an earlier run left; the start-up refresh runs behind it, with the grace', async () => {
    const { url, db } = await worldDatabase();
    await refreshRankings(db);
    // The earlier run published generation 1 ten minutes ago: the start-up refresh will run.
    await db.updateTable('web_rank_meta').set({ refreshed_at: toDbTime(Date.now() - 600_000) }).where('id', '=', 1).execute();
    // Since then Evan01 (level 60) reached level 199: the earlier snapshot does not show it yet.
    await db.updateTable('characters').set({ level: 199 }).where('name', '=', 'Evan01').execute();

    const log: Array<Record<string, unknown>> = [];
    const app = await startedApp(url, log);
    await app.ready(); // the server listens from here on
    const started = Date.now();
    const res = await top(app);
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(200);
    // Answered from generation 1, without waiting for the start-up refresh (which
    // publishes generation 2 and then waits the grace before deleting generation 1).
    expect(res.json().data.total).toBe(10);
    expect(res.json().data.items.map((i: { name: string }) => i.name)).toEqual(TOP3);
    expect(elapsed).toBeLessThan(GRACE_MS);

    // The refresh publishes generation 2 and keeps generation 1 for the grace (a reader
    // that read the old generation number may still be reading it) ...
    await until(() => meta(db), (m) => Number(m.gen) === 2, 60_000);
    expect(await gens(db)).toEqual([1, 2]);
    // ... then deletes it and gives the lease back.
    await until(() => meta(db), (m) => m.lease_until == null, 60_000);
    expect(await gens(db)).toEqual([2]);
    const [refresh] = await until(async () => refreshes(log), (r) => r.length > 0, 5000);
    expect(refresh.gen).toBe(2);
    expect(refresh.ms).toBeGreaterThanOrEqual(GRACE_MS);
    // Once the page cache sees the new generation (meta read at most once a second), Evan01 is second.
    const after = await until(() => top(app), (r) => r.json().data.items[1]?.name === 'Evan01', 5000);
    expect(after.json().data.items.map((i: { name: string }) => i.name)).toEqual(['Hero01', 'Evan01', 'Thief01']);
  }, 90_000);

  it('on a fresh database waits for the first build, which does not wait the grace; simultaneous requests wait for the same build', async () => {
    const { url, db } = await worldDatabase();
    expect(Number((await meta(db)).gen)).toBe(0);

    const log: Array<Record<string, unknown>> = [];
    const app = await startedApp(url, log);
    // Five visitors at once, as the server starts (each request waits for the app to be ready).
    const answers = await Promise.all(Array.from({ length: 5 }, () => top(app)));
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.total).toBe(10);
      expect(res.json().data.items.map((i: { name: string }) => i.name)).toEqual(TOP3);
    }
    // One build, published and done without the grace (ten characters take far less).
    const [build, ...more] = refreshes(log);
    expect(more).toEqual([]);
    expect(build.gen).toBe(1);
    expect(build.ms).toBeLessThan(GRACE_MS);
    const m = await meta(db);
    expect(Number(m.gen)).toBe(1);
    expect(m.lease_until).toBeNull();
    expect(await gens(db)).toEqual([1]);
  }, 60_000);

  it('the start (server/index.ts) listens once the first build of a fresh database is published', async () => {
    const { url, db } = await worldDatabase();
    const app = await startedApp(url);
    await app.ready();
    await app.gameJobs.warmUp(); // what the start awaits before it listens
    expect(Number((await meta(db)).gen)).toBe(1);
    const res = await top(app);
    expect(res.json().data.items.map((i: { name: string }) => i.name)).toEqual(TOP3);
  }, 60_000);

  it('two instances starting together on a fresh database build it once, and both answer the full ranking', async () => {
    const { url, db } = await worldDatabase();
    const logA: Array<Record<string, unknown>> = [];
    const logB: Array<Record<string, unknown>> = [];
    const a = await startedApp(url, logA);
    const b = await startedApp(url, logB);
    const [ra, rb] = await Promise.all([top(a), top(b)]);
    for (const res of [ra, rb]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().data.total).toBe(10);
      expect(res.json().data.items.map((i: { name: string }) => i.name)).toEqual(TOP3);
    }
    // One build under the lease (the other instance waited for it), without the grace: one generation.
    const builds = [...refreshes(logA), ...refreshes(logB)];
    expect(builds).toHaveLength(1);
    expect(builds[0].ms).toBeLessThan(GRACE_MS);
    expect(Number((await meta(db)).gen)).toBe(1);
    expect(await gens(db)).toEqual([1]);
  }, 60_000);
});
