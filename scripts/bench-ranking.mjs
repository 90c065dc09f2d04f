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
 * 3. With the per-generation page cache off (BENCH_PAGE_CACHE=1000 to measure it on),
 *    runs autocannon (BENCH_CONNECTIONS 10, BENCH_SECONDS 8 per target) on GET
 *    /api/health, then character rank page 1 and page 5,000 of every sort, page 1 and
 *    a deep page of every job filter, the guild rank, and /api/health again.
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
const seconds = Number(env.BENCH_SECONDS || 8);
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
  const args = pkg.scripts?.['seed:bench'] ? [tsx, path.join(root, 'server/cli/seed-bench.ts')] : [tsx, path.join(root, 'scripts/bench-ranking-seed.ts'), dbFile];
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

function run(pathAndQuery) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: base + pathAndQuery, connections, duration: seconds, headers: { 'accept-language': 'zh-TW' } },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
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
      // Measure the database path: the per-generation page cache is off unless BENCH_PAGE_CACHE is set.
      RANKING_PAGE_CACHE: env.BENCH_PAGE_CACHE ?? '0',
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

    const targets = [['health (static, no database)', '/api/health']];
    for (const sort of ['level', 'fame', 'quest', 'monsterbook']) {
      targets.push([`${sort} page 1`, `/api/v1/game/character/rank?sort=${sort}&page=1&size=10`]);
      targets.push([`${sort} page 5,000`, `/api/v1/game/character/rank?sort=${sort}&page=5000&size=10`]);
    }
    for (const job of ['beginner', 'warrior', 'magician', 'bowman', 'thief', 'pirate', 'cygnus', 'aran']) {
      targets.push([`job ${job} page 1`, `/api/v1/game/character/rank?job=${job}&page=1&size=10`]);
      targets.push([`job ${job} page 5,000`, `/api/v1/game/character/rank?job=${job}&page=5000&size=10`]);
    }
    targets.push(['level page 1, size 100', '/api/v1/game/character/rank?page=1&size=100']);
    targets.push(['guild rank page 1', '/api/v1/game/guild/rank?page=1&size=10']);
    targets.push(['health again', '/api/health']);

    const rows = [];
    const loadAtStart = os.loadavg();
    for (const [name, url] of targets) {
      const probe = await fetch(base + url);
      const body = await probe.json();
      const items = body?.data?.items?.length ?? '-';
      const r = await run(url);
      const row = {
        name,
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

    const worst = rows.filter((r) => r.url.includes('/rank')).reduce((a, r) => Math.max(a, r.p99), 0);
    const cpu = os.cpus();
    const md = [
      '# Ranking benchmark',
      '',
      `${new Date().toISOString()} · ${first.data.total.toLocaleString('en-US')} rankable characters (${characters.toLocaleString('en-US')} seeded) on SQLite · ` +
        `${cpu.length} × ${cpu[0]?.model ?? 'CPU'} · Node ${process.version} · autocannon ${connections} connections × ${seconds} s per row, ` +
        `same server process for every row (rate limits off, ranking refresh job on, page cache ${env.BENCH_PAGE_CACHE && env.BENCH_PAGE_CACHE !== '0' ? 'on' : 'off: every request reads the database'}).`,
      '',
      `Load average when the run started: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} (the machine is shared).`,
      '',
      `Ranking snapshot refresh (worker thread): ${meta?.duration_ms ?? '?'} ms for the first generation.`,
      '',
      '| target | items | median ms | p99 ms | max ms | req/s | errors |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows.map((r) => `| ${r.name} | ${r.items} | ${r.median} | ${r.p99} | ${r.max} | ${r.rps} | ${r.errors} |`),
      '',
      `Worst ranking p99: ${worst} ms (target < 20 ms): ${worst < 20 ? 'met' : 'NOT met'}.`,
      '',
    ].join('\n');
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
