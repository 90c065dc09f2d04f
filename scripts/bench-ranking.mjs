#!/usr/bin/env node
/**
 * `npm run bench:ranking`: ranking latency with 1,000,000 characters on SQLite.
 *
 * 1. Seeds a separate SQLite file (BENCH_DB, data/bench-ranking.db) with
 *    BENCH_CHARACTERS (1,000,000) characters through `npm run seed:bench`
 *    (fallback: scripts/bench-ranking-seed.ts), unless it already holds that many
 *    (--reseed to start over).
 * 2. Starts the real server on it (BENCH_PORT, 8020; rate limits off, jobs on: the
 *    ranking snapshot refresh runs at start-up and every RANKING_REFRESH_SECONDS as in
 *    production) and waits for the first snapshot.
 * 3. Runs autocannon (BENCH_CONNECTIONS 10, BENCH_SECONDS 6 per target) on GET
 *    /api/health, then for every sort and every job filter: page 1, page 5,000 and random
 *    pages over the whole list (a different page per request: the database path, as
 *    the page cache cannot help), then size 100, the guild rank and /api/health again.
 *    BENCH_PAGE_CACHE=0 turns the server's page cache off for every row.
 * 4. Prints median / p99 latency and requests/s as a table and writes it as markdown
 *    to BENCH_OUT (data/bench-ranking.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const dbFile = path.resolve(root, env.BENCH_DB || 'data/bench-ranking.db');
const characters = Number(env.BENCH_CHARACTERS || 1_000_000);
const port = Number(env.BENCH_PORT || 8020);
const connections = Number(env.BENCH_CONNECTIONS || 10);
const seconds = Number(env.BENCH_SECONDS || 6);
const outFile = path.resolve(root, env.BENCH_OUT || 'data/bench-ranking.md');
const reseed = process.argv.includes('--reseed');
const base = `http://127.0.0.1:${port}`;
const t0 = Date.now();
const log = (m) => console.log(`[bench ${((Date.now() - t0) / 1000).toFixed(0)}s] ${m}`);

function countCharacters() {
  if (!fs.existsSync(dbFile)) return 0;
  try {
    const db = new SqliteDatabase(dbFile, { readonly: true });
    const n = db.prepare('select count(*) as n from characters').get().n;
    db.close();
    return n;
  } catch {
    return 0;
  }
}

function seed() {
  for (const ext of ['', '-wal', '-shm']) fs.rmSync(dbFile + ext, { force: true });
  fs.mkdirSync(path.dirname(dbFile), { recursive: true });
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const seedEnv = { ...env, DATABASE_URL: `sqlite:${dbFile}`, BENCH_CHARACTERS: String(characters), LOG_LEVEL: 'warn' };
  const args = pkg.scripts?.['seed:bench']
    ? [tsx, path.join(root, 'server/cli/seed-bench.ts'), String(characters)]
    : [tsx, path.join(root, 'scripts/bench-ranking-seed.ts'), dbFile];
  log(`seeding ${characters} characters into ${path.relative(root, dbFile)} (${path.relative(root, args[1])})`);
  const r = spawnSync(process.execPath, args, { cwd: root, env: seedEnv, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('seeding failed');
}

async function waitFor(url, test, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      const body = await res.json();
      if (res.ok && test(body)) return body;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** A fixed URL, or with `pages` a random page 1..pages on every request (so answers come from the database). */
function run(pathAndQuery, pages) {
  const options = { url: base + pathAndQuery, connections, duration: seconds, headers: { 'accept-language': 'zh-TW' } };
  if (pages) {
    options.requests = [
      {
        setupRequest: (req) => ({ ...req, path: `${pathAndQuery}&page=${1 + Math.floor(Math.random() * pages)}` }),
      },
    ];
  }
  return new Promise((resolve, reject) => {
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

async function main() {
  const have = countCharacters();
  if (reseed || have < characters) seed();
  else log(`${path.relative(root, dbFile)} already has ${have} characters`);

  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  log(`starting the server on :${port}`);
  const server = spawn(process.execPath, [tsx, path.join(root, 'server/index.ts')], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${dbFile}`,
      DATA_DIR: path.join(os.tmpdir(), 'bench-ranking-data'),
      SEED_DEMO: 'false',
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      WEB_JOBS: 'on',
      ...(env.BENCH_PAGE_CACHE ? { RANKING_PAGE_CACHE: env.BENCH_PAGE_CACHE } : {}),
      NODE_ENV: 'production',
      STATIC_DIR: path.join(os.tmpdir(), 'bench-ranking-no-dist'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitFor(`${base}/api/health`, (b) => b?.data?.status === 'ok', 120_000);
    const refreshStart = Date.now();
    const first = await waitFor(`${base}/api/v1/game/character/rank?size=1`, (b) => b?.data?.total > 0, 600_000);
    log(`server up; first ranking snapshot of ${first.data.total} characters ready after ${((Date.now() - refreshStart) / 1000).toFixed(1)} s`);
    const meta = (() => {
      const db = new SqliteDatabase(dbFile, { readonly: true });
      const m = db.prepare('select gen, duration_ms from web_rank_meta where id = 1').get();
      db.close();
      return m;
    })();

    // [label, url, random pages?]: fixed URLs are served from the per-generation page cache after
    // the first request (as in production); "random pages" rows ask a random page of the whole
    // list on every request, so nearly every answer is read from the database.
    const totalOf = async (q) => (await (await fetch(`${base}/api/v1/game/character/rank?${q}&size=1`)).json()).data.total;
    const targets = [['health (static, no database)', '/api/health']];
    for (const sort of ['level', 'fame', 'quest', 'monsterbook']) {
      targets.push([`${sort} page 1`, `/api/v1/game/character/rank?sort=${sort}&page=1&size=10`]);
      targets.push([`${sort} page 5,000`, `/api/v1/game/character/rank?sort=${sort}&page=5000&size=10`]);
      targets.push([`${sort} random pages (database)`, `/api/v1/game/character/rank?sort=${sort}&size=10`, Math.floor((await totalOf(`sort=${sort}`)) / 10)]);
    }
    for (const job of ['beginner', 'warrior', 'magician', 'bowman', 'thief', 'pirate', 'cygnus', 'aran']) {
      targets.push([`job ${job} page 1`, `/api/v1/game/character/rank?job=${job}&page=1&size=10`]);
      targets.push([`job ${job} page 5,000`, `/api/v1/game/character/rank?job=${job}&page=5000&size=10`]);
      targets.push([`job ${job} random pages (database)`, `/api/v1/game/character/rank?job=${job}&size=10`, Math.floor((await totalOf(`job=${job}`)) / 10)]);
    }
    targets.push(['level page 1, size 100', '/api/v1/game/character/rank?page=1&size=100']);
    targets.push(['guild rank page 1', '/api/v1/game/guild/rank?page=1&size=10']);
    targets.push(['health again', '/api/health']);

    const rows = [];
    const loadAtStart = os.loadavg();
    // Is a ranking refresh (the worker thread) running? Its lease is set while it works.
    const metaDb = new SqliteDatabase(dbFile, { readonly: true });
    const leaseStmt = metaDb.prepare('select lease_until from web_rank_meta where id = 1');
    const refreshing = () => Boolean(leaseStmt.get()?.lease_until);
    for (const [name, url, pages] of targets) {
      const probe = await fetch(pages ? `${base}${url}&page=${pages}` : base + url);
      const body = await probe.json();
      const items = body?.data?.items?.length ?? '-';
      let overlapped = refreshing();
      const watch = setInterval(() => {
        overlapped ||= refreshing();
      }, 250);
      const r = await run(url, pages);
      clearInterval(watch);
      overlapped ||= refreshing();
      const row = {
        name: overlapped ? `${name} †` : name,
        url,
        items,
        median: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        rps: Math.round(r.requests.average),
        errors: r.errors + r.non2xx,
      };
      rows.push(row);
      log(`${name.padEnd(28)} median ${String(row.median).padStart(3)} ms  p99 ${String(row.p99).padStart(3)} ms  ${String(row.rps).padStart(5)} req/s  items ${items}  errors ${row.errors}`);
    }

    const worst = rows.filter((r) => r.url.includes('/character/rank')).reduce((a, r) => Math.max(a, r.p99), 0);
    const cpu = os.cpus();
    const md = [
      '# Ranking benchmark',
      '',
      `${new Date().toISOString()} · ${first.data.total.toLocaleString('en-US')} rankable characters (${characters.toLocaleString('en-US')} seeded) on SQLite · ` +
        `${cpu.length} × ${cpu[0]?.model ?? 'CPU'} · Node ${process.version} · autocannon ${connections} connections × ${seconds} s per row, ` +
        `same server process for every row (rate limits off, ranking refresh job on, page cache ${env.BENCH_PAGE_CACHE === '0' ? 'off' : 'on'}). ` +
        'Fixed-page rows are answered from the per-generation page cache after their first request; ' +
        '"random pages" rows ask a random page of the whole list on every request, so they measure the database path.',
      '',
      `Load average when the run started: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} (the machine is shared).`,
      '',
      `Ranking snapshot refresh (worker thread): ${meta?.duration_ms ?? '?'} ms for the first generation.`,
      '',
      '| target | items | median ms | p99 ms | max ms | req/s | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.name} | ${r.items} | ${r.median} | ${r.p99} | ${r.max} | ${r.rps} | ${r.errors} |`),
      '',
      '† a ranking snapshot refresh (worker thread, one of the 2 cores) ran during this row.',
      '',
      `Worst ranking p99: ${worst} ms (target < 20 ms): ${worst < 20 ? 'met' : 'NOT met'}.`,
      '',
    ].join('\n');
    metaDb.close();
    fs.mkdirSync(path.dirname(outFile), { recursive: true });
    fs.writeFileSync(outFile, md);
    console.log('\n' + md);
    log(`written to ${path.relative(root, outFile)}`);
  } finally {
    stop();
  }
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 1;
});
